/**
 * First path segments of the shop's named pages (spec §2) plus the listing and product prefixes. A path starting
 * with one of them but no locale (`/cart`, `/help/contact-us?x=1`) redirects to the default locale.
 */
export const NAMED_ROOT_SEGMENTS = [
  'cart',
  'checkout',
  'order-confirmation',
  'account',
  'search',
  'searchhub',
  'favorites',
  'forgot-password',
  'help',
  'policies',
  'associate-login',
  'xplr-pass',
  'terms',
  'store-locator',
  'c',
  'p',
] as const;

/** The terms pages (spec §2): brand, loyalty, sale, SMS, associate discount and privacy, at `/terms/{topic}`. */
export const TERMS_TOPICS = {
  brand: 'Terms of use',
  loyalty: 'Loyalty programme terms',
  sale: 'Terms of sale',
  sms: 'SMS terms',
  'associate-discount': 'Associate discount terms',
  privacy: 'Privacy notice',
} as const;

/** A terms topic. */
export type TermsTopic = keyof typeof TERMS_TOPICS;

/**
 * True for a served terms topic.
 *
 * @example
 * isTermsTopic('privacy'); // true
 */
export function isTermsTopic(value: string | undefined): value is TermsTopic {
  return value !== undefined && Object.hasOwn(TERMS_TOPICS, value);
}
