import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRenderCache, renderKey } from './renderCache.server';

/** The part of React Router's entry context the key reads. */
function routerContext(loaderData: Record<string, unknown>, extra: Record<string, unknown> = {}): EntryContext {
  return {
    staticHandlerContext: {
      loaderData,
      actionData: null,
      errors: null,
      matches: Object.keys(loaderData).map((id) => ({ route: { id } })),
      ...extra,
    },
  } as unknown as EntryContext;
}

const page = (path = '/en-us') => new Request(`http://shop.test${path}`);

describe('renderKey', () => {
  it('is the same for the same URL and loader data, and differs as soon as one value a page shows differs', () => {
    const data = (count: number) => ({
      root: { shopper: { name: null } },
      'routes/localeLayout': { cartCount: count },
    });
    const key = renderKey(page(), 200, routerContext(data(1)));
    expect(key).toBeTruthy();
    expect(renderKey(page(), 200, routerContext(data(1)))).toBe(key);
    expect(renderKey(page(), 200, routerContext(data(2)))).not.toBe(key);
    expect(renderKey(page('/en-us?sort=price'), 200, routerContext(data(1)))).not.toBe(key);
  });

  it('refuses what must be drawn afresh: other methods and statuses, errors, action data, data JSON cannot tell apart', () => {
    const plain = routerContext({ root: { a: 1 } });
    expect(renderKey(new Request('http://shop.test/en-us', { method: 'POST' }), 200, plain)).toBeUndefined();
    expect(renderKey(page(), 404, plain)).toBeUndefined();
    expect(renderKey(page(), 200, routerContext({ root: {} }, { errors: { root: new Error('x') } }))).toBeUndefined();
    expect(renderKey(page(), 200, routerContext({ root: {} }, { actionData: { root: { ok: true } } }))).toBeUndefined();
    // Two different Maps (or a pending promise) would both be "{}" in JSON.
    expect(renderKey(page(), 200, routerContext({ root: { items: new Map([['a', 1]]) } }))).toBeUndefined();
    expect(renderKey(page(), 200, routerContext({ root: { later: Promise.resolve(1) } }))).toBeUndefined();
  });
});

describe('createRenderCache', () => {
  it("gives a stored document back with this response's nonce in place of the one it was drawn with", () => {
    const cache = createRenderCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1e6 });
    cache.store('k', '<script nonce="AAAA1111">x</script><link rel="modulepreload" nonce="AAAA1111">', 'AAAA1111');
    expect(cache.lookup('k', 'BBBB2222')).toBe(
      '<script nonce="BBBB2222">x</script><link rel="modulepreload" nonce="BBBB2222">',
    );
    expect(cache.lookup('other', 'BBBB2222')).toBeUndefined();
  });

  it('forgets a document after its time to live, and keeps within its entry and byte limits, oldest use first', () => {
    let now = 0;
    const cache = createRenderCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 40, now: () => now });
    cache.store('a', 'aaaa', 'n1');
    cache.store('b', 'bbbb', 'n1');
    expect(cache.lookup('a', 'n2')).toBe('aaaa');
    cache.store('c', 'cccc', 'n1');
    // b was used least recently.
    expect(cache.lookup('b', 'n2')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.store('big', 'x'.repeat(18), 'n1');
    expect(cache.size).toBe(1);
    now = 1000;
    expect(cache.lookup('big', 'n2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when turned off', () => {
    const cache = createRenderCache({ ttlMs: 0, maxEntries: 10, maxBytes: 1e6 });
    cache.store('k', 'html', 'n');
    expect(cache.lookup('k', 'n')).toBeUndefined();
  });
});
