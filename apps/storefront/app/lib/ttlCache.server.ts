/**
 * A small in-memory cache with a time to live, for data every shopper shares (published CMS pages). Concurrent
 * misses for one key share a single load, so a burst of first visits makes one upstream call; a failed load is
 * not kept. The oldest entry goes first once `maxEntries` is reached.
 *
 * @example
 * const pages = createTtlCache<ContentPage | null>({ ttlMs: 60_000, maxEntries: 500 });
 * const page = await pages.getOrLoad('sb-us/en-us/home', () => api.content.getPage(...));
 */
export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
