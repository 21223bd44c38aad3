import { Button, Radio, RadioGroup, Select } from '@switchback/ui';
import type { CartLine } from '../../lib/toCartLine';
import type { DeliveryDays } from '../../lib/pickupStores';
import { CartDialog } from './CartDialog';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * A store of the shopper's country for a cart line: its stock of the line's variant, and whether it takes
 * ship-to-store orders (lib/lineStores.server.ts).
 *
 * @example
 * const store: PickupStore = { id: 'US-DEN-01', name: 'Denver Flagship', quantity: 3, available: true, shipToStore: null };
 */
export interface PickupStore {
  id: string;
  name: string;
  quantity: number;
  /** The store holds the line's whole quantity: it can be picked up there. */
  available: boolean;
  /** When the store takes ship-to-store orders: the free shipment's delivery estimate. */
  shipToStore: DeliveryDays | null;
}

/**
 * The cart's change-delivery dialog (spec §2, commerce-core §3 method codes): home delivery; pickup at a store that
 * holds the line's quantity; or, where a store takes ship-to-store orders, the line shipped there for free (the store
 * needs none in stock). One store list serves both store options; a store offers what it can (its stock, or "we ship
 * it there"), and commerce-api refuses a pickup the store cannot serve (INV701, shown here).
 *
 * @example
 * <DeliveryDialog line={line} stores={stores} problem={null} />
 */
export function DeliveryDialog({
  line,
  stores,
  problem,
}: {
  line: CartLine;
  stores: PickupStore[];
  problem: string | null;
}) {
  const TEXT = useCartText().cartDelivery;
  const problemId = `delivery-${line.id}-problem`;
  const method = line.deliveryMethod === 'pickup' || line.deliveryMethod === 'sts' ? line.deliveryMethod : 'standard';
  const storeChoices = stores.filter(
    (store) => store.available || store.shipToStore !== null || store.id === line.store?.id,
  );
  const pickupStores = storeChoices.filter((store) => store.available);
  const shipToStore = storeChoices.find((store) => store.shipToStore !== null)?.shipToStore ?? null;
  // The store already chosen, else the first that can take the line as it is chosen.
  const defaultStore =
    line.store?.id ?? (method === 'sts' ? storeChoices.find((store) => store.shipToStore) : pickupStores[0])?.id;
  return (
    <CartDialog title={TEXT.title} closeTo="/cart">
      <CartForm intent="delivery" itemId={line.id} className="cart-delivery-form">
        <RadioGroup
          legend={`${TEXT.legend} ${line.name}?`}
          name="method"
          aria-describedby={problem ? problemId : undefined}
          className="cart-delivery-form__methods"
        >
          <Radio label={TEXT.home} value="standard" defaultChecked={method === 'standard'} />
          <Radio
            label={TEXT.pickup}
            value="pickup"
            defaultChecked={method === 'pickup'}
            disabled={pickupStores.length === 0 && method !== 'pickup'}
          />
          {shipToStore || method === 'sts' ? (
            <Radio
              label={TEXT.shipToStore}
              value="sts"
              defaultChecked={method === 'sts'}
              hint={shipToStore ? TEXT.shipToStoreTerms(shipToStore.from, shipToStore.to) : undefined}
            />
          ) : null}
        </RadioGroup>
        {storeChoices.length > 0 ? (
          <Select id={`store-${line.id}`} name="storeId" label={TEXT.store} defaultValue={defaultStore}>
            {storeChoices.map((store) => (
              <option key={store.id} value={store.id} disabled={!store.available && !store.shipToStore}>
                {store.name} (
                {store.available ? TEXT.inStock(store.quantity) : store.shipToStore ? TEXT.shipsThere : TEXT.outOfStock}
                )
              </option>
            ))}
          </Select>
        ) : (
          <p>{TEXT.noStores}</p>
        )}
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit">{TEXT.save}</Button>
      </CartForm>
    </CartDialog>
  );
}
