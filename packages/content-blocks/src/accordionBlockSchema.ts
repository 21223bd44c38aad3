import * as z from 'zod/mini';
import { blockBaseShape, buttonTargetSchema, lenientArray, responsive, richTextFieldSchema } from './blockFieldSchemas';
import { commonBlockShape, logoSchema } from './commonBlockFields';

/** The toggle icons an accordion can use (§3 `iconsStyle`, default `chevron`). */
export const accordionIconStyles = ['chevron', 'plus'] as const;

const accordionItemSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1)),
  /** A small image before the section's title (decorative unless it has alt text); an unusable one is dropped. */
  icon: z.catch(z.optional(logoSchema), undefined),
  /** Shown open on first paint (terms a shopper should see without a click). */
  open: z.optional(z.boolean()),
  richText: richTextFieldSchema,
});

/**
 * An accordion: titled sections of rich text that open and close (content-blocks spec §3). Sections missing
 * a title or text are dropped; the block needs at least one. It reads the common fields of §3: the heading
 * group (title, subtitle, overline, eyebrow with their colours and styles, `titleH1`, `hideTitle`), rich text
 * above the sections, targets below them (hidden by `linkType: 'No-CTA'`), background, alignment, hidden
 * breakpoints and bottom margins. Its own fields of §3: a section `icon`, `iconsStyle` (chevron or plus), `paddings`
 * and `bottomDivider`; the `style` field has no meaning defined by the spec and is not read.
 *
 * @example
 * accordionBlockSchema.parse({ id: 'terms', type: 'accordion',
 *   accordions: [{ title: 'Offer terms', open: false, richText: { html: '<p>Ends Sunday.</p>' } }] });
 */
export const accordionBlockSchema = z.object({
  ...blockBaseShape,
  ...commonBlockShape,
  type: z.literal('accordion'),
  title: z.optional(z.string()),
  titleH1: z.optional(z.boolean()),
  hideTitle: z.optional(z.boolean()),
  subtitle: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  targets: z.optional(z.array(buttonTargetSchema)),
  linkType: z.optional(z.enum(['CTA', 'No-CTA'])),
  accordions: lenientArray(accordionItemSchema).check(
    z.refine((items) => items.length > 0, { error: 'needs at least one section with a title and text' }),
  ),
  /** A rule below the last section, for accordions that end a page section. */
  bottomDivider: z.optional(z.boolean()),
  /** The open/closed marker: a chevron that turns (default) or a plus that becomes a minus. Unknown → chevron. */
  iconsStyle: z._default(z.catch(z.enum(accordionIconStyles), 'chevron'), 'chevron'),
  /** Space above and below the block in CSS pixels, per breakpoint (a smaller breakpoint's carries up). */
  paddings: z.catch(z.optional(responsive(z.number().check(z.nonnegative(), z.lte(200)))), undefined),
});

/** An accordion block as the registry hands it to {@link Accordion}. */
export type AccordionBlock = z.output<typeof accordionBlockSchema>;
