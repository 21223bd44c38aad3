import { SUPPORTED_LOCALES, isSupportedLocale, type Locale } from './locales';
import { parseLocalePath } from './pageType';
import { sameOriginPath } from './sameOriginPath';

/**
 * The cookie that remembers the shopper answered the location confirmation (spec §2 dialogs), holding the locale
 * they chose. While it is set the shop never asks again.
 */
export const LOCATION_COOKIE = 'sb_location';

/** How long the answer is remembered: a year. */
export const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The resource route that records the answer (see routes/locationChoice.ts). */
export const LOCATION_CHOICE_PATH = '/location-choice';

/**
 * Request headers a CDN sets to the visitor's country (ISO 3166-1 alpha-2), read in this order: Cloudflare,
 * Amazon CloudFront, then the generic header other CDNs and proxies are commonly configured to send.
 */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'] as const;

/** One language range of an Accept-Language header, lower case. */
export interface LanguagePreference {
  language: string;
  region: string | null;
  quality: number;
}

const localeParts = (locale: Locale) => {
  const [language, region] = locale.split('-') as [string, string];
  return { language, region };
};

/**
 * Parses an Accept-Language header into language ranges, most preferred first (ties keep header order). `*` and
 * ranges with `q=0` are dropped; malformed entries are skipped.
 *
 * @example
 * parseAcceptLanguage('en-US,fr-CA;q=0.9'); // [{ language: 'en', region: 'us', quality: 1 }, { language: 'fr', region: 'ca', quality: 0.9 }]
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguagePreference[] {
  const preferences: LanguagePreference[] = [];
  for (const entry of (header ?? '').split(',')) {
    const [range = '', ...params] = entry.trim().split(';');
    const match = /^([a-z]{2,3})(?:-([a-z0-9]{2,3}))?(?:-[a-z0-9-]+)?$/i.exec(range.trim());
    if (!match) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    preferences.push({
      language: (match[1] as string).toLowerCase(),
      region: match[2]?.toLowerCase() ?? null,
      quality,
    });
  }
  return preferences
    .map((preference, index) => ({ preference, index }))
    .sort((a, b) => b.preference.quality - a.preference.quality || a.index - b.index)
    .map(({ preference }) => preference);
}

/**
 * The visitor's country from the first CDN country header present ({@link COUNTRY_HEADERS}), lower case, or
 * null. CDN placeholders for unknown or anonymous visitors (`XX`, `T1`) count as no country.
 *
 * @example
 * countryFromHeaders(new Headers({ 'CF-IPCountry': 'CA' })); // 'ca'
 */
export function countryFromHeaders(headers: Headers): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toLowerCase();
    if (!value) continue;
    return /^[a-z]{2}$/.test(value) && value !== 'xx' && value !== 't1' ? value : null;
  }
  return null;
}

/**
 * The served locale that fits where the shopper appears to be, or null when the signals name nothing the shop
 * serves better. A country (from a CDN header) picks the country, and Accept-Language the language within it
 * (staying on the current locale when it is in that country and no preferred language fits better). Without a
 * country, the first preferred language the shop serves decides: with a region it names a locale (`fr-CA` →
 * fr-ca; a served region in another language → that country's first locale), without one it only suggests when a
 * single locale speaks it (`fr` → fr-ca; `en` fits every English locale, so no suggestion).
 *
 * @example
 * suggestLocale('en-us', { acceptLanguage: 'fr-CA,fr;q=0.9', country: null }); // 'fr-ca'
 * suggestLocale('en-us', { acceptLanguage: 'en-US', country: 'gb' });           // 'en-gb'
 */
