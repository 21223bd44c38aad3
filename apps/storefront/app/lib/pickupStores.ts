/* The storefront's view of a store or collection point, shared by the store locator, the store page, the sitemap and
   the product page's pickup section. */
import type { Store as ApiStore } from '@switchback/api-client';
import { shippingDayEstimate } from '@switchback/cart';
import { SUPPORTED_LOCALES, type Locale } from './locales';
import { storePagePath } from './storePaths';

/** Business days until a shipment arrives: `from`, and `to` when the estimate is a range ("3-6 business days"). */
export interface DeliveryDays {
  from: number;
  to: number | null;
}

/** Days of the week in the order a store page lists them, as commerce-api keys opening hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * A store or collection point as the store pages show it.
 *
 * @example
 * const summary: StoreSummary = toStoreSummary(answer.stores[0]);
 */
export interface StoreSummary {
  id: string;
  kind: 'store' | 'collectionPoint';
  name: string;
  /** The store page's path inside the locale (`/stores/switchback-boulder-1002`). */
  path: string;
  street: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
  /** Service codes: pickup, sts, returns, pudo. */
  services: string[];
  /** `[day, '10:00-20:00']` in week order, only the days the answer names. */
  openingHours: [string, string][];
  /** When the store takes ship-to-store orders: the free shipment's delivery estimate. */
  shipToStore: DeliveryDays | null;
}

type Loose = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The delivery estimate of a shipping method's `deliveryTime` (spec §9 shipping day estimate for the first day, and
 * the end of a range when there is one).
 *
 * @example
 * deliveryDaysOf('3-6 business days'); // { from: 3, to: 6 }
 * deliveryDaysOf('same day'); // { from: 0, to: null }
 */
export function deliveryDaysOf(deliveryTime: string | null | undefined): DeliveryDays {
  const from = shippingDayEstimate(deliveryTime);
  const range = /(\d+)\s*[-–]\s*(\d+)/.exec(deliveryTime ?? '');
  return { from, to: range && Number(range[1]) === from ? Number(range[2]) : null };
}

/**
 * When a store of the API takes ship-to-store orders (an `sts` shipping method or service): the free shipment's
 * delivery estimate; else null.
 *
 * @example
 * shipToStoreOf({ services: ['pickup', 'sts'] }); // the default estimate
 */
export function shipToStoreOf(entry: Pick<ApiStore, 'services' | 'shippingMethods'>): DeliveryDays | null {
  const sts = entry.shippingMethods?.find((method) => method.code === 'sts');
  return sts || entry.services?.includes('sts') ? deliveryDaysOf(sts?.deliveryTime) : null;
}

/**
 * The storefront's summary of a store of the API (`stores.search`, `stores.getCollectionPoints`,
 * `utilities.getStores`).
 *
 * @example
 * const stores = answer.stores.map(toStoreSummary);
 */
export function toStoreSummary(entry: ApiStore): StoreSummary {
  const loose = entry as ApiStore & Loose;
  const address = (entry.address ?? {}) as Loose;
  const name = text(entry.name) ?? entry.id;
  const hours = (entry.openingHours ?? {}) as Record<string, unknown>;
  return {
    id: entry.id,
    kind: loose.kind === 'collectionPoint' ? 'collectionPoint' : 'store',
    name,
    path: storePagePath({ id: entry.id, name }),
    street: text(address.addressLine1),
    city: text(address.city),
    province: text(address.province),
    postalCode: text(address.postalCode),
    country: text(address.country),
    phone: text(entry.phone),
    latitude: typeof entry.latitude === 'number' ? entry.latitude : null,
    longitude: typeof entry.longitude === 'number' ? entry.longitude : null,
    distanceKm: typeof entry.distanceKm === 'number' ? entry.distanceKm : null,
    services: entry.services ?? [],
    openingHours: WEEKDAYS.flatMap((day) =>
      typeof hours[day] === 'string' ? [[day, hours[day] as string] as [string, string]] : [],
    ),
    shipToStore: shipToStoreOf(entry),
  };
}

/**
 * The address of a store on one line (`1601 Wazee St, Denver CO 80202`).
 *
 * @example
 * addressLine(summary); // '1425 Pearl St, Boulder CO 80302'
 */
export function addressLine(store: Pick<StoreSummary, 'street' | 'city' | 'province' | 'postalCode'>): string {
  const place = [store.city, store.province, store.postalCode].filter(Boolean).join(' ');
  return [store.street, place].filter(Boolean).join(', ');
}

/**
 * The country of a locale (`fr-ca` → `CA`).
 *
 * @example
 * countryOfLocale('en-gb'); // 'GB'
 */
export function countryOfLocale(locale: Locale): string {
  return (locale.split('-')[1] ?? '').toUpperCase();
}

/**
 * The locales that sell in a country, which are where its stores' pages are indexed (`CA` → en-ca, fr-ca).
 *
 * @example
 * localesOfCountry('CA'); // ['en-ca', 'fr-ca']
 */
export function localesOfCountry(country: string | null): Locale[] {
  return SUPPORTED_LOCALES.filter((locale) => countryOfLocale(locale) === country?.toUpperCase());
}

/**
 * A map of the store's position (OpenStreetMap, no key or script needed), or null without coordinates.
 *
 * @example
 * mapUrl(summary); // 'https://www.openstreetmap.org/?mlat=39.7527&mlon=-104.9992#map=17/39.7527/-104.9992'
 */
export function mapUrl(store: Pick<StoreSummary, 'latitude' | 'longitude'>): string | null {
  if (store.latitude === null || store.longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${store.latitude}&mlon=${store.longitude}#map=17/${store.latitude}/${store.longitude}`;
}
