/**
 * Settings of one {@link createTtlCache}.
 *
 * @example
 * const options: TtlCacheOptions = { ttlMs: 60_000, staleMs: 300_000, maxEntries: 500 };
 */
export interface TtlCacheOptions {
  /** How long a loaded value is fresh: served without asking upstream. `0` (or less) turns the cache off. */
  ttlMs: number;
  /**
   * How long after that a value may still be served while one background load replaces it
   * (stale-while-revalidate); a failed background load keeps the stale value until this window ends too. `0`: none.
   */
  staleMs?: number;
  /** At most this many keys; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
  /** Told when a background refresh fails (the stale value is served on). */
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value: Promise<T>;
  /** Set once the load has succeeded; until then the entry is an in-flight load that callers share. */
  loadedAt?: number;
  refreshing?: boolean;
}

/**
 * A small in-memory LRU cache with a time to live and stale-while-revalidate, for data every shopper shares
 * (published CMS pages, navigation, catalogue reads). Concurrent misses for one key share a single load, so a burst
 * of first visits makes one upstream call; a failed load is not kept. Once a value is older than `ttlMs` but younger
 * than `ttlMs + staleMs`, callers get it at once while one background load replaces it.
 *
 * Never put anything shopper-specific in one (carts, accounts, decisions, anything read with the shopper's token):
 * the cache has no notion of who asked.
 *
 * @example
 * const pages = createTtlCache<ContentPage | null>({ ttlMs: 60_000, staleMs: 300_000, maxEntries: 500 });
 * const page = await pages.getOrLoad('sb-us/en-us/home', () => api.content.getPage(...));
 */
export function createTtlCache<T>({
  ttlMs,
  staleMs = 0,
  maxEntries,
  now = Date.now,
  onRefreshError = warnRefreshFailed,
}: TtlCacheOptions) {
  const entries = new Map<string, Entry<T>>();

  function remember(key: string, entry: Entry<T>) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function startLoad(key: string, load: () => Promise<T>): Promise<T> {
    const value = load();
    const entry: Entry<T> = { value };
    remember(key, entry);
    value.then(
      () => {
        entry.loadedAt = now();
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  function refresh(key: string, stale: Entry<T>, load: () => Promise<T>) {
    stale.refreshing = true;
    let fresh: Promise<T>;
    try {
      fresh = load();
    } catch (error) {
      fresh = Promise.reject(error);
    }
    fresh.then(
      (value) => {
        // Only replace what is still there (a clear or a newer load wins).
        if (entries.get(key) === stale) remember(key, { value: Promise.resolve(value), loadedAt: now() });
      },
      (error: unknown) => {
        stale.refreshing = false;
        onRefreshError(key, error);
      },
    );
  }

  return {
    getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit) {
        if (hit.loadedAt === undefined) return hit.value;
        const age = now() - hit.loadedAt;
        if (age < ttlMs) {
          remember(key, hit);
          return hit.value;
        }
        if (age < ttlMs + staleMs) {
          remember(key, hit);
          if (!hit.refreshing) refresh(key, hit, load);
          return hit.value;
        }
        entries.delete(key);
      }
      return startLoad(key, load);
    },
    /** Forgets one key (e.g. after a write that changes it). */
    delete(key: string): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
    /** How many keys are held (tests, diagnostics). */
    get size(): number {
      return entries.size;
    },
  };
}

/**
 * A cache of {@link createTtlCache} rebuilt whenever its settings change, so time to live read from the environment
 * (CMS_CACHE_SECONDS, CATALOGUE_CACHE_SECONDS) takes effect without a restart in tests.
 *
 * @example
 * const pages = configuredCache<ContentPage | null>(() => ({ ttlMs: cachePolicy().contentPage.ttlMs, maxEntries: 500 }));
 * await pages().getOrLoad(key, load);
 */
export function configuredCache<T>(settings: () => TtlCacheOptions): () => ReturnType<typeof createTtlCache<T>> {
  let current: { key: string; cache: ReturnType<typeof createTtlCache<T>> } | undefined;
  return () => {
    const options = settings();
    const key = `${options.ttlMs}/${options.staleMs ?? 0}/${options.maxEntries}`;
    if (current?.key !== key) current = { key, cache: createTtlCache<T>(options) };
    return current.cache;
  };
}

function warnRefreshFailed(key: string, error: unknown) {
  console.warn(
    `[cache] background refresh of ${key} failed; serving the stale value:`,
    error instanceof Error ? error.message : error,
  );
}
