// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, mediaQuery, responsiveClassNames } from './breakpoints';

describe('breakpoints', () => {
  it('match the values documented as tokens and used in the media queries of styles.css', () => {
    // styles.css is a list of @imports (tokens.css, then one file per component): read them all.
    const entry = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    const files = [...entry.matchAll(/@import '\.\/([\w.-]+\.css)';/g)].map((match) => match[1]!);
    expect(files[0]).toBe('tokens.css');
    const css = files.map((file) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')).join('\n');
    for (const [name, rem] of Object.entries(breakpoints)) {
      expect(css).toContain(`--sb-breakpoint-${name}: ${rem}rem;`);
    }
    const mediaWidths = new Set(
      [...css.matchAll(/@media \(min-width: ([\d.]+)rem\)/g)].map((match) => Number(match[1])),
    );
    expect([...mediaWidths].sort((a, b) => a - b)).toEqual([breakpoints.md, breakpoints.lg]);
  });

  it('builds min-width media queries', () => {
    expect(mediaQuery('md')).toBe('(min-width: 48rem)');
  });

  it('turns responsive values into mobile-first classes', () => {
    expect(responsiveClassNames('sb-x', undefined, 'a')).toEqual(['sb-x--a']);
    expect(responsiveClassNames('sb-x', 'b', 'a')).toEqual(['sb-x--b']);
    expect(responsiveClassNames('sb-x', { md: 'b' }, 'a')).toEqual(['sb-x--a', 'sb-x--md-b']);
    expect(responsiveClassNames('sb-x', { sm: 'c', lg: 'b' }, 'a')).toEqual(['sb-x--c', 'sb-x--lg-b']);
  });
});
