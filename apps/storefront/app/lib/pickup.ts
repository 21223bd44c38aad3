/* Shapes of the product page's pickup-in-store section, shared by the loader (`pickup.server.ts`) and the UI. */

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
  /** Pieces of the selected variant at the store, null when no size is selected. */
  quantity: number | null;
  available: boolean | null;
}

/**
 * What the product page shows of pickup in store: the remembered store (and whether the selected variant is in
 * stock there), and — when the chooser is open (`?pickup=1`) — the searched place, the stores found and a pending
 * change to confirm (`confirmStore`).
 */
export interface PickupView {
  chosen: (ChosenStore & { available: boolean | null }) | null;
  open: boolean;
  near: string;
  stores: PickupStoreOption[] | null;
  problem: string | null;
  confirm: PickupStoreOption | null;
  notice: 'chosen' | 'changed' | null;
}

