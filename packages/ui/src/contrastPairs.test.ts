// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastPairs } from './contrastPairs';
import { contrastRatio, readColorTokens } from './contrastRatio';

const tokens = readColorTokens(readFileSync(new URL('./tokens.css', import.meta.url), 'utf8'));

describe('colour tokens', () => {
  it.each(contrastPairs.map((pair) => [`${pair.fg} on ${pair.bg}`, pair] as const))(
    '%s reaches its WCAG minimum',
    (_label, { fg, bg, min }) => {
      expect(tokens.get(fg), fg).toBeDefined();
      expect(tokens.get(bg), bg).toBeDefined();
      expect(contrastRatio(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(min);
    },
  );

  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#1f4d3a', '#1f4d3a')).toBe(1);
  });

  it('resolves var() chains to the palette', () => {
    expect(tokens.get('--sb-color-brand')).toBe('#1f4d3a');
  });
});
