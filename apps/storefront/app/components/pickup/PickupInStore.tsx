import { Dialog } from '@switchback/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Form, useNavigate } from 'react-router';
import { carriedParams } from '../../lib/carriedQuery';
import type { CartStoreMoves, PickupStoreOption, PickupView } from '../../lib/pickup';
import type { DeliveryDays } from '../../lib/pickupStores';
import { useStore } from '../../lib/useStore';
import { useStoresText, type StoresMessagesAll } from '../../lib/storesText';
import { StoreLink, useStoreHref } from '../StoreLink';
import './pickup.css';

/** The product selection the pickup forms carry: colour, size, and the sizes of the colour for the chooser. */
export interface PickupSelection {
  path: string;
  color: string | null;
  size: string | null;
  sizes: string[];
}

function selectionQuery(selection: PickupSelection, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (selection.color) params.set('color', selection.color);
  if (selection.size) params.set('size', selection.size);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `${selection.path}?${query}` : selection.path;
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Availability({ store }: { store: { available: boolean | null; quantity?: number | null } }) {
  const t = useStoresText();
  if (store.available === null) return <span className="pickup__stock">{t.pickupPickSize}</span>;
  if (!store.available) return <span className="pickup__stock pickup__stock--out">{t.pickupUnavailable}</span>;
  return (
    <span className="pickup__stock pickup__stock--in">
      {typeof store.quantity === 'number' ? t.pickupInStock(store.quantity) : t.pickupAvailable}
    </span>
  );
}

const daysText = (t: StoresMessagesAll, days: DeliveryDays) => t.deliveryDays(days.from, days.to);

function SelectionFields({ selection }: { selection: PickupSelection }) {
  return (
    <>
      {selection.color ? <input type="hidden" name="color" value={selection.color} /> : null}
      {selection.size ? <input type="hidden" name="size" value={selection.size} /> : null}
    </>
  );
}

/**
 * Modal with JavaScript (`@switchback/ui` Dialog: focus trap, Escape, focus back to the opener), a plain page
 * section without it; closing goes back to the product URL without the chooser's parameters.
 */
function ChooserFrame({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const t = useStoresText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const closeHref = useStoreHref(closeTo);
  const titleId = useId();
  if (!hydrated) {
    return (
      <section className="pickup-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <p>
          <StoreLink to={closeTo} preventScrollReset>
            {t.pickupClose}
          </StoreLink>
        </p>
      </section>
    );
  }
  return (
    <Dialog
      open
      title={title}
      closeLabel={t.pickupClose}
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {children}
    </Dialog>
  );
}

function StoreChoice({
  option,
  near,
  selection,
  action,
}: {
  option: PickupStoreOption;
  near: string;
  selection: PickupSelection;
  action: string;
}) {
  const t = useStoresText();
  return (
    <li className="pickup__store">
      <p>
        <strong>{option.name}</strong>
        {option.distanceKm !== null ? ` · ${option.distanceKm} km` : ''}
      </p>
      {option.address ? <p>{option.address}</p> : null}
      <p>
        <Availability store={option} />
        {option.available === false && option.shipToStore
          ? ` · ${t.deliveryShipToStoreHint(daysText(t, option.shipToStore))}`
          : null}
      </p>
      <p className="pickup__store-link">
        <StoreLink to={option.path}>{t.storesDetails(option.name)}</StoreLink>
      </p>
      <Form method="post" action={action} preventScrollReset>
        <input type="hidden" name="intent" value="chooseStore" />
        <input type="hidden" name="storeId" value={option.id} />
        <input type="hidden" name="near" value={near} />
        <SelectionFields selection={selection} />
        <button type="submit" className="sb-button">
          {t.pickupSelect(option.name)}
        </button>
      </Form>
    </li>
  );
}

/**
 * The "store changed" dialog (spec §2) after a confirmed change: the new store and what happened to the cart's
 * pickup lines. Modal with JavaScript (focus trapped; Escape, the close button or Continue close it and focus goes
 * back to the section's "Change store" link); a page section with a Continue link without it.
 */
function StoreChangedDialog({
  name,
  moves,
  closeTo,
  onClosed,
}: {
  name: string;
  moves: CartStoreMoves | null;
  closeTo: string;
  onClosed: () => void;
}) {
  const t = useStoresText();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const closeHref = useStoreHref(closeTo);
  const titleId = useId();
  const close = () => {
    onClosed();
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const body = (
    <>
      <p>{t.storeChangedText(name)}</p>
      {moves?.moved ? <p>{t.storeChangedMoved(moves.moved, name)}</p> : null}
      {moves?.shipped ? <p>{t.storeChangedShipped(moves.shipped, name)}</p> : null}
      {moves?.kept ? <p>{t.storeChangedKept(moves.kept)}</p> : null}
      {moves && moves.moved + moves.shipped + moves.kept > 0 ? (
        <p>
          <StoreLink to="/cart">{t.viewCart}</StoreLink>
        </p>
      ) : null}
    </>
  );
  if (!hydrated) {
    return (
      <section className="store-changed-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{t.storeChangedTitle}</h2>
        {body}
        <p>
          <StoreLink to={closeTo} preventScrollReset>
            {t.storeChangedContinue}
          </StoreLink>
        </p>
      </section>
    );
  }
  return (
    <Dialog
      open
      title={t.storeChangedTitle}
      closeLabel={t.pickupClose}
      onClose={close}
      footer={
        <button type="button" className="sb-button" onClick={close}>
          {t.storeChangedContinue}
        </button>
      }
    >
      {body}
    </Dialog>
  );
}

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
  const store = useStore();
  const action = useStoreHref(`${selection.path}/act`);
  const chooserHref = selectionQuery(selection, { pickup: '1', ...(pickup.near ? { near: pickup.near } : {}) });
  const closeTo = selectionQuery(selection);
  const placeId = useId();
  const sizeId = useId();
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
        <StoreLink to={chooserHref} preventScrollReset id={changeLinkId}>
          {chosen ? t.pickupChange : t.pickupChoose}
        </StoreLink>
      </p>
      {pickup.notice === 'changed' && chosen ? (
        <StoreChangedDialog
          name={chosen.name}
          moves={pickup.moves}
          closeTo={closeTo}
          onClosed={() => setFocusChange(true)}
        />
      ) : null}

      {pickup.open && pickup.confirm && pickup.chosen ? (
        <ChooserFrame title={t.pickupConfirmTitle} closeTo={closeTo}>
          <p>{t.pickupConfirmText(pickup.chosen.name, pickup.confirm.name)}</p>
          {pickup.confirmCartLines > 0 ? (
            <p>{t.pickupConfirmCart(pickup.confirmCartLines, pickup.chosen.name)}</p>
          ) : null}
          <Form method="post" action={action} preventScrollReset>
            <input type="hidden" name="intent" value="chooseStore" />
            <input type="hidden" name="storeId" value={pickup.confirm.id} />
            <input type="hidden" name="near" value={pickup.near} />
            <input type="hidden" name="confirm" value="1" />
            <SelectionFields selection={selection} />
            <button type="submit" className="sb-button">
              {t.pickupConfirm}
            </button>{' '}
            <StoreLink to={closeTo} preventScrollReset>
              {t.pickupCancel}
            </StoreLink>
          </Form>
        </ChooserFrame>
      ) : pickup.open ? (
        <ChooserFrame title={t.pickupChoose} closeTo={closeTo}>
          <Form method="get" preventScrollReset className="pickup__search">
            {[...carriedParams(store.search)].map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="pickup" value="1" />
            {selection.color ? <input type="hidden" name="color" value={selection.color} /> : null}
            {selection.sizes.length > 0 ? (
              <p>
                <label htmlFor={sizeId}>{t.size}</label>{' '}
                <select id={sizeId} name="size" defaultValue={selection.size ?? ''} key={selection.size ?? ''}>
                  <option value="">—</option>
                  {selection.sizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            <p>
              <label htmlFor={placeId}>{t.pickupPlace}</label>{' '}
              <input
                id={placeId}
                name="near"
                defaultValue={pickup.near}
                key={pickup.near}
                autoComplete="postal-code"
                required
                minLength={2}
                maxLength={60}
              />{' '}
              <button type="submit" className="sb-button">
                {t.pickupSearch}
              </button>
            </p>
          </Form>
          {pickup.problem ? (
            <p role="alert" className="pickup__problem">
              {pickup.problem}
            </p>
          ) : null}
          {pickup.stores && pickup.stores.length > 0 ? (
            <>
              <h3>{t.pickupStores}</h3>
              <ul className="pickup__stores">
                {pickup.stores.map((option) => (
                  <StoreChoice
                    key={option.id}
                    option={option}
                    near={pickup.near}
                    selection={selection}
                    action={action}
                  />
                ))}
              </ul>
            </>
          ) : null}
        </ChooserFrame>
      ) : null}
    </section>
  );
}
