// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { blockRegistry, createBlockRegistry, defineBlock, previewDocTypes } from './blockRegistry';

describe('previewDocTypes', () => {
  it('lists the registry’s content types by label', () => {
    const docTypes = previewDocTypes();
    expect(docTypes).toContainEqual({ type: 'hero', label: 'Hero' });
    expect(docTypes).toContainEqual({ type: 'linkedCard', label: 'Linked card' });
    const previewable = [...blockRegistry.keys()].filter((type) => blockRegistry.get(type)!.previewable !== false);
    expect(docTypes.map(({ type }) => type)).toEqual(
      previewable.sort((a, b) => blockRegistry.get(a)!.label.localeCompare(blockRegistry.get(b)!.label, 'en')),
    );
    // The promo bar is header chrome, previewed where it lives (content-blocks §2).
    expect(docTypes.map(({ type }) => type)).not.toContain('promoBar');
    const labels = docTypes.map(({ label }) => label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('leaves out types that are not previewable, such as the promo bar and mega menu levels', () => {
    const chrome = { schema: z.object({}), component: () => null, previewable: false };
    const registry = createBlockRegistry({
      ...Object.fromEntries(blockRegistry),
      promoBar: defineBlock({ label: 'Promo bar', ...chrome }),
      megaMenuL1: defineBlock({ label: 'Mega menu level 1', ...chrome }),
    });
    const types = previewDocTypes(registry).map(({ type }) => type);
    expect(types).not.toContain('promoBar');
    expect(types).not.toContain('megaMenuL1');
    expect(types).toEqual(previewDocTypes().map(({ type }) => type));
  });
});
