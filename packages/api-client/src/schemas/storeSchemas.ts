import * as z from 'zod/mini';
import { maybe, maybeList, maybeNumber, maybeString } from './fields';

/**
 * A store or collection point (fields beyond the id not shown in the spec).
 *
 * @example
 * const store = storeSchema.parse(body.stores[0]);
 */
export const storeSchema = z.looseObject({
  id: z.string(),
  name: maybeString,
  latitude: maybeNumber,
  longitude: maybeNumber,
  services: maybeList(z.string()),
  address: maybe(z.looseObject({})),
  phone: maybeString,
  distanceKm: maybeNumber,
  /** Day (`mon` … `sun`) → opening hours (`10:00-20:00`). */
  openingHours: maybe(z.record(z.string(), z.string())),
  /** The ways to get an order at this store (spec §3 shipping method: code, label, deliveryTime, price). */
  shippingMethods: maybeList(
    z.looseObject({
      code: z.string(),
      label: maybeString,
      deliveryTime: maybeString,
      price: maybe(z.looseObject({ amount: maybeNumber })),
    }),
  ),
});

/**
 * The answer of the store lists: `GET /consumers-v3/utilities/stores`, `POST /stores/v1/search` and
 * `POST /stores/v1/collectionPoints`.
 *
 * @example
 * const { stores } = storeListSchema.parse(body);
 */
export const storeListSchema = z.looseObject({ count: maybeNumber, stores: z.array(storeSchema) });

/**
 * The answer of `GET /consumers-v3/utilities/stores/{storeId}/employees`, for the associate sign-in.
 *
 * @example
 * const names = storeEmployeesSchema.parse(body).employees.map((e) => e.storeEmployeeName);
 */
export const storeEmployeesSchema = z.looseObject({
  storeId: maybeString,
  employees: z.array(z.looseObject({ storeEmployeeId: z.string(), storeEmployeeName: maybeString })),
});

/**
 * A parsed store.
 *
 * @example
 * const offersPickup = (s: Store) => s.services?.includes('pickup') ?? false;
 */
export type Store = z.infer<typeof storeSchema>;
