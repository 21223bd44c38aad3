import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, lenientArray } from './blockFieldSchemas';
import { commonBlockShape } from './commonBlockFields';

const footerColumnSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  targets: lenientArray(buttonTargetSchema).check(
    z.refine((targets) => targets.length > 0, { error: 'needs at least one link' }),
  ),
});

/**
 * The site footer's link columns (the `footerColumns` block of the CMS `footer` document, commerce-core §7):
 * titled columns of text links. A column without a title or without a single readable link is dropped, and a
 * link that fails its schema is dropped from its column; the block needs at least one column. It also reads
 * the common fields of §3 that place a block (background, hidden breakpoints, bottom margins).
 *
 * @example
 * footerColumnsBlockSchema.parse({ id: 'footer-columns', type: 'footerColumns', columns: [
 *   { title: 'Help', targets: [{ id: 'contact', text: 'Contact us', url: '/en-gb/help/contact-us' }] }] });
 */
export const footerColumnsBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('footerColumns'),
  columns: lenientArray(footerColumnSchema).check(
    z.refine((columns) => columns.length > 0, { error: 'needs at least one column with a title and a link' }),
  ),
});

/** A footer columns block as the registry hands it to {@link FooterColumns}. */
export type FooterColumnsBlock = z.output<typeof footerColumnsBlockSchema>;
/** One column of {@link FooterColumnsBlock}. */
export type FooterColumn = FooterColumnsBlock['columns'][number];
