/** The query parameter the newsletter route leaves on the page it sends the shopper back to. */
export const NEWSLETTER_STATUS_PARAM = 'newsletter';
/** Where on that page the answer is shown. */
export const NEWSLETTER_STATUS_ID = 'newsletter-status';
/** Every answer the no-JavaScript newsletter form can come back with. */
export const NEWSLETTER_STATUSES = ['subscribed', 'email', 'policy', 'failed'] as const;
/** One of {@link NEWSLETTER_STATUSES}. */
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * The newsletter answer named by a page's query, or null when there is none (or an unknown one).
 *
 * @example
 * newsletterStatusOf(new URLSearchParams('newsletter=subscribed')); // 'subscribed'
 */
export function newsletterStatusOf(params: URLSearchParams): NewsletterStatus | null {
  const value = params.get(NEWSLETTER_STATUS_PARAM);
  return (NEWSLETTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as NewsletterStatus) : null;
}
