import * as z from 'zod/mini';
import { blockBaseShape, lenientArray, safeMediaUrl } from './blockFieldSchemas';
import { safeHref } from './safeHref';

const columns = z.catch(z.optional(z.int().check(z.gte(1), z.lte(6))), undefined);
const tagList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter(Boolean)),
);
const queryRecord = z.pipe(
  z.union([z.string(), z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))]),
  z.transform((value): Record<string, string> =>
    typeof value === 'string'
      ? Object.fromEntries(new URLSearchParams(value.replace(/^\?/, '')))
      : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)])),
  ),
);

/**
 * The article grid (content-blocks §2–§4, §9): articles from the article search, a filter bar of tag facets,
 * and a "Read more" button. `rowsToLoad` (default 3) × `gridSize.sm` (columns on phones, default 1) is the page
 * size; `gridSize.md`/`lg` (default 2/3) lay out wider screens. `initialQuery` (a query string or an object) is
 * sent with every search; `initialQueryNotFiltered` replaces it while no tag is selected; `tagId` are the
 * initial tags ("Clear all" restores them). `showFilterBar`, `loadMore` (default true) and `hidePageDate`
 * switch parts on and off.
 *
 * @example
 * articleGridBlockSchema.parse({ id: 'journal', type: 'articleGrid', rowsToLoad: 2, gridSize: { sm: 1, md: 2, lg: 3 },
 *   initialQuery: 'type=journal', showFilterBar: true, loadMore: true });
 */
export const articleGridBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('articleGrid'),
  title: z.optional(z.string()),
  rowsToLoad: z.catch(z.optional(z.int().check(z.gte(1), z.lte(20))), undefined),
  gridSize: z.catch(z.optional(z.object({ sm: columns, md: columns, lg: columns })), undefined),
  initialQuery: z.catch(z.optional(queryRecord), undefined),
  initialQueryNotFiltered: z.catch(z.optional(queryRecord), undefined),
  showFilterBar: z.optional(z.boolean()),
  loadMore: z.optional(z.boolean()),
  hidePageDate: z.optional(z.boolean()),
  tagId: z.catch(z.optional(tagList), undefined),
});

/** An article grid block as the registry hands it to {@link ArticleGrid}. */
export type ArticleGridBlock = z.output<typeof articleGridBlockSchema>;

/** One article of the search answer; an article without a safe link is dropped. */
export const articleSchema = z.object({
  id: z.string(),
  url: z.string().check(z.refine((url) => safeHref(url) !== undefined, { error: 'unsafe link' })),
  title: z.optional(z.string()),
  eyebrow: z.optional(z.string()),
  date: z.optional(z.string()),
  picture: z.catch(
    z.optional(
      z.object({
        url: safeMediaUrl,
        alt: z.optional(z.string()),
        width: z.optional(z.number()),
        height: z.optional(z.number()),
      }),
    ),
    undefined,
  ),
});

/**
 * The article search's answer (content-blocks §3): `result`, `facets` (`id`, `label`) and `numFound`, checked
 * leniently (a bad article or facet is dropped). An app's `searchArticles` can parse with it.
 *
 * @example
 * const answer = articleSearchResultSchema.parse(await response.json());
 */
export const articleSearchResultSchema = z.object({
  result: z._default(lenientArray(articleSchema), []),
  facets: z._default(lenientArray(z.object({ id: z.string(), label: z.string() })), []),
  numFound: z._default(z.int().check(z.nonnegative()), 0),
});

/** Filters shown before "See more" on small, medium and large screens (content-blocks §9). */
export const ARTICLE_FILTERS_VISIBLE = { sm: 4, md: 10, lg: 20 } as const;
