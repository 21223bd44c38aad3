import { blockRegistry } from '@switchback/content-blocks';
import { describe, expect, it } from 'vitest';
import { siteSeeds } from '../sites/siteSeeds';
import type { ContentLocale } from './seedCopy';
import { cataloguePath, DEMO_CATALOGUE_PAGES } from './seedCatalogue';
import { CONTENT_SLUGS } from './seedNavigation';
import { seedPages } from './seedPages';

// The registry's schemas, read rather than restated: every block type the storefront can draw, and the values of
// each type's variant fields (an enum `variant`, the dialog's `mediaPosition`, the gallery's `widget`).
interface SchemaNode {
  _zod: {
    def: {
      type: string;
      innerType?: SchemaNode;
      in?: SchemaNode;
      shape?: Record<string, SchemaNode>;
      entries?: Record<string, string>;
    };
  };
}

function objectShape(schema: SchemaNode): Record<string, SchemaNode> | undefined {
  const { def } = schema._zod;
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  return undefined;
}

function enumValues(schema: SchemaNode | undefined): string[] {
  if (!schema) return [];
  const { def } = schema._zod;
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  return def.innerType ? enumValues(def.innerType) : [];
}

const VARIANT_FIELDS = ['variant', 'mediaPosition', 'widget'];

/** `type → field → every value its schema allows`, for the variant fields each block type has. */
function registryVariants(): Map<string, Map<string, string[]>> {
  const variants = new Map<string, Map<string, string[]>>();
  for (const [type, definition] of blockRegistry) {
    const shape = objectShape(definition.schema as unknown as SchemaNode) ?? {};
    const fields = new Map(
      VARIANT_FIELDS.map((field) => [field, enumValues(shape[field])] as const).filter(
        ([, values]) => values.length > 0,
      ),
    );
    if (fields.size > 0) variants.set(type, fields);
  }
  return variants;
}

/** Every block in some content, nested ones included (collection items, experience and segmentation targets, menu banners). */
function blocksIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => blocksIn(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.type === 'string' && blockRegistry.has(record.type))
      found.push(record);
    Object.values(record).forEach((item) => blocksIn(item, found));
  }
  return found;
}

const seededAt = new Date('2026-10-01T08:00:00Z');
const locales = [...new Set(siteSeeds.flatMap((site) => site.locales))] as ContentLocale[];
// What a shopper meets walking the catalogue: its pages, and the site chrome drawn around every page.
const CHROME_SLUGS = [
  CONTENT_SLUGS.menu,
  CONTENT_SLUGS.footer,
  CONTENT_SLUGS.popups,
  CONTENT_SLUGS.fragment('promo-bar'),
];

function catalogueBlocks(locale: ContentLocale) {
  const pages = seedPages(locale, seededAt);
  const slugs = new Set([
    ...DEMO_CATALOGUE_PAGES.map((page) => (page.slug === '' ? 'home' : page.slug)),
    ...CHROME_SLUGS,
  ]);
  const missing = [...slugs].filter((slug) => !pages.some((page) => page.slug === slug));
  // The live version: what a shopper is shown (drafts and scheduled versions are not).
  const live = pages
    .filter((page) => slugs.has(page.slug))
    .map(
      (page) => page.versions.find((version) => version.published && version.publishAt === null) ?? page.versions[0]!,
    );
  return { missing, blocks: blocksIn(live.map((version) => version.blocks)) };
}

