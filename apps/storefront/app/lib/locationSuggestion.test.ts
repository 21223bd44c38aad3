import { describe, expect, it } from 'vitest';
import { loader as choiceLoader, action as choiceAction } from '../routes/locationChoice';
import {
  countryFromHeaders,
  equivalentPath,
  locationToConfirm,
  parseAcceptLanguage,
  readLocationChoice,
  suggestLocale,
} from './locationSuggestion';

const landing = (headers: Record<string, string>, url = 'https://shop.test/en-us/c/jackets-100110') =>
  new Request(url, { headers });
const onEnUs = { locale: 'en-us' as const, preview: false };
const noCookies = new Map<string, string>();

describe('which locale to suggest', () => {
  it('reads Accept-Language by preference and drops q=0 and wildcards', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.8, *;q=0.1, it;q=0')).toEqual([
      { language: 'fr', region: 'ca', quality: 1 },
      { language: 'en', region: null, quality: 0.8 },
      { language: 'de', region: null, quality: 0.5 },
    ]);
  });

  it('suggests the locale of the preferred language and region without a country header', () => {
    expect(suggestLocale('en-us', { acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8', country: null })).toBe('fr-ca');
    expect(suggestLocale('en-us', { acceptLanguage: 'fr', country: null })).toBe('fr-ca');
    expect(suggestLocale('en-us', { acceptLanguage: 'en-GB', country: null })).toBe('en-gb');
    // A served region in a language the shop does not speak: that country's site.
    expect(suggestLocale('en-us', { acceptLanguage: 'de-GB', country: null })).toBe('en-gb');
    // "en" fits every English site, and nothing is known about languages the shop does not serve.
    expect(suggestLocale('en-gb', { acceptLanguage: 'en', country: null })).toBe('en-gb');
    expect(suggestLocale('en-us', { acceptLanguage: 'de-DE,ja', country: null })).toBeNull();
    expect(suggestLocale('en-us', { acceptLanguage: null, country: null })).toBeNull();
  });

  it('lets the CDN country pick the country and Accept-Language the language in it', () => {
    expect(suggestLocale('en-us', { acceptLanguage: 'en-US', country: 'gb' })).toBe('en-gb');
    expect(suggestLocale('en-us', { acceptLanguage: 'fr-FR,en;q=0.5', country: 'ca' })).toBe('fr-ca');
    expect(suggestLocale('en-us', { acceptLanguage: 'de', country: 'ca' })).toBe('en-ca');
    // Already in the right country and no better language: stay.
    expect(suggestLocale('fr-ca', { acceptLanguage: 'de', country: 'ca' })).toBe('fr-ca');
    // A country the shop does not serve suggests nothing, whatever the language.
    expect(suggestLocale('en-us', { acceptLanguage: 'en-GB', country: 'de' })).toBeNull();
  });

  it('takes the first CDN country header and ignores unknown-country placeholders', () => {
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'CA', 'X-Country-Code': 'GB' }))).toBe('ca');
    expect(countryFromHeaders(new Headers({ 'CloudFront-Viewer-Country': 'gb' }))).toBe('gb');
    expect(countryFromHeaders(new Headers({ 'X-Country-Code': 'US' }))).toBe('us');
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'XX' }))).toBeNull();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'T1' }))).toBeNull();
    expect(countryFromHeaders(new Headers())).toBeNull();
  });
});

