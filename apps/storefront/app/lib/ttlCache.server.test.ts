import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttlCache.server';

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
    const results = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    expect(results).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
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
