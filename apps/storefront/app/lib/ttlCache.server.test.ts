import { describe, expect, it, vi } from 'vitest';
import { configuredCache, createTtlCache } from './ttlCache.server';

describe('createTtlCache', () => {
  it('loads once within the time to live and again after it', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = vi.fn(async () => `page at ${clock}`);
    expect(await cache.getOrLoad('home', load)).toBe('page at 0');
    clock = 999;
    expect(await cache.getOrLoad('home', load)).toBe('page at 0');
    clock = 1000;
    expect(await cache.getOrLoad('home', load)).toBe('page at 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(7), 5)));
    const results = await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(results).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
      'upstream down',
    );
    expect(await cache.getOrLoad('k', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entry past maxEntries and bypasses itself when the time to live is 0', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('c', async () => 'c1');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    expect(await cache.getOrLoad('c', async () => 'c2')).toBe('c1');
    const off = createTtlCache<string>({ ttlMs: 0, maxEntries: 2 });
    await off.getOrLoad('k', async () => 'first');
    expect(await off.getOrLoad('k', async () => 'second')).toBe('second');
  });
});

describe('createTtlCache with stale-while-revalidate', () => {
  it('serves a stale value at once and refreshes it in the background, once', async () => {
    let clock = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now: () => clock });
    expect(await cache.getOrLoad('menu', async () => 'v1')).toBe('v1');
    clock = 1500;
    let finish: (value: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    // Stale: the old value now, one background load for any number of callers.
    expect(await cache.getOrLoad('menu', refresh)).toBe('v1');
    expect(await cache.getOrLoad('menu', refresh)).toBe('v1');
    expect(refresh).toHaveBeenCalledTimes(1);
    finish('v2');
    await Promise.resolve();
    await Promise.resolve();
    // The refreshed value is fresh for another ttlMs from when it arrived.
    expect(await cache.getOrLoad('menu', async () => 'unexpected')).toBe('v2');
    clock = 2400;
    expect(await cache.getOrLoad('menu', async () => 'unexpected')).toBe('v2');
  });

  it('keeps serving the stale value when the refresh fails, and loads afresh past the stale window', async () => {
    let clock = 0;
    const failures: string[] = [];
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      staleMs: 2000,
      maxEntries: 10,
      now: () => clock,
      onRefreshError: (key) => failures.push(key),
    });
    await cache.getOrLoad('k', async () => 'good');
    clock = 1500;
    expect(await cache.getOrLoad('k', () => Promise.reject(new Error('upstream down')))).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual(['k']);
    // A later caller within the window tries again (and still gets the stale value).
    expect(await cache.getOrLoad('k', async () => 'better')).toBe('good');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrLoad('k', async () => 'unexpected')).toBe('better');
    clock = 1500 + 3000;
    // Past fresh + stale: the caller waits for a new load.
    expect(await cache.getOrLoad('k', async () => 'new')).toBe('new');
  });

  it('evicts the least recently used key, not the oldest written', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a1');
    await cache.getOrLoad('b', async () => 'b1');
    await cache.getOrLoad('a', async () => 'unexpected'); // a is now the most recently used
    await cache.getOrLoad('c', async () => 'c1');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a1');
    expect(await cache.getOrLoad('b', async () => 'b2')).toBe('b2');
    expect(cache.size).toBe(2);
  });

  it('forgets one key on delete', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await cache.getOrLoad('k', async () => 'v1');
    cache.delete('k');
    expect(await cache.getOrLoad('k', async () => 'v2')).toBe('v2');
  });
});

describe('configuredCache', () => {
  it('rebuilds the cache (empty) when its settings change, and keeps it otherwise', async () => {
    let ttlMs = 1000;
    const cache = configuredCache<string>(() => ({ ttlMs, maxEntries: 10 }));
    await cache().getOrLoad('k', async () => 'v1');
    expect(await cache().getOrLoad('k', async () => 'unexpected')).toBe('v1');
    ttlMs = 0;
    expect(await cache().getOrLoad('k', async () => 'v2')).toBe('v2');
    expect(await cache().getOrLoad('k', async () => 'v3')).toBe('v3');
  });
});