describe('when to ask', () => {
  it('asks on a landing whose locale differs from the suggestion', () => {
    expect(locationToConfirm(landing({ 'accept-language': 'fr-CA' }), onEnUs, noCookies)).toEqual({
      suggested: 'fr-ca',
    });
    expect(locationToConfirm(landing({ 'accept-language': 'en-US', 'cf-ipcountry': 'GB' }), onEnUs, noCookies)).toEqual(
      { suggested: 'en-gb' },
    );
    // From a search engine or another site.
    expect(
      locationToConfirm(landing({ 'accept-language': 'fr-CA', referer: 'https://www.google.com/' }), onEnUs, noCookies),
    ).toEqual({ suggested: 'fr-ca' });
  });

  it('does not ask once answered, inside the shop, in preview, or when the locale already fits', () => {
    expect(
      locationToConfirm(landing({ 'accept-language': 'fr-CA' }), onEnUs, new Map([['sb_location', 'en-us']])),
    ).toBeNull();
    // Browsing on, or switching with the location selector, sends this shop's Referer.
    expect(
      locationToConfirm(landing({ 'accept-language': 'fr-CA', referer: 'https://shop.test/fr-ca' }), onEnUs, noCookies),
    ).toBeNull();
    expect(
      locationToConfirm(
        landing({ 'accept-language': 'fr-CA' }, 'https://shop.test/pre/en-us'),
        { locale: 'en-us', preview: true },
        noCookies,
      ),
    ).toBeNull();
    expect(locationToConfirm(landing({ 'accept-language': 'en-US,en;q=0.9' }), onEnUs, noCookies)).toBeNull();
    // Crawlers send no Accept-Language: nothing to suggest, and the page is always the one asked for.
    expect(locationToConfirm(landing({ 'user-agent': 'Googlebot/2.1' }), onEnUs, noCookies)).toBeNull();
  });
});

describe('the pages and links it offers', () => {
  it('keeps the page and query in the other locale, except checkout and order confirmation', () => {
    expect(equivalentPath('/en-us/c/jackets-100110?color=BLK&cms=edit', 'fr-ca')).toBe(
      '/fr-ca/c/jackets-100110?color=BLK&cms=edit',
    );
    expect(equivalentPath('/en-us', 'en-gb')).toBe('/en-gb');
    expect(equivalentPath('/pre/en-us/store-locator', 'fr-ca')).toBe('/pre/fr-ca/store-locator');
    expect(equivalentPath('/en-us/checkout?step=billing', 'fr-ca')).toBe('/fr-ca');
    expect(equivalentPath('/en-us/order-confirmation?orderNo=1', 'en-gb')).toBe('/en-gb');
  });

  it('only returns to paths of this shop', () => {
    expect(readLocationChoice(new URLSearchParams('choice=en-us&return=/en-us/cart?x=1'))).toEqual({
      choice: 'en-us',
      returnTo: '/en-us/cart?x=1',
    });
    expect(readLocationChoice(new URLSearchParams('choice=fr-ca&return=//evil.test/'))).toEqual({
      choice: 'fr-ca',
      returnTo: '/fr-ca',
    });
    expect(readLocationChoice(new URLSearchParams('choice=fr-ca&return=https://evil.test/'))).toEqual({
      choice: 'fr-ca',
      returnTo: '/fr-ca',
    });
    expect(readLocationChoice(new URLSearchParams('choice=de-de&return=/de-de'))).toBeNull();
  });

  it('remembers the answer in a cookie and goes back to the page (GET link), or answers 204 (POST)', async () => {
    const request = new Request('https://shop.test/location-choice?choice=en-us&return=%2Fen-us%2Fc%2Fjackets-100110');
    const response = choiceLoader({ request } as Parameters<typeof choiceLoader>[0]) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/c/jackets-100110');
    expect(response.headers.get('set-cookie')).toMatch(
      /^sb_location=en-us; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(() =>
      choiceLoader({ request: new Request('https://shop.test/location-choice?choice=xx') } as Parameters<
        typeof choiceLoader
      >[0]),
    ).toThrow();
    const posted = choiceAction({
      request: new Request('https://shop.test/location-choice?choice=en-us&return=%2Fen-us', {
        method: 'POST',
        headers: { origin: 'https://shop.test' },
      }),
    } as Parameters<typeof choiceAction>[0]);
    expect(posted.status).toBe(204);
    expect(posted.headers.get('set-cookie')).toMatch(/^sb_location=en-us;/);
    const foreign = choiceAction({
      request: new Request('https://shop.test/location-choice?choice=en-us', {
        method: 'POST',
        headers: { origin: 'https://evil.test' },
      }),
    } as Parameters<typeof choiceAction>[0]);
    expect(foreign.status).toBe(403);
  });
});
