/** What the product page's secondary forms can do (`routes/productActions.ts`). */
export const PRODUCT_ACTION_INTENTS = [
  'ask',
  'voteReview',
  'flagReview',
  'voteAnswer',
  'notify',
  'translateReview',
] as const;

/**
 * The answer of a product action: done or not, a message for the shopper in their language, the review or answer
 * it was about, and field errors of the ask and notify forms.
 *
 * @example
 * const result: ProductActionResult = { ok: true, intent: 'ask', message: 'Thank you…' };
 */
export interface ProductActionResult {
  ok: boolean;
  intent: (typeof PRODUCT_ACTION_INTENTS)[number];
  message: string;
  id?: string;
  fieldErrors?: Record<string, string>;
  /** The review in the shopper's language (`translateReview`); `translated` false when none is available. */
  translation?: { title: string | null; text: string | null; translated: boolean };
}
