import type { PickupView } from '../../lib/pickup';
import type { DeliveryDays } from '../../lib/pickupStores';
import { useStoresText, type StoresMessagesAll } from '../../lib/storesText';
import './pickup.css';

const daysText = (t: StoresMessagesAll, days: DeliveryDays) => t.deliveryDays(days.from, days.to);

/**
 * The delivery choice inside the "Add to cart" form: ship to me, pick up at the remembered store (disabled when the
 * selected variant is known to be out of stock there), or — when it is out of stock there and the store takes
 * ship-to-store orders — ship it to the store for free, with the delivery estimate. Sends
 * `delivery=home|pickup|sts`.
 *
 * @example
 * <DeliveryChoice chosen={pickup.chosen} />
 */
export function DeliveryChoice({ chosen }: { chosen: PickupView['chosen'] }) {
  const t = useStoresText();
  if (!chosen) return null;
  return (
    <fieldset className="pickup__delivery">
      <legend>{t.deliveryLegend}</legend>
      <p>
        <label>
          <input type="radio" name="delivery" value="home" defaultChecked /> {t.deliveryShip}
        </label>
      </p>
      <p>
        <label>
          <input type="radio" name="delivery" value="pickup" disabled={chosen.available === false} />{' '}
          {t.deliveryPickup(chosen.name)}
          {chosen.available === false ? ` (${t.pickupUnavailable})` : ''}
        </label>
      </p>
      {chosen.available === false && chosen.shipToStore ? (
        <p>
          <label>
            <input type="radio" name="delivery" value="sts" /> {t.deliveryShipToStore(chosen.name)} (
            {t.deliveryShipToStoreTerms(daysText(t, chosen.shipToStore))})
          </label>
        </p>
      ) : null}
    </fieldset>
  );
}
