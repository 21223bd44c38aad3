/** Where the storefront is when neither the page query nor the build says: the shop's local dev server. */
export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/**
 * The storefront's origin for the entries' links: the page query's `storefrontUrl` (so one build serves any
 * environment, and a shared link keeps it), else `VITE_STOREFRONT_URL` at build time, else
 * {@link DEFAULT_STOREFRONT_URL}. Only http(s) addresses are used; the trailing slash is dropped.
 *
 * @example
 * storefrontBaseUrl('?storefrontUrl=https://qa.switchback.example/'); // 'https://qa.switchback.example'
 */
export function storefrontBaseUrl(
  search: string,
  built: string | undefined = import.meta.env.VITE_STOREFRONT_URL as string | undefined,
): string {
  for (const candidate of [new URLSearchParams(search).get('storefrontUrl'), built]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:')
        return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    } catch {
      // Not an address: try the next one.
    }
  }
  return DEFAULT_STOREFRONT_URL;
}

/** Where a page that uses an entry is on the storefront, and how to say it. */
export interface StorefrontPage {
  /** The content slug commerce-api stores the page under (`home`, `promotions`, `_category/100100`). */
  slug: string;
  /** What the link says, e.g. `Home page`, `Category 100100 (content slot)`. */
  label: string;
  /** The path below the locale (`''` for the home page, `/promotions`, `/search?q=jacket`). */
  path: string;
}

const SITE_WIDE: Readonly<Record<string, string>> = {
  _menu: 'Main menu (every page; opened from the home page)',
  _footer: 'Footer (every page; opened on the home page)',
  _popups: 'Pop-ups (every page; opened on the home page)',
};

/**
 * The storefront page a content slug is drawn on: the home page for `home` and site-wide content (menu, footer,
 * pop-ups, fragments such as the promo bar), a category or product page for their content slots, the search page
 * for its slots, and `/{slug}` for a CMS page. `undefined` for reserved content no storefront page shows (the
 * preview tool's own fixtures).
 *
 * @example
 * storefrontPageFor('_category/100100'); // { slug: '_category/100100', label: 'Category 100100 (content slot)', path: '/c/category-100100' }
 */
export function storefrontPageFor(slug: string): StorefrontPage | undefined {
  if (slug === 'home') return { slug, label: 'Home page', path: '' };
  const siteWide = SITE_WIDE[slug];
  if (siteWide) return { slug, label: siteWide, path: '' };
  const [head, rest = ''] = splitOnce(slug);
  switch (head) {
    case '_fragment':
      return { slug, label: `Fragment ${rest} (shown site-wide; opened on the home page)`, path: '' };
    case '_category':
      return /^\d{4,10}$/.test(rest)
        ? { slug, label: `Category ${rest} (content slot)`, path: `/c/category-${rest}` }
        : undefined;
    case '_product':
      return /^[A-Z0-9]{8,11}$/.test(rest)
        ? { slug, label: `Product ${rest} (content slot)`, path: `/p/product-${rest}` }
        : undefined;
    case '_search':
      return rest === 'no-results'
        ? { slug, label: 'Search page without results (content slot)', path: '/search?q=zzzz-nothing-matches' }
        : { slug, label: `Search page (${rest || 'default'} content slot)`, path: '/search?q=jacket' };
    default:
      return slug.startsWith('_') ? undefined : { slug, label: `Page /${slug}`, path: `/${slug}` };
  }
}

/**
 * The address of a page on the storefront in preview mode: the `/pre` prefix of content-blocks §2 (unpublished
 * versions, no analytics), the locale, the page's path, and the forced segment or variant (`p13n_testcontext`)
 * when the editor set one.
 *
 * @example
 * storefrontPreviewUrl('http://localhost:3000', 'en-us', storefrontPageFor('promotions')!, 'v-2');
 * // 'http://localhost:3000/pre/en-us/promotions?p13n_testcontext=v-2'
 */
export function storefrontPreviewUrl(base: string, locale: string, page: StorefrontPage, testOverride = ''): string {
  const url = new URL(`${base}/pre/${encodeURIComponent(locale)}${page.path}`);
  if (testOverride.trim()) url.searchParams.set('p13n_testcontext', testOverride.trim());
  return url.href;
}

function splitOnce(slug: string): [string, string?] {
  const at = slug.indexOf('/');
  return at < 0 ? [slug] : [slug.slice(0, at), slug.slice(at + 1)];
}
