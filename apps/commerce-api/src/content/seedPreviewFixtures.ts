// Content only editors see: an unpublished draft under a reserved slug (no page route serves `_…` slugs, and
// shoppers only get published versions), holding a block that is broken on purpose so the preview tool's schema
// check has something to explain field by field (tooling/e2e tests/preview-tool.spec.ts).
import { mediaLibrary, mediaPath } from '../media/mediaLibrary';
import type { ContentLocale } from './seedCopy';
import type { SeedPage } from './seedPages';

/** The reserved slug of the preview-only draft. */
export const PREVIEW_FIXTURES_SLUG = '_preview/fixtures';

/**
 * The preview tool's fixtures for one locale: a draft page with a hero whose image width is text rather than a number and
 * which has no text alternative, whose gradient style is not one the block knows and whose button has no text.
 * @example
 * const pages = seedPreviewFixtures('en-us'); // [{ slug: '_preview/fixtures', versions: [draft] }]
 */
export function seedPreviewFixtures(locale: ContentLocale): SeedPage[] {
  const { width, height } = mediaLibrary['autumn-ridgeline-hero'];
  return [
    {
      slug: PREVIEW_FIXTURES_SLUG,
      versions: [
        {
          title: 'Preview fixtures',
          description: 'Blocks broken on purpose, for the preview tool',
          published: false,
          publishAt: null,
          blocks: [
            {
              id: 'preview-fixture-broken-hero',
              type: 'hero',
              name: 'Broken hero (preview fixture)',
              title: 'A hero with problems',
              // The width as text (the CMS's number field was pasted into), and no `alt`.
              media: { url: mediaPath('autumn-ridgeline-hero'), width: String(width), height },
              gradientStyle: 'diagonal',
              targets: [
                {
                  id: 'preview-fixture-broken-hero-cta',
                  text: '',
                  url: `/${locale}/promotions`,
                  style: { sm: 'primary' },
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
