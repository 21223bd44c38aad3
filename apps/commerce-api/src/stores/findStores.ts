import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** A store or collection point as the API answers it. */
export interface StoreJson {
  id: string;
  kind: 'store' | 'collectionPoint';
  name: string;
  address: { addressLine1: string; city: string; province: string | null; postalCode: string; country: string };
  phone: string | null;
  latitude: number;
  longitude: number;
  services: string[];
  openingHours: Record<string, string>;
  /** Kilometres from the searched point, when there was one. */
  distanceKm?: number;
}

/** What to search for; without a point the stores come in id order. */
export interface StoreSearch {
  kind?: 'store' | 'collectionPoint';
  countryCode?: string;
  latitude?: number;
  longitude?: number;
  /** A postal code or city, resolved to the position of a store there. */
  near?: string;
  radiusKm?: number;
  service?: string;
  limit?: number;
  ids?: string[];
}

// Great-circle distance; plenty for "stores near me".
function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

interface StoreRow extends Omit<StoreJson, 'address' | 'distanceKm'> {
  addressLine1: string;
  city: string;
  province: string | null;
  postalCode: string;
  countryCode: string;
}

/**
 * Finds stores and collection points, nearest first when a point (coordinates, or a postal code or city the demo
 * data knows) is given. There is no geocoding service in the reference API: a postal code or city resolves to the
 * first store that shares its city or the first three characters of its postal code.
 * @returns The matches, or `undefined` when `near` could not be resolved.
 * @example
 * await findStores(db, { near: '80202', kind: 'store', limit: 5 });
 */
export async function findStores(db: Pick<Database, 'execute'>, search: StoreSearch): Promise<StoreJson[] | undefined> {
  const rows = await queryRows<StoreRow>(
    db,
    sql`select id, kind, name, address_line1 as "addressLine1", city, province, postal_code as "postalCode",
          country_code as "countryCode", phone, latitude, longitude, services, opening_hours as "openingHours"
        from stores order by id`,
  );
  let point =
    search.latitude !== undefined && search.longitude !== undefined
      ? { lat: search.latitude, lng: search.longitude }
      : undefined;
  if (!point && search.near) {
    const near = search.near.trim().toLowerCase().replace(/\s+/g, '');
    const match = rows.find(
      (row) =>
        row.city.toLowerCase().replace(/\s+/g, '') === near ||
        row.postalCode.toLowerCase().replace(/\s+/g, '').slice(0, 3) === near.slice(0, 3),
    );
    if (!match) return undefined;
    point = { lat: match.latitude, lng: match.longitude };
  }
  const stores = rows
    .filter(
      (row) =>
        (!search.kind || row.kind === search.kind) &&
        (!search.countryCode || row.countryCode === search.countryCode.toUpperCase()),
    )
    .filter(
      (row) =>
        (!search.service || row.services.includes(search.service)) && (!search.ids || search.ids.includes(row.id)),
    )
    .map((row): StoreJson => {
      const { addressLine1, city, province, postalCode, countryCode, ...rest } = row;
      return {
        ...rest,
        address: { addressLine1, city, province, postalCode, country: countryCode },
        ...(point ? { distanceKm: distanceKm(point.lat, point.lng, row.latitude, row.longitude) } : {}),
      };
    })
    .filter(
      (store) => search.radiusKm === undefined || store.distanceKm === undefined || store.distanceKm <= search.radiusKm,
    );
  if (point) stores.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.id.localeCompare(b.id));
  return stores.slice(0, search.limit ?? 50);
}
