/* Shapes of the product page's pickup-in-store section, shared by the loader (`pickup.server.ts`) and the UI. */
import type { DeliveryDays } from './pickupStores';

/** A store the shopper chose, as the cookie remembers it. */
export interface ChosenStore {
  id: string;
  name: string;
}

/** A store of the chooser's list with its stock of the selected variant (null when no size is chosen). */
export interface PickupStoreOption {
  id: string;
  name: string;
  address: string;
  distanceKm: number | null;
  /** The store page's path inside the locale. */
  path: string;
  /** Pieces of the selected variant at the store, null when no size is selected. */
  quantity: number | null;
  available: boolean | null;
  /** The free ship-to-store delivery estimate when the store takes ship-to-store orders, else null. */
  shipToStore: DeliveryDays | null;
}

/** What happened to the cart's pickup lines when the shopper changed store (the store changed dialog says it). */
export interface CartStoreMoves {
  /** Lines now picked up at the new store. */
  moved: number;
  /** Lines not in stock there, now shipped to it (spec §4 PickupToStsTransition). */
  shipped: number;
  /** Lines that could move neither way and stay as they were. */
  kept: number;
}

/**
 * What the product page shows of pickup in store: the remembered store (and whether the selected variant is in
 * stock there), and — when the chooser is open (`?pickup=1`) — the searched place, the stores found and a pending
 * change to confirm (`confirmStore`).
 */
export interface PickupView {
  chosen: (ChosenStore & { available: boolean | null; shipToStore: DeliveryDays | null; path: string | null }) | null;
  open: boolean;
  near: string;
  stores: PickupStoreOption[] | null;
  problem: string | null;
  confirm: PickupStoreOption | null;
  /** With a pending confirmation: how many cart lines are picked up at the current store (they will move). */
  confirmCartLines: number;
  notice: 'chosen' | 'changed' | null;
  /** With the `changed` notice: what happened to the cart's pickup lines. */
  moves: CartStoreMoves | null;
}
