import * as z from 'zod/mini';
import { blockBaseShape } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

/** Content-blocks §9: an inline catalog grid shows at most 12 items, in 2, 3 and 4 columns. */
export const INLINE_CATALOG_GRID = { maxItems: 12, placeholders: 16, columns: { sm: 2, md: 3, lg: 4 } } as const;

// Each item is a whole CMS block (linked card, picture, banner…), drawn and validated by the renderer, with
// where it goes in the grid: `gridPosition` (1-based slot) and `gridSpan` (1 or 2 columns).
const itemSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  gridPosition: z.catch(z.optional(z.int().check(z.gte(1), z.lte(48))), undefined),
  gridSpan: z._default(z.catch(z.union([z.literal(1), z.literal(2)]), 1), 1),
});

/**
 * An inline catalog grid (content-blocks §2, §9 "espot grid"): editorial tiles laid out in the catalog's own
 * grid (2 columns small, 3 medium, 4 large), each tile a CMS block with an optional slot (`gridPosition`) and
 * width (`gridSpan`). At most 12 tiles are shown; tiles that are not blocks are dropped.
 *
 * @example
 * inlineCatalogGridBlockSchema.parse({ id: 'g', type: 'inlineCatalogGrid', title: 'Trail kit',
 *   items: [{ ...linkedCard, gridPosition: 1, gridSpan: 2 }, picture] });
 */
export const inlineCatalogGridBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('inlineCatalogGrid'),
  title: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  items: z
    .pipe(
      z.array(z.unknown()),
      z.transform((entries) =>
        entries
          .flatMap((entry) => {
            const parsed = itemSchema.safeParse(entry);
            return parsed.success ? [parsed.data] : [];
          })
          .slice(0, INLINE_CATALOG_GRID.maxItems),
      ),
    )
    .check(z.refine((items) => items.length > 0, { error: 'needs at least one tile' })),
});

/** An inline catalog grid as the registry hands it to {@link InlineCatalogGrid}. */
export type InlineCatalogGridBlock = z.output<typeof inlineCatalogGridBlockSchema>;
/** One tile of an inline catalog grid. */
export type InlineCatalogGridItem = InlineCatalogGridBlock['items'][number];
