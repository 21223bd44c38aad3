/** The locales the shop serves, in URL form. */
export const SUPPORTED_LOCALES = ['en-us', 'en-ca', 'fr-ca', 'en-gb'] as const;

/** A locale the shop serves. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Where `/` and bare named paths (`/cart`) go. */
export const DEFAULT_LOCALE: Locale = 'en-us';

/** The commerce API's site of each locale: the site decides catalogue, prices and currency. */
const SITE_BY_LOCALE: Record<Locale, string> = {
  'en-us': 'sb-us',
  'en-ca': 'sb-ca',
  'fr-ca': 'sb-ca',
  'en-gb': 'sb-gb',
};

/**
 * True when the shop serves this locale (URL form, lower case).
 *
 * @example
 * isSupportedLocale('fr-ca'); // true
 * isSupportedLocale('de-de'); // false
 */
export function isSupportedLocale(value: string | null | undefined): value is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The commerce API site of a locale.
 *
 * @example
 * siteIdForLocale('fr-ca'); // 'sb-ca'
 */
export function siteIdForLocale(locale: Locale): string {
  return SITE_BY_LOCALE[locale];
}

/**
 * The BCP 47 tag for `<html lang>`: the region upper-cased.
 *
 * @example
 * htmlLang('en-gb'); // 'en-GB'
 */
export function htmlLang(locale: Locale): string {
  const [language, region] = locale.split('-') as [string, string];
  return `${language}-${region.toUpperCase()}`;
}
