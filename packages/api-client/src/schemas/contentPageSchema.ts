import * as z from 'zod/mini';

/**
 * A CMS block as the page delivers it: only `id` and `type` are checked here. Every other field passes through,
 * because `@switchback/content-blocks` validates each block type against its own schema.
 *
 * @example
 * const block = contentBlockSchema.parse({ id: 'b1', type: 'spacer', backgroundColor: '#fff' });
 */
export const contentBlockSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  name: z.optional(z.string()),
});

/**
 * A CMS page (`/{mode}/caas/v1/canvas/augmentedpage/{siteId}/{page}`).
 *
 * @example
 * const page = contentPageSchema.parse(body);
 * page.blocks.map((block) => block.type);
 */
export const contentPageSchema = z.looseObject({
  id: z.string(),
  siteId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
  blocks: z.array(contentBlockSchema),
});

/**
 * A parsed CMS block (type-specific fields untyped).
 *
 * @example
 * const isHero = (block: ContentBlock) => block.type === 'hero';
 */
export type ContentBlock = z.infer<typeof contentBlockSchema>;
/**
 * A parsed CMS page.
 *
 * @example
 * const heading = (page: ContentPage) => page.title;
 */
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * Any other content answer (category page, search page, footer, fragment, menu, children, popups, product
 * content, showcase, and the internal `/fapi/…` components and pages): an object whose blocks, when present,
 * are checked like a page's, or a list. Block types are validated by `@switchback/content-blocks`.
 *
 * @example
 * const footer = contentDocumentSchema.parse(body);
 */
export const contentDocumentSchema = z.union([
  z.looseObject({
    id: z.optional(z.nullable(z.string())),
    blocks: z.optional(z.nullable(z.array(contentBlockSchema))),
  }),
  z.array(z.unknown()),
]);

/**
 * A parsed content document.
 *
 * @example
 * const blocks = (doc: ContentDocument) => (Array.isArray(doc) ? [] : doc.blocks ?? []);
 */
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
