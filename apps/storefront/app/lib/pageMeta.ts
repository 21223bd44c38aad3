import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, htmlLang, isSupportedLocale, type Locale } from './locales';
import { parseLocalePath } from './pageType';

/**
 * Where a page lives, for its canonical URL and hreflang alternates: the site's origin, the page's locale and its
 * path inside the store (`''` or `/` for home, `/c/mens-jackets-100110`, optionally with a query such as `?page=2`).
 *
 * @example
 * const at: PageLocation = { origin: 'https://shop.test', locale: 'fr-ca', path: '/c/mens-jackets-100110' };
 */
export interface PageLocation {
  origin: string;
  locale: Locale;
  path: string;
}

/**
 * The absolute URL of a store path in a locale.
 *
 * @example
 * storeUrl({ origin: 'https://shop.test', locale: 'en-gb', path: '/' }); // 'https://shop.test/en-gb'
 */
export function storeUrl({ origin, locale, path }: PageLocation): string {
  const relative = path === '/' ? '' : path;
  return `${origin}/${locale}${relative}`;
}

/**
 * The `<link>`s search engines read: the canonical URL of the page, one hreflang alternate per served locale (its
 * BCP 47 tag) and `x-default` for the default locale.
 *
 * @example
 * seoLinks({ origin: 'https://shop.test', locale: 'en-us', path: '/p/talus-SBHB10001' });
 * // [{ tagName: 'link', rel: 'canonical', href: 'https://shop.test/en-us/p/talus-SBHB10001' }, …alternates]
 */
export function seoLinks(at: PageLocation): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: storeUrl(at) },
    ...SUPPORTED_LOCALES.map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: htmlLang(locale),
      href: storeUrl({ ...at, locale }),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: storeUrl({ ...at, locale: DEFAULT_LOCALE }) },
  ];
}

/**
 * The `<title>` and description of a page, titled "{page} | Switchback" unless the title already names the shop
 * (CMS titles usually do); with `at`, also the canonical URL and hreflang alternates of {@link seoLinks}.
 *
 * @example
 * export const meta: Route.MetaFunction = ({ loaderData }) =>
 *   pageMeta('Cart', 'Your Switchback cart.', { noindex: true, at: loaderData.at });
 */
export function pageMeta(
  title: string,
  description: string,
  options: { noindex?: boolean; at?: PageLocation } = {},
): MetaDescriptor[] {
  const fullTitle = /switchback/i.test(title) ? title : `${title} | Switchback`;
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
  ];
  if (options.noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (options.at) meta.push(...seoLinks(options.at), { property: 'og:url', content: storeUrl(options.at) });
  return meta;
}

interface MetaArgsLike {
  params: Record<string, string | undefined>;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * Where the page of a meta function lives: the origin the locale layout's loader saw, the URL's locale and the
 * path inside the store (`page=N` kept, since each listing page is its own document; every other parameter
 * dropped). Undefined outside a served locale.
 *
 * @example
 * export const meta: Route.MetaFunction = (args) => pageMeta('Contact us', '…', { at: pageAt(args) });
 */
export function pageAt(args: MetaArgsLike): PageLocation | undefined {
  const layout = args.matches.find((match) => match?.id === 'live' || match?.id === 'preview');
  const origin = (layout?.loaderData as { origin?: unknown } | undefined)?.origin;
  const locale = args.params.locale;
  if (typeof origin !== 'string' || !isSupportedLocale(locale)) return undefined;
  const page = Number.parseInt(new URLSearchParams(args.location.search).get('page') ?? '1', 10);
  const rest = parseLocalePath(args.location.pathname).rest.replace(/\/$/, '');
  return { origin, locale, path: `${rest}${page > 1 ? `?page=${page}` : ''}` };
}
