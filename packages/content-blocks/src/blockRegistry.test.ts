// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { blockRegistry, createBlockRegistry, defineBlock, previewDocTypes } from './blockRegistry';

describe('previewDocTypes', () => {
  it('lists the registry’s content types by label', () => {
    expect(previewDocTypes()).toEqual([
      { type: 'hero', label: 'Hero' },
      { type: 'richText', label: 'Rich text' },
      { type: 'spacer', label: 'Spacer' },
    ]);
  });

  it('leaves out types that are not previewable, such as the promo bar and mega menu levels', () => {
    const chrome = { schema: z.object({}), component: () => null, previewable: false };
    const registry = createBlockRegistry({
      ...Object.fromEntries(blockRegistry),
      promoBar: defineBlock({ label: 'Promo bar', ...chrome }),
      megaMenuL1: defineBlock({ label: 'Mega menu level 1', ...chrome }),
    });
    expect(previewDocTypes(registry).map(({ type }) => type)).toEqual(['hero', 'richText', 'spacer']);
  });
});
