import { isApiError } from '@switchback/api-client';
import { countryOfLocale, toStoreSummary, type StoreSummary } from './pickupStores';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { createTtlCache } from './ttlCache.server';

// Store lists are public and the same for every shopper; the sitemap reads them once per locale.
const storeLists = createTtlCache<StoreSummary[]>({ ttlMs: 60_000, maxEntries: 10 });

/**
 * Which places the store locator lists: stores, collection points (service pudo) or both.
 *
 * @example
 * const kind: StoreKindChoice = 'points';
 */
export type StoreKindChoice = 'stores' | 'points' | 'all';

/**
 * Where the store locator searches: a postal code or city the shopper typed, or a position from their browser.
 *
 * @example
 * const near: StoreSearchPlace = { latitude: 39.75, longitude: -105 };
 */
export type StoreSearchPlace =
  { postalCode: string } | { city: string } | { latitude: number; longitude: number } | Record<string, never>;

/**
 * The stores and/or collection points of the locale's country near a place (nearest first; in id order without a
 * place), `limit` of each kind. An unknown place (404 STR404) is an empty list; other failures are thrown.
 *
 * @example
 * const found = await searchPlaces(session, store, { city: 'Denver' }, 'all', 10);
 */
export async function searchPlaces(
  session: RequestSession,
  store: Store,
  near: StoreSearchPlace,
  kind: StoreKindChoice,
  limit: number,
  signal?: AbortSignal,
): Promise<StoreSummary[]> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const body = { ...near, countryCode: countryOfLocale(store.locale), limit };
  const options = signal ? { signal } : {};
  const tolerant = async (call: Promise<{ stores: Parameters<typeof toStoreSummary>[0][] }>) => {
    try {
      return (await call).stores.map(toStoreSummary);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      throw error;
    }
  };
  const [stores, points] = await Promise.all([
    kind === 'points' ? [] : tolerant(api.stores.search(body, options)),
    kind === 'stores' ? [] : tolerant(api.stores.getCollectionPoints(body, options)),
  ]);
  const all = [...stores, ...points];
  // Both kinds near a place: one list, nearest first.
  if (kind === 'all' && all.some((entry) => entry.distanceKm !== null))
    all.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return all;
}

/**
 * One store or collection point by id (`storeIds` on both store calls, in parallel), or null when neither knows it.
 *
 * @example
 * const place = await loadPlace(session, store, '1001');
 */
export async function loadPlace(
  session: RequestSession,
  store: Store,
  id: string,
  signal?: AbortSignal,
): Promise<StoreSummary | null> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const options = signal ? { signal } : {};
  const [stores, points] = await Promise.all([
    api.stores.search({ storeIds: [id] }, options),
    api.stores.getCollectionPoints({ storeIds: [id] }, options),
  ]);
  const found = [...stores.stores, ...points.stores].find((entry) => entry.id === id);
  return found ? toStoreSummary(found) : null;
}

/**
 * The stores of the locale's country for the sitemap (`GET /consumers-v3/utilities/stores`), shared for a minute.
 * Collection points are partners' places and have no indexed page.
 *
 * @example
 * const paths = (await loadCountryStores(session, store)).map((entry) => entry.path);
 */
export async function loadCountryStores(session: RequestSession, store: Store): Promise<StoreSummary[]> {
  const country = countryOfLocale(store.locale);
  return storeLists.getOrLoad(country, async () => {
    const answer = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .utilities.getStores({ countryCode: country, kind: 'store' });
    return answer.stores.map(toStoreSummary);
  });
}
