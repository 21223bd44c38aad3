import { describe, expect, it } from 'vitest';
import { CARRIED_QUERY_PARAMS, carriedParams, storeHref, withCarriedQuery } from './carriedQuery';

describe('carriedParams', () => {
  it('keeps the four parameters of spec §2 and drops the rest', () => {
    const search =
      '?siteId=sb-us&cms=edit&preview=true&enrollment_marketing_source=email&utm_campaign=x&previewDateTime=2030&q=boots';
    expect(carriedParams(search).toString()).toBe(
      'siteId=sb-us&cms=edit&preview=true&enrollment_marketing_source=email',
    );
    expect(CARRIED_QUERY_PARAMS).toEqual(['siteId', 'cms', 'preview', 'enrollment_marketing_source']);
  });

  it('accepts URLSearchParams and an empty query', () => {
    expect(carriedParams(new URLSearchParams('cms=1')).toString()).toBe('cms=1');
    expect(carriedParams('').toString()).toBe('');
  });
});

describe('withCarriedQuery', () => {
  it.each([
    ['/en-us/cart', '?cms=edit&utm_source=x', '/en-us/cart?cms=edit'],
    ['/en-us/cart', '', '/en-us/cart'],
    ['/en-us/search?q=boots', '?preview=true', '/en-us/search?q=boots&preview=true'],
    ['/en-us/search?q=boots#results', '?preview=true', '/en-us/search?q=boots&preview=true#results'],
    ['/en-us#main', '?siteId=sb-us', '/en-us?siteId=sb-us#main'],
    ['/en-us?preview=false', '?preview=true', '/en-us?preview=false'],
    ['https://example.com/x', '?cms=edit', 'https://example.com/x'],
    ['//example.com/x', '?cms=edit', '//example.com/x'],
    ['mailto:help@example.com', '?cms=edit', 'mailto:help@example.com'],
  ])('%s with %s → %s', (to, search, expected) => {
    expect(withCarriedQuery(to, search)).toBe(expected);
  });
});

describe('storeHref', () => {
  it.each([
    ['/', { locale: 'en-us', preview: false, search: '' }, '/en-us'],
    ['/cart', { locale: 'en-us', preview: false, search: '?cms=edit&x=1' }, '/en-us/cart?cms=edit'],
    ['cart', { locale: 'en-gb', preview: false, search: '' }, '/en-gb/cart'],
    [
      '/help/contact-us',
      { locale: 'fr-ca', preview: true, search: '?preview=true' },
      '/pre/fr-ca/help/contact-us?preview=true',
    ],
    ['/', { locale: 'en-ca', preview: true, search: '' }, '/pre/en-ca'],
  ] as const)('%s in %o → %s', (path, store, expected) => {
    expect(storeHref(path, store)).toBe(expected);
  });
});

describe('signInPath (account pages and the XPLR Pass page send guests there)', () => {
  it('carries the spec §2 parameters next to returnTo', async () => {
    const { signInPath } = await import('./accountSession.server');
    expect(signInPath(new URL('https://shop.test/en-us/xplr-pass?cms=edit&utm_source=x'))).toBe(
      '/en-us/sign-in?returnTo=%2Fen-us%2Fxplr-pass%3Fcms%3Dedit%26utm_source%3Dx&cms=edit',
    );
    expect(signInPath(new URL('https://shop.test/en-us/account/addresses'))).toBe(
      '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Faddresses',
    );
  });
});
