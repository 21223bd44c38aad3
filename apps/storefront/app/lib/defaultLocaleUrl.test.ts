import { describe, expect, it } from 'vitest';
import { defaultLocaleUrl } from './defaultLocaleUrl';

describe('defaultLocaleUrl', () => {
  it.each([
    ['/', '/en-us'],
    ['/?cms=edit&utm_source=x', '/en-us?cms=edit&utm_source=x'],
    ['/pre', '/pre/en-us'],
    ['/pre/', '/pre/en-us'],
    ['/cart', '/en-us/cart'],
    ['/cart?siteId=sb-us&preview=true', '/en-us/cart?siteId=sb-us&preview=true'],
    ['/help/contact-us', '/en-us/help/contact-us'],
    ['/pre/help/returns/how-to-return?x=1', '/pre/en-us/help/returns/how-to-return?x=1'],
    ['/c/trail-shoes-1234', '/en-us/c/trail-shoes-1234'],
    ['/p/ridge-runner-NF0A8ABC', '/en-us/p/ridge-runner-NF0A8ABC'],
    ['/terms/privacy', '/en-us/terms/privacy'],
    ['/xplr-pass', '/en-us/xplr-pass'],
  ])('%s → %s', (path, expected) => {
    expect(defaultLocaleUrl(new URL(`http://shop.test${path}`))).toBe(expected);
  });

  it.each(['/de-de', '/de-de/cart', '/en-us/cart', '/pre/fr-fr', '/nothing-here', '/carts', '/pre/unknown'])(
    '%s is not redirected',
    (path) => {
      expect(defaultLocaleUrl(new URL(`http://shop.test${path}`))).toBeNull();
    },
  );
});
