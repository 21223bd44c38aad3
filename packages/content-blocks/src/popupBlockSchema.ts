import * as z from 'zod/mini';
import {
  blockBaseShape,
  buttonTargetSchema,
  colorSchema,
  lenientArray,
  richTextFieldSchema,
  safeMediaUrl,
} from './blockFieldSchemas';

/**
 * A pop-up (content-blocks §2–§4, §9): a newsletter or account-registration prompt that appears minimised
 * after `delay` seconds (default 2, i.e. the spec's 2000 ms; commerce-api seeds 8 and 20), and opens when the
 * shopper expands it. `minimizedTitle` labels the minimised tab, `maximizedTitle` heads the open dialog, `title`
 * and `richText` are its message, `targets` its links, `disclaimer` the small print, `logo` with `logoSize`
 * (`sm` 1.125rem, `lg` 1.625rem high; 1.5rem in the open dialog). `pages` (page types the app shows it on) is
 * read by the app, not here.
 *
 * @example
 * popupBlockSchema.parse({ id: 'popup-newsletter', type: 'popup', variant: 'newsletter', delay: 8,
 *   minimizedTitle: 'Get 10% off', maximizedTitle: 'Join the trail crew', title: 'Sign up for 10% off' });
 */
export const popupBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('popup'),
  variant: z._default(z.catch(z.enum(['newsletter', 'accountRegistration']), 'newsletter'), 'newsletter'),
  delay: z.catch(z.optional(z.number().check(z.nonnegative(), z.lte(600))), undefined),
  logo: z.catch(
    z.optional(
      z.object({
        url: safeMediaUrl,
        alt: z.optional(z.string()),
        width: z.optional(z.int().check(z.positive())),
        height: z.optional(z.int().check(z.positive())),
      }),
    ),
    undefined,
  ),
  logoSize: z.catch(z.optional(z.enum(['sm', 'lg'])), undefined),
  minimizedTitle: z.string().check(z.trim(), z.minLength(1)),
  maximizedTitle: z.string().check(z.trim(), z.minLength(1)),
  title: z.optional(z.string()),
  richText: z.optional(richTextFieldSchema),
  disclaimer: z.optional(z.string()),
  targets: z._default(lenientArray(buttonTargetSchema), []),
  backgroundColor: colorSchema,
  pages: z.optional(z.array(z.string())),
});

/** A pop-up block as the registry hands it to {@link Popup}. */
export type PopupBlock = z.output<typeof popupBlockSchema>;
