import type { DeliveryDays } from '../../lib/pickupStores';
import { useStoresText, type StoresMessagesAll } from '../../lib/storesText';

/** The product selection the pickup forms carry: colour, size, and the sizes of the colour for the chooser. */
export interface PickupSelection {
  path: string;
  color: string | null;
  size: string | null;
  sizes: string[];
}

/** The product URL with the selection (and `extra`) as its query, e.g. `/p/x?color=red&pickup=1`. */
export function selectionQuery(selection: PickupSelection, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (selection.color) params.set('color', selection.color);
  if (selection.size) params.set('size', selection.size);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `${selection.path}?${query}` : selection.path;
}

/** A store's stock of the selected variant: pick a size first, unavailable, in stock (n) or available. */
export function Availability({ store }: { store: { available: boolean | null; quantity?: number | null } }) {
  const t = useStoresText();
  if (store.available === null) return <span className="pickup__stock">{t.pickupPickSize}</span>;
  if (!store.available) return <span className="pickup__stock pickup__stock--out">{t.pickupUnavailable}</span>;
  return (
    <span className="pickup__stock pickup__stock--in">
      {typeof store.quantity === 'number' ? t.pickupInStock(store.quantity) : t.pickupAvailable}
    </span>
  );
}

/** "3–5 days" in the page's language. */
export const daysText = (t: StoresMessagesAll, days: DeliveryDays) => t.deliveryDays(days.from, days.to);

/** The selected colour and size as hidden fields of a pickup form. */
export function SelectionFields({ selection }: { selection: PickupSelection }) {
  return (
    <>
      {selection.color ? <input type="hidden" name="color" value={selection.color} /> : null}
      {selection.size ? <input type="hidden" name="size" value={selection.size} /> : null}
    </>
  );
}
