import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, colorSchema, lenientArray } from './blockFieldSchemas';

/**
 * Secondary navigation (content-blocks §2, §3): a title and a list of links under it ("Help": delivery,
 * returns, size guides), drawn as a row from md and as an accordion on phones. `alignment` places the row,
 * `divider` draws a rule below it, `colors` sets its background, text and link colours. A link that fails
 * its schema is dropped; the block needs at least one.
 *
 * @example
 * secondaryNavBlockSchema.parse({ id: 'help-nav', type: 'secondaryNav', title: 'Help',
 *   targets: [{ id: 'returns', text: 'Returns', url: '/en-gb/help/returns' }] });
 */
export const secondaryNavBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('secondaryNav'),
  title: z.string().check(z.trim(), z.minLength(1)),
  targets: lenientArray(buttonTargetSchema).check(
    z.refine((targets) => targets.length > 0, { error: 'needs at least one link' }),
  ),
  alignment: z.catch(z.optional(z.enum(['left', 'center', 'right'])), undefined),
  divider: z.optional(z.boolean()),
  colors: z.catch(
    z.optional(z.object({ backgroundColor: colorSchema, textColor: colorSchema, linkColor: colorSchema })),
    undefined,
  ),
});

/** A secondary navigation block as the registry hands it to {@link SecondaryNav}. */
export type SecondaryNavBlock = z.output<typeof secondaryNavBlockSchema>;
