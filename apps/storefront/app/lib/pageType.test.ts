import { describe, expect, it } from 'vitest';
import {
  categoryIdFromPath,
  isUnavailableDescription,
  parseCategorySegment,
  parseLocalePath,
  parseProductSegment,
  productIdFromPath,
  resolvePageType,
} from './pageType';

describe('resolvePageType', () => {
  it.each([
    // product: a path containing /p/, both id forms, any locale, with /pre
    ['/en-us/p/ridge-runner-NF0A8ABC', 'product'],
    ['/fr-ca/p/ridge-runner-NF0A8ABC12', 'product'],
    ['/en-gb/p/ridge-runner-pab12cd34', 'product'],
    ['/pre/en-us/p/ridge-runner-NF0A8ABC', 'product'],
    // category
    ['/en-us/c/trail-shoes-12345', 'category'],
    ['/en-gb/c/trail-shoes-c1234', 'category'],
    ['/pre/fr-ca/c/chaussures-1234567890', 'category'],
    // named pages
    ['/en-us/cart', 'cart'],
    ['/pre/en-gb/cart', 'cart'],
    ['/cart', 'cart'],
    ['/en-us/account', 'account'],
    ['/en-us/account/orders', 'account'],
    ['/en-us/search', 'search'],
    ['/en-us/searchhub', 'searchhub'],
    ['/en-us/help/searchhub-guide', 'searchhub'],
    ['/en-us/order-confirmation', 'order-confirmation'],
    ['/en-us/checkout', 'checkout'],
    ['/en-us/checkout/billing', 'checkout'],
    // home: a bare two-letter-dash-two-letter locale path
    ['/en-us', 'home'],
    ['/en-us/', 'home'],
    ['/fr-ca', 'home'],
    ['/en-gb', 'home'],
    ['/pre/en-us', 'home'],
    // everything else
    ['/', 'other'],
    ['/pre', 'other'],
    ['/es-419', 'other'],
    ['/en-us/help/contact-us', 'other'],
    ['/en-us/favorites', 'other'],
    ['/en-us/carts', 'other'],
    ['/en-us/my-cart', 'other'],
    ['/en-us/research', 'other'],
    ['/english', 'other'],
    ['/prefix/en-us', 'other'],
  ] as const)('%s → %s', (pathname, expected) => {
    expect(resolvePageType(pathname)).toBe(expected);
  });

  it('is error when the page is known to be unavailable, whatever the path', () => {
    expect(resolvePageType('/en-us/p/ridge-runner-NF0A8ABC', { pageUnavailable: true })).toBe('error');
    expect(resolvePageType('/en-us', { pageUnavailable: true })).toBe('error');
    expect(resolvePageType('/en-us', { pageUnavailable: false })).toBe('home');
  });
});

describe('isUnavailableDescription', () => {
  it.each([
    ['This page is not available', true],
    ['Product NOT AVAILABLE in your region', true],
    ['Available now', false],
    [null, false],
  ])('%s → %s', (description, expected) => {
    expect(isUnavailableDescription(description)).toBe(expected);
  });
});

describe('parseLocalePath', () => {
  it.each([
    ['/en-us', { preview: false, locale: 'en-us', rest: '/' }],
    ['/en-us/', { preview: false, locale: 'en-us', rest: '/' }],
    ['/fr-ca/c/chaussures-1234', { preview: false, locale: 'fr-ca', rest: '/c/chaussures-1234' }],
    ['/pre/en-gb/cart', { preview: true, locale: 'en-gb', rest: '/cart' }],
    ['/pre', { preview: true, locale: null, rest: '/' }],
    ['/es-419/help', { preview: false, locale: 'es-419', rest: '/help' }],
    ['/xx-a1b', { preview: false, locale: 'xx-a1b', rest: '/' }],
    ['/cart', { preview: false, locale: null, rest: '/cart' }],
    ['/', { preview: false, locale: null, rest: '/' }],
    ['/en-usa1', { preview: false, locale: null, rest: '/en-usa1' }],
    ['/EN-US', { preview: false, locale: null, rest: '/EN-US' }],
    ['/e-us', { preview: false, locale: null, rest: '/e-us' }],
    ['/preview/en-us', { preview: false, locale: null, rest: '/preview/en-us' }],
  ])('%s', (pathname, expected) => {
    expect(parseLocalePath(pathname)).toEqual(expected);
  });
});

