import * as z from 'zod/mini';
import { blockBaseShape, colorSchema } from './blockFieldSchemas';
import { sanitizeRichText } from './sanitizeRichText';

/** The policy text is a `<label>`: sanitised in `inline` mode here, so a prepared block needs no sanitiser in the browser. */
const policyTextSchema = z.pipe(
  z.object({ html: z.string() }),
  z.transform(({ html }) => ({ html: sanitizeRichText(html, 'inline') })),
);

/**
 * The newsletter sign-up form (content-blocks §2–§5, §7): a title and subtitle, an email field and the policy
 * checkbox. The texts are the editor's (English defaults in the component): `emailLabel`,
 * `emailRequiredMessage` (the label-specific "required" message), `policyText` (the checkbox's label, rich
 * text), `submitLabel`, `successMessage`, `disclaimer`. `formatHint` adds the format hint to the invalid-email
 * message. `campaignName` is sent with the sign-up (the current path when missing).
 *
 * @example
 * newsletterBlockSchema.parse({ id: 'footer-newsletter', type: 'newsletter', title: 'Trail notes in your inbox' });
 */
export const newsletterBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('newsletter'),
  title: z.optional(z.string()),
  subtitle: z.optional(z.string()),
  disclaimer: z.optional(z.string()),
  campaignName: z.optional(z.string()),
  emailLabel: z.optional(z.string()),
  emailRequiredMessage: z.optional(z.string()),
  policyText: z.optional(policyTextSchema),
  submitLabel: z.optional(z.string()),
  successMessage: z.optional(z.string()),
  formatHint: z.optional(z.boolean()),
  backgroundColor: colorSchema,
});

/** A newsletter block as the registry hands it to {@link Newsletter}. */
export type NewsletterBlock = z.output<typeof newsletterBlockSchema>;
