// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exampleHero, exampleRichText, exampleSpacer } from './exampleBlocks';
import { parseBlock } from './parseBlock';

describe('parseBlock', () => {
  it('accepts the blocks the storefront home page receives from the CMS', () => {
    for (const block of [exampleHero, exampleRichText, exampleSpacer]) {
      const parsed = parseBlock(block);
      expect(parsed, block.type).toMatchObject({ status: 'ok', type: block.type });
    }
    expect(parseBlock({ id: 's', type: 'spacer', bottomMargins: 32 }).status).toBe('ok');
    expect(parseBlock({ id: 's', type: 'spacer', bottomMargins: '32px' }).status).toBe('ok');
  });

  it('keeps the fields it knows and drops the rest', () => {
    const parsed = parseBlock({ ...exampleRichText, titleColor: '#fff', promotionTracking: { promotionId: 'p' } });
    expect(parsed.status === 'ok' && parsed.props).toEqual(exampleRichText);
  });

  it('explains fields that fail the schema in words an editor can act on', () => {
    const parsed = parseBlock({
      ...exampleHero,
      media: { url: 'javascript:alert(1)', width: '1600', height: 900 },
      gradientStyle: 'diagonal',
      targets: [{ id: 't', text: '', url: '/x' }],
    });
    expect(parsed).toEqual({
      status: 'invalid',
      type: 'hero',
      reason: 'The Hero block does not have the fields it needs.',
      problems: [
        'media.url: must be an http(s) or relative URL',
        'media.width: expected number, received string',
        'targets[0].text: must not be empty',
        'gradientStyle: expected "off" or "full" or "focused", received "diagonal"',
      ],
    });
    expect(parseBlock({ id: 'r', type: 'richText' })).toMatchObject({ problems: ['richText: is required (object)'] });
  });

  it('treats unknown, missing and prototype-looking types as unknown', () => {
    expect(parseBlock({ id: 'x', type: 'carousel3d' })).toMatchObject({ status: 'unknown-type', type: 'carousel3d' });
    expect(parseBlock({ id: 'x', type: 'constructor' })).toMatchObject({ status: 'unknown-type' });
    expect(parseBlock({ id: 'x', type: '__proto__' })).toMatchObject({ status: 'unknown-type' });
    expect(parseBlock({ id: 'x' })).toMatchObject({ status: 'unknown-type', reason: 'The entry has no block type.' });
    expect(parseBlock(null)).toMatchObject({ status: 'unknown-type' });
    expect(parseBlock('hero')).toMatchObject({ status: 'unknown-type' });
  });

  it('falls back to the default style for a button style the code does not know yet', () => {
    const parsed = parseBlock({ ...exampleHero, targets: [{ text: 'Go', url: '/go', style: { sm: 'glow' } }] });
    expect(parsed.status === 'ok' && parsed.props.targets).toEqual([
      { text: 'Go', url: '/go', style: { sm: 'primary' } },
    ]);
  });

  it('drops an unusable spacer colour instead of the spacer', () => {
    const parsed = parseBlock({ ...exampleSpacer, backgroundColor: 'url(https://evil.example/x.png)' });
    expect(parsed.status === 'ok' && parsed.props.backgroundColor).toBeUndefined();
  });
});
