import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './sameOriginPath';
import { safeReturnTo } from './authFlow.server';
import { readLocationChoice } from './locationSuggestion';
import { OPEN_REDIRECT_CORPUS, staysOnOrigin } from '@switchback/test-utils/open-redirect-corpus';

const ORIGIN = 'http://shop.test';

describe('redirect targets from the outside world', () => {
  it('has a corpus of at least 30 tricks', () => {
    expect(OPEN_REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(OPEN_REDIRECT_CORPUS.map((trick) => [JSON.stringify(trick), trick]))(
    'keeps %s on the shop',
    (_name, trick) => {
      const path = sameOriginPath(trick);
      if (path !== null) expect(staysOnOrigin(path, ORIGIN), path).toBe(true);
      const afterSignIn = safeReturnTo(trick, 'en-us');
      expect(staysOnOrigin(afterSignIn, ORIGIN), afterSignIn).toBe(true);
      const location = readLocationChoice(new URLSearchParams({ choice: 'fr-ca', return: trick }))?.returnTo ?? '';
      expect(staysOnOrigin(location, ORIGIN), location).toBe(true);
    },
  );

  it('sends the issue 15 example to the account page, not to //evil.example', () => {
    expect(safeReturnTo('/\t/evil.example/x', 'en-us')).toBe('/en-us/account');
    expect(safeReturnTo(decodeURIComponent('/%09/evil.example/x'), 'en-us')).toBe('/en-us/account');
  });

  it('keeps ordinary paths, queries and fragments, serialised', () => {
    expect(sameOriginPath('/en-us/cart')).toBe('/en-us/cart');
    expect(sameOriginPath('/en-us/search?q=rain jacket')).toBeNull();
    expect(sameOriginPath('/en-us/search?q=rain%20jacket#results')).toBe('/en-us/search?q=rain%20jacket#results');
    expect(sameOriginPath('/fr-ca/c/vêtements')).toBe('/fr-ca/c/v%C3%AAtements');
    expect(sameOriginPath('/en-us/x/../cart')).toBe('/en-us/cart');
    expect(safeReturnTo(null, 'en-gb', true)).toBe('/pre/en-gb/account');
  });
});
