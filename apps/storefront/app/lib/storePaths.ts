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
  'stores',
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

/**
 * The path of a store's (or collection point's) own page: `/stores/{slug of the name}-{id}`. The spec gives no URL
 * shape for store pages; this one follows its listing and product shapes (slug, dash, id).
 *
 * @example
 * storePagePath({ id: '1001', name: 'Switchback Denver Flagship' }); // '/stores/switchback-denver-flagship-1001'
 */
export function storePagePath(store: { id: string; name?: string | null | undefined }): string {
  const slug = (store.name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/stores/${slug ? `${slug}-` : ''}${store.id}`;
}

/**
 * The store id at the end of a store page's segment (`switchback-denver-flagship-1001` → `1001`), or null when the
 * segment does not end in one.
 *
 * @example
 * parseStoreSegment('switchback-boulder-1002'); // '1002'
 */
export function parseStoreSegment(segment: string | undefined): string | null {
  const id = /(?:^|-)([A-Za-z0-9_]{1,32})$/.exec(segment ?? '')?.[1];
  return id ?? null;
}
