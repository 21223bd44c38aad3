import { useEffect, useId, useState } from 'react';
import type { PickupView } from '../../lib/pickup';
import { PickupChooserPart, StoreChangedPart } from '../../lib/productIslands';
import { useStoresText } from '../../lib/storesText';
import { StoreLink, useStoreHref } from '../StoreLink';
import { Availability, daysText, selectionQuery, type PickupSelection } from './pickupParts';
import './pickup.css';

export type { PickupSelection } from './pickupParts';

/** Starts loading the chooser's chunk as the shopper heads for its link, so it comes with the chooser's data. */
const preloadChooser = () => void PickupChooserPart.preload();

/**
 * The product page's "Pick up in store" section (spec §2 dialogs pickup in store, change store confirmation, store
 * changed): the remembered store with the selected variant's availability there, a link that opens the store
 * chooser (`?pickup=1`), the chooser itself (search by postal code or city as a GET form, the stores with their
 * stock, one POST form per store to the product action route), the confirmation before replacing a chosen store,
 * and the status once a store was chosen or changed.
 *
 * @example
 * <PickupInStore pickup={loaderData.pickup} selection={{ path, color, size, sizes }} />
 */
export function PickupInStore({ pickup, selection }: { pickup: PickupView; selection: PickupSelection }) {
  const t = useStoresText();
  const action = useStoreHref(`${selection.path}/act`);
  const chooserHref = selectionQuery(selection, { pickup: '1', ...(pickup.near ? { near: pickup.near } : {}) });
  const closeTo = selectionQuery(selection);
  const changeLinkId = useId();
  const [focusChange, setFocusChange] = useState(false);
  useEffect(() => {
    // Once the store changed dialog has gone, focus goes back to where the change started.
    if (focusChange && pickup.notice !== 'changed') {
      document.getElementById(changeLinkId)?.focus();
      setFocusChange(false);
    }
  }, [focusChange, pickup.notice, changeLinkId]);
  const chosen = pickup.chosen;
  return (
    <section className="pickup" id="pickup" aria-labelledby="pickup-heading">
      <h2 id="pickup-heading">{t.pickupHeading}</h2>
      {pickup.notice === 'chosen' && chosen ? (
        <p role="status" className="pickup__notice">
          {t.pickupChosen(chosen.name)}
        </p>
      ) : null}
      {chosen ? (
        <p>
          {chosen.path ? t.pickupYourStore('') : t.pickupYourStore(chosen.name)}
          {chosen.path ? <StoreLink to={chosen.path}>{chosen.name}</StoreLink> : null} — <Availability store={chosen} />
        </p>
      ) : (
        <p>{t.pickupNone}</p>
      )}
      {chosen && chosen.available === false && chosen.shipToStore ? (
        <p>{t.shipToStoreOffer(chosen.name, daysText(t, chosen.shipToStore))}</p>
      ) : null}
      <p>
        <StoreLink
          to={chooserHref}
          preventScrollReset
          id={changeLinkId}
          onPointerEnter={preloadChooser}
          onFocus={preloadChooser}
        >
          {chosen ? t.pickupChange : t.pickupChoose}
        </StoreLink>
      </p>
      {pickup.notice === 'changed' && chosen ? (
        <StoreChangedPart
          name={chosen.name}
          moves={pickup.moves}
          closeTo={closeTo}
          onClosed={() => setFocusChange(true)}
        />
      ) : null}

      {pickup.open ? (
        <PickupChooserPart pickup={pickup} selection={selection} action={action} closeTo={closeTo} />
      ) : null}
    </section>
  );
}
