import { describe, expect, it } from 'vitest';
import { localeOfRequest } from './sessionMiddleware.server';

const at = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });

describe('localeOfRequest', () => {
  it.each([
    [at('/fr-ca/cart'), 'fr-ca'],
    [at('/pre/en-gb'), 'en-gb'],
    [at('/api/cart/v1/cart', { 'x-locale': 'en-ca' }), 'en-ca'],
    [at('/api/cart/v1/cart', { 'x-locale': 'fr_CA' }), 'fr-ca'],
    [at('/api/cart/v1/cart', { 'x-locale': 'de-de' }), 'en-us'],
    [at('/api/cart/v1/cart'), 'en-us'],
    // The header only speaks for /api calls; a page's locale is its path.
    [at('/en-gb/cart', { 'x-locale': 'fr-ca' }), 'en-gb'],
    [at('/de-de/cart'), 'en-us'],
    [at('/cart'), 'en-us'],
  ])('%#: %s → %s', (request, expected) => {
    expect(localeOfRequest(request)).toBe(expected);
  });
});
