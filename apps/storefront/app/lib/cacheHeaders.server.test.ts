import { describe, expect, it } from 'vitest';
import { pageCacheControl, withPageCacheControl } from './cacheHeaders.server';

const page = (path: string, init?: RequestInit) => new Request(`http://shop.test${path}`, init);
const control = (path: string, headers: HeadersInit = {}, status = 200, init?: RequestInit) =>
  pageCacheControl(page(path, init), new Headers(headers), status);

describe('pageCacheControl', () => {
  it('keeps browsing pages private to their shopper (the header, cart count and variants are theirs), revalidated on reuse', () => {
    for (const path of [
      '/en-us',
      '/en-us/p/commuter-22-pack-SBBP10004',
      '/fr-ca/c/backpacks-100410?sort=price',
      '/en-us/search?q=tent',
      '/en-us/p/commuter-22-pack-SBBP10004.data',
    ]) {
      expect(control(path)).toBe('private, no-cache');
    }
  });

  it('never lets a response that sets a cookie be stored', () => {
    expect(control('/en-us', { 'set-cookie': 'sb_at=token; HttpOnly' })).toBe('private, no-store');
    // Even when a route chose something else.
    expect(control('/en-us', { 'set-cookie': 'sb_flash=x', 'cache-control': 'public, max-age=60' })).toBe(
      'private, no-store',
    );
  });

  it('stores nothing of personal pages, previews, actions and server errors', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout?step=billing',
      '/en-us/account/orders/123',
      '/fr-ca/order-confirmation',
      '/en-us/favorites',
      '/en-us/sign-in',
      '/en-us/xplr-pass',
      '/en-us/cart.data',
      // A customised cart line's design, reopened on its product page.
      '/en-us/p/talus-boot-SBHB10001?recipe=RCP0A1B2C3D4E5F',
    ]) {
      expect(control(path), path).toBe('private, no-store');
    }
    expect(control('/pre/en-us')).toBe('private, no-store');
    expect(control('/en-us?preview=true')).toBe('private, no-store');
    expect(control('/en-us/p/commuter-22-pack-SBBP10004', {}, 200, { method: 'POST' })).toBe('private, no-store');
    expect(control('/en-us', {}, 503)).toBe('no-store');
  });

  it('leaves a value a route chose itself', () => {
    expect(control('/en-us/help/contact-us', { 'cache-control': 'private, max-age=30' })).toBe('private, max-age=30');
  });
});

describe('withPageCacheControl', () => {
  it('sets the header on a .data answer, copying a response whose headers are immutable', async () => {
    const mutable = withPageCacheControl(page('/en-us/cart.data'), new Response('{}'));
    expect(mutable.headers.get('cache-control')).toBe('private, no-store');
    const frozen = Response.redirect('http://shop.test/en-us', 302);
    const copied = withPageCacheControl(page('/en-us.data'), frozen);
    expect(copied.headers.get('cache-control')).toBe('private, no-cache');
    expect(copied.status).toBe(302);
  });
});
