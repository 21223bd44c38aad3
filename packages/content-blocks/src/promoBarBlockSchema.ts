import * as z from 'zod/mini';
import {
  blockBaseShape,
  buttonTargetSchema,
  colorSchema,
  lenientArray,
  richTextFieldSchema,
} from './blockFieldSchemas';
import { sanitizeRichText } from './sanitizeRichText';

/**
 * One message of the promo bar (content-blocks §3). A clickable message is a link as a whole, so its text's own links
 * are unwrapped here (their text stays), where the rest of its rich text is sanitised: a prepared promo bar needs no
 * sanitiser in the browser.
 */
export const promoBarMessageSchema = z.pipe(
  z.object({
    id: z.string().check(z.trim(), z.minLength(1)),
    sectionId: z.optional(z.string()),
    /** The whole message is a link to its first target. */
    clickable: z.optional(z.boolean()),
    richText: z.optional(richTextFieldSchema),
    targets: z._default(lenientArray(buttonTargetSchema), []),
    textColor: colorSchema,
    hoverLinkColor: colorSchema,
    background: colorSchema,
  }),
  z.transform((message) =>
    message.clickable && message.targets.length > 0 && message.richText
      ? { ...message, richText: { html: sanitizeRichText(message.richText.html, 'noLinks') } }
      : message,
  ),
);

/**
 * The promo bar above the header: rotating messages with dots and previous/next arrows, optionally
 * closable. `autorotateTime` is in seconds (0 or missing: no rotation). Messages that fail their schema are
 * dropped here; messages whose section turns out empty are dropped when drawn.
 *
 * @example
 * promoBarBlockSchema.parse({ id: 'promo', type: 'promoBar', autorotateTime: 6, closable: true,
 *   messages: [{ id: 'm1', richText: { html: '<p>Free delivery over £50</p>' } }] });
 */
export const promoBarBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('promoBar'),
  autorotateTime: z.optional(z.number().check(z.nonnegative())),
  closable: z.optional(z.boolean()),
  messages: lenientArray(promoBarMessageSchema),
});

/** A promo bar as the registry hands it to {@link PromoBar}. */
export type PromoBarBlock = z.output<typeof promoBarBlockSchema>;
/** One promo bar message. */
export type PromoBarMessage = PromoBarBlock['messages'][number];
