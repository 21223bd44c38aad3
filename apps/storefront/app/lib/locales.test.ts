import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, htmlLang, isSupportedLocale, siteIdForLocale } from './locales';

describe('locales', () => {
  it.each([
    ['en-us', 'sb-us', 'en-US'],
    ['en-ca', 'sb-ca', 'en-CA'],
    ['fr-ca', 'sb-ca', 'fr-CA'],
    ['en-gb', 'sb-gb', 'en-GB'],
  ] as const)('%s is served by site %s with lang %s', (locale, siteId, lang) => {
    expect(isSupportedLocale(locale)).toBe(true);
    expect(siteIdForLocale(locale)).toBe(siteId);
    expect(htmlLang(locale)).toBe(lang);
  });

  it('serves exactly the four locales, en-us by default', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en-us', 'en-ca', 'fr-ca', 'en-gb']);
    expect(DEFAULT_LOCALE).toBe('en-us');
  });

  it.each(['de-de', 'fr-fr', 'EN-US', 'en_us', 'en', '', null, undefined])('does not serve %s', (value) => {
    expect(isSupportedLocale(value)).toBe(false);
  });
});