describe('parseCategorySegment', () => {
  it.each([
    ['trail-shoes-1234', { slug: 'trail-shoes', id: '1234', form: 'standard' }],
    ['trail-shoes-1234567890', { slug: 'trail-shoes', id: '1234567890', form: 'standard' }],
    ['trail-2024-56789', { slug: 'trail-2024', id: '56789', form: 'standard' }],
    ['trail-shoes-c1234', { slug: 'trail-shoes', id: '1234', form: 'alternative' }],
    ['trail-shoes-c123456', { slug: 'trail-shoes', id: '123456', form: 'alternative' }],
  ])('%s parses', (segment, expected) => {
    expect(parseCategorySegment(segment)).toEqual(expected);
  });

  it.each([
    ['trail-shoes-123', 'a 3-digit id'],
    ['trail-shoes-12345678901', 'an 11-digit id'],
    ['trail-shoes-c123', 'a 3-digit alternative id'],
    ['trail-shoes-c1234567', 'a 7-digit alternative id'],
    ['12345', 'no slug'],
    ['-12345', 'an empty slug'],
    ['trail-shoes', 'no id'],
    ['trail-shoes-12a45', 'letters in the id'],
  ])('%s is rejected (%s)', (segment) => {
    expect(parseCategorySegment(segment)).toBeNull();
  });
});

describe('parseProductSegment', () => {
  it.each([
    ['ridge-runner-NF0A8ABC', { slug: 'ridge-runner', id: 'NF0A8ABC', form: 'standard' }],
    ['ridge-runner-12345678', { slug: 'ridge-runner', id: '12345678', form: 'standard' }],
    ['ridge-runner-NF0A8ABC123', { slug: 'ridge-runner', id: 'NF0A8ABC123', form: 'standard' }],
    ['ridge-runner-pab12cd34', { slug: 'ridge-runner', id: 'ab12cd34', form: 'alternative' }],
    ['ridge-runner-pAB12cd34xyz', { slug: 'ridge-runner', id: 'AB12cd34xyz', form: 'alternative' }],
  ])('%s parses', (segment, expected) => {
    expect(parseProductSegment(segment)).toEqual(expected);
  });

  it.each([
    ['ridge-runner-NF0A8AB', 'a 7-character id'],
    ['ridge-runner-NF0A8ABC1234', 'a 12-character id'],
    ['ridge-runner-nf0a8abc', 'a lowercase id'],
    ['ridge-runner-pab12cd3', 'a 7-character alternative id'],
    ['ridge-runner-pab12cd34xyz1', 'a 12-character alternative id'],
    ['NF0A8ABC', 'no slug'],
    ['ridge-runner-NF0A-8ABC', 'a dash inside the id'],
  ])('%s is rejected (%s)', (segment) => {
    expect(parseProductSegment(segment)).toBeNull();
  });
});

describe('ids from paths', () => {
  it.each([
    ['/en-us/c/trail-shoes-12345', '12345'],
    ['/pre/fr-ca/c/chaussures-c4321', '4321'],
    ['/en-gb/c/trail-shoes-12345/', '12345'],
    ['/en-us/c/trail-shoes-123', null],
    ['/en-us/p/ridge-runner-NF0A8ABC', null],
    ['/en-us', null],
  ])('category id of %s is %s', (pathname, expected) => {
    expect(categoryIdFromPath(pathname)).toBe(expected);
  });

  it.each([
    ['/en-us/p/ridge-runner-NF0A8ABC', 'NF0A8ABC'],
    ['/pre/en-gb/p/ridge-runner-pab12cd34', 'ab12cd34'],
    ['/en-us/p/ridge-runner-nf0a8abc', null],
    ['/en-us/p/ridge-runner-NF0A8ABC1234', null],
    ['/en-us/c/trail-shoes-12345', null],
  ])('product id of %s is %s', (pathname, expected) => {
    expect(productIdFromPath(pathname)).toBe(expected);
  });
});