export function suggestLocale(
  current: Locale,
  signals: { acceptLanguage: string | null; country: string | null },
): Locale | null {
  const preferences = parseAcceptLanguage(signals.acceptLanguage);
  if (signals.country) {
    const inCountry = SUPPORTED_LOCALES.filter((locale) => localeParts(locale).region === signals.country);
    if (inCountry.length === 0) return null;
    for (const preference of preferences) {
      const spoken = inCountry.find((locale) => localeParts(locale).language === preference.language);
      if (spoken) return spoken;
    }
    return inCountry.includes(current) ? current : (inCountry[0] ?? null);
  }
  for (const preference of preferences) {
    const sameLanguage = SUPPORTED_LOCALES.filter((locale) => localeParts(locale).language === preference.language);
    if (preference.region) {
      const exact = sameLanguage.find((locale) => localeParts(locale).region === preference.region);
      if (exact) return exact;
      const inRegion = SUPPORTED_LOCALES.find((locale) => localeParts(locale).region === preference.region);
      if (inRegion) return inRegion;
    }
    if (sameLanguage.length === 1) return sameLanguage[0] ?? null;
    if (sameLanguage.length > 1) return sameLanguage.includes(current) ? current : null;
  }
  return null;
}

/**
 * Whether to ask the shopper to confirm their location on this request, and which locale to offer. It asks only
 * when the suggestion differs from the page's locale, the shopper has not answered before ({@link LOCATION_COOKIE}),
 * the request is a landing from outside the shop (no same-origin Referer: a shopper switching with the location
 * selector or browsing on is not asked), and not in preview mode (editors review each locale on purpose).
 * It never redirects: crawlers and shoppers always get the page they asked for.
 *
 * @example
 * locationToConfirm(request, { locale: 'en-us', preview: false }, cookies); // { suggested: 'fr-ca' } or null
 */
export function locationToConfirm(
  request: Request,
  store: { locale: Locale; preview: boolean },
  cookies: Map<string, string>,
): { suggested: Locale } | null {
  if (store.preview || cookies.has(LOCATION_COOKIE)) return null;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      if (new URL(referer).origin === new URL(request.url).origin) return null;
    } catch {
      // A malformed Referer is not from this shop.
    }
  }
  const suggested = suggestLocale(store.locale, {
    acceptLanguage: request.headers.get('accept-language'),
    country: countryFromHeaders(request.headers),
  });
  return suggested && suggested !== store.locale ? { suggested } : null;
}

/** Pages that belong to one site's cart or order: their equivalent in another locale is its home page. */
const SITE_BOUND_PAGES = /^\/(checkout|order-confirmation)(\/|$)/;

/**
 * The page in another locale that matches the current one: the same path and query, except checkout and the
 * order confirmation (bound to this site's cart and order), which become that locale's home page.
 *
 * @example
 * equivalentPath('/en-us/c/jackets-100110?color=BLK', 'fr-ca'); // '/fr-ca/c/jackets-100110?color=BLK'
 * equivalentPath('/en-us/checkout', 'fr-ca');                    // '/fr-ca'
 */
export function equivalentPath(pathAndQuery: string, locale: Locale): string {
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  const { preview, rest } = parseLocalePath(pathname);
  const prefix = `${preview ? '/pre' : ''}/${locale}`;
  if (SITE_BOUND_PAGES.test(rest)) return prefix;
  return `${prefix}${rest === '/' ? '' : rest}${query}`;
}

/**
 * The link that records the shopper's answer and then shows `returnTo` (a path on this shop).
 *
 * @example
 * locationChoiceHref('fr-ca', '/fr-ca/cart'); // '/location-choice?choice=fr-ca&return=%2Ffr-ca%2Fcart'
 */
export function locationChoiceHref(choice: Locale, returnTo: string): string {
  return `${LOCATION_CHOICE_PATH}?${new URLSearchParams({ choice, return: returnTo }).toString()}`;
}

/**
 * Reads a choice link's query: the chosen locale and a safe same-site path to go back to (anything else, such
 * as another origin or `//host`, becomes the chosen locale's home page). Null when the locale is not served.
 *
 * @example
 * readLocationChoice(new URLSearchParams('choice=en-us&return=/en-us/cart')); // { choice: 'en-us', returnTo: '/en-us/cart' }
 */
export function readLocationChoice(query: URLSearchParams): { choice: Locale; returnTo: string } | null {
  const choice = query.get('choice');
  if (!isSupportedLocale(choice)) return null;
  return { choice, returnTo: sameOriginPath(query.get('return')) ?? `/${choice}` };
}