describe('the demo content catalogue', () => {
  it.each(locales)('%s: has every catalogue page, reachable from the home page and the footer', (locale) => {
    const { missing } = catalogueBlocks(locale);
    expect(missing).toEqual([]);
    const pages = seedPages(locale, seededAt);
    const home = pages.find((page) => page.slug === 'home')!.versions[0]!.blocks;
    const footer = pages.find((page) => page.slug === CONTENT_SLUGS.footer)!.versions[0]!.blocks;
    const homeLinks = JSON.stringify(home.find((block) => block.id === `home-${locale}-explore`));
    const footerLinks = JSON.stringify(footer);
    for (const page of DEMO_CATALOGUE_PAGES.filter((entry) => entry.slug !== '')) {
      expect(homeLinks, page.slug).toContain(`"url":"${cataloguePath(locale, page.slug)}"`);
      expect(footerLinks, page.slug).toContain(`"url":"${cataloguePath(locale, page.slug)}"`);
    }
  });

  it.each(locales)('%s: uses every block type of the registry, each block valid against its schema', (locale) => {
    const { blocks } = catalogueBlocks(locale);
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(blockRegistry.keys()));
    const invalid = blocks.flatMap((block) => {
      const parsed = blockRegistry.get(block.type as string)!.schema.safeParse(block);
      return parsed.success
        ? []
        : [
            `${String(block.id)}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
          ];
    });
    expect(invalid).toEqual([]);
  });

  it.each(locales)('%s: shows every variant of every block type at least once', (locale) => {
    const { blocks } = catalogueBlocks(locale);
    const variants = registryVariants();
    // The schemas name at least these (content-blocks §2): the test reads them, this only guards the reading.
    expect(variants.get('banner')?.get('variant')).toHaveLength(7);
    expect([...variants.keys()].sort()).toEqual([
      'banner',
      'dialogBlock',
      'hero',
      'iconAndTextCollection',
      'popup',
      'recommendations',
      'ugcGallery',
      'upSell',
    ]);
    const shown = new Set<string>();
    for (const block of blocks) {
      const parsed = blockRegistry.get(block.type as string)!.schema.safeParse(block);
      if (!parsed.success) continue;
      const drawn = parsed.data as Record<string, unknown>;
      for (const field of variants.get(block.type as string)?.keys() ?? [])
        shown.add(`${String(block.type)}.${field}=${String(drawn[field])}`);
    }
    const expected = [...variants].flatMap(([type, fields]) =>
      [...fields].flatMap(([field, values]) => values.map((value) => `${type}.${field}=${value}`)),
    );
    expect(expected.filter((variant) => !shown.has(variant))).toEqual([]);
  });

  it('gives every image alt text, except icons that sit beside their words', () => {
    const { blocks } = catalogueBlocks('en-us');
    const images = blocks.flatMap((block) => {
      const media = block.media as { url?: string; alt?: string } | undefined;
      return media?.url?.endsWith('.svg') ? [{ id: String(block.id), alt: media.alt ?? '' }] : [];
    });
    expect(images.length).toBeGreaterThan(20);
    expect(images.filter(({ alt }) => alt.trim() === '')).toEqual([]);
  });

  it.each(locales)(
    '%s: uses the common fields titleHtml, subtitleHtml, mediaList and gradientBreakpoints, kept by their schemas',
    (locale) => {
      const { blocks } = catalogueBlocks(locale);
      const kept = new Map<string, string[]>();
      for (const block of blocks) {
        const parsed = blockRegistry.get(block.type as string)!.schema.safeParse(block);
        if (!parsed.success) continue;
        const drawn = parsed.data as Record<string, unknown>;
        for (const field of ['titleHtml', 'subtitleHtml', 'mediaList', 'gradientBreakpoints'])
          if (drawn[field] !== undefined) kept.set(field, [...(kept.get(field) ?? []), String(block.id)]);
      }
      expect([...kept.keys()].sort()).toEqual(['gradientBreakpoints', 'mediaList', 'subtitleHtml', 'titleHtml']);
      // Every image of a media list has its alt text and size.
      for (const block of blocks.filter((entry) => Array.isArray(entry.mediaList)))
        for (const image of block.mediaList as { alt?: string; width?: number }[]) {
          expect(image.alt?.trim()).toBeTruthy();
          expect(image.width).toBeGreaterThan(0);
        }
    },
  );
});
