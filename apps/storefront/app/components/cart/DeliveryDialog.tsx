import type { CartLine } from '../../lib/toCartLine';
import { CartDialog } from './CartDialog';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * A store the line can be picked up at, with its stock of the line's variant.
 *
 * @example
 * const store: PickupStore = { id: 'US-DEN-01', name: 'Denver Flagship', quantity: 3, available: true };
 */
export interface PickupStore {
  id: string;
  name: string;
  quantity: number;
  available: boolean;
}

/**
 * The cart's change-shipping-method dialog (spec §2): home delivery, or pickup at a store that has the quantity.
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
  const pickup = line.deliveryMethod === 'pickup' || line.deliveryMethod === 'sts';
  const storeChoices = stores.filter((store) => store.available || store.id === line.store?.id);
  return (
    <CartDialog title={TEXT.title} closeTo="/cart">
      <CartForm intent="delivery" itemId={line.id} className="cart-delivery-form">
        <fieldset aria-describedby={problem ? problemId : undefined}>
          <legend>
            {TEXT.legend} {line.name}?
          </legend>
          <p>
            <label>
              <input type="radio" name="method" value="standard" defaultChecked={!pickup} /> {TEXT.home}
            </label>
          </p>
          <p>
            <label>
              <input
                type="radio"
                name="method"
                value="pickup"
                defaultChecked={pickup}
                disabled={storeChoices.length === 0}
              />{' '}
              {TEXT.pickup}
            </label>
          </p>
          {storeChoices.length > 0 ? (
            <p>
              <label htmlFor={`store-${line.id}`}>{TEXT.store}</label>{' '}
              <select id={`store-${line.id}`} name="storeId" defaultValue={line.store?.id ?? storeChoices[0]?.id}>
                {storeChoices.map((store) => (
                  <option key={store.id} value={store.id} disabled={!store.available}>
                    {store.name} ({store.available ? TEXT.inStock(store.quantity) : TEXT.outOfStock})
                  </option>
                ))}
              </select>
            </p>
          ) : (
            <p>{TEXT.noStores}</p>
          )}
        </fieldset>
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="sb-button">
          {TEXT.save}
        </button>
      </CartForm>
    </CartDialog>
  );
}
