import { Button, Select, TextField } from '@switchback/ui';
import { Form } from 'react-router';
import { carriedParams } from '../../lib/carriedQuery';
import type { CartStoreMoves, PickupStoreOption, PickupView } from '../../lib/pickup';
import { htmlLang } from '../../lib/locales';
import { useStore } from '../../lib/useStore';
import { useStoresText } from '../../lib/storesText';
import { StoreLink, useStoreHref } from '../StoreLink';
import { UrlDialog } from '../UrlDialog';
import { Availability, daysText, SelectionFields, type PickupSelection } from './pickupParts';

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
  const lang = htmlLang(useStore().locale);
  return (
    <li className="pickup__store">
      <p>
        <strong>{option.name}</strong>
        {/* In the page's language: 504,9 km on the French site. */}
        {option.distanceKm !== null
          ? ` · ${option.distanceKm.toLocaleString(lang, { maximumFractionDigits: 1 })} km`
          : ''}
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
export function StoreChangedDialog({
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
  return (
    <UrlDialog
      title={t.storeChangedTitle}
      closeHref={useStoreHref(closeTo)}
      closeLabel={t.pickupClose}
      continueLabel={t.storeChangedContinue}
      onClosed={onClosed}
      panelClassName="store-changed-panel"
    >
      <p>{t.storeChangedText(name)}</p>
      {moves?.moved ? <p>{t.storeChangedMoved(moves.moved, name)}</p> : null}
      {moves?.shipped ? <p>{t.storeChangedShipped(moves.shipped, name)}</p> : null}
      {moves?.kept ? <p>{t.storeChangedKept(moves.kept)}</p> : null}
      {moves && moves.moved + moves.shipped + moves.kept > 0 ? (
        <p>
          <StoreLink to="/cart">{t.viewCart}</StoreLink>
        </p>
      ) : null}
    </UrlDialog>
  );
}

/**
 * The store chooser of the product page's pickup section, open while the URL says `?pickup=1`: the search by postal
 * code or city (a GET form), the stores with their stock and one POST form per store to the product action route,
 * or, when a store is chosen already, the confirmation before replacing it. A chunk of its own (`PickupChooserPart`
 * in lib/productIslands.ts): only a shopper who opens the chooser loads it (issue 14).
 *
 * @example
 * <PickupChooser pickup={pickup} selection={selection} action="/en-us/p/x/act" closeTo="/p/x?size=M" />
 */
export function PickupChooser({
  pickup,
  selection,
  action,
  closeTo,
}: {
  pickup: PickupView;
  selection: PickupSelection;
  /** The product action route the store forms post to. */
  action: string;
  /** Where closing the chooser goes: the product URL without the chooser's parameters. */
  closeTo: string;
}) {
  const t = useStoresText();
  const store = useStore();
  // Modal with JavaScript, a plain page section without it; closing goes back to the product URL without the
  // chooser's parameters.
  const frame = { closeHref: useStoreHref(closeTo), closeLabel: t.pickupClose, panelClassName: 'pickup-panel' };
  return (
    <>
      {pickup.confirm && pickup.chosen ? (
        <UrlDialog title={t.pickupConfirmTitle} {...frame}>
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
        </UrlDialog>
      ) : (
        <UrlDialog title={t.pickupChoose} {...frame}>
          <Form method="get" preventScrollReset className="pickup__search">
            {[...carriedParams(store.search)].map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="pickup" value="1" />
            {selection.color ? <input type="hidden" name="color" value={selection.color} /> : null}
            {selection.sizes.length > 0 ? (
              // Not keyed by the size: drawn afresh by key during the search's navigation, the old list stayed on
              // screen beside the new one. The list already shows what the shopper chose.
              <Select label={t.size} name="size" defaultValue={selection.size ?? ''} className="pickup__search-size">
                <option value="">—</option>
                {selection.sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </Select>
            ) : null}
            <TextField
              label={t.pickupPlace}
              name="near"
              defaultValue={pickup.near}
              key={pickup.near}
              autoComplete="postal-code"
              required
              requiredMarker={false}
              minLength={2}
              maxLength={60}
            />
            <Button type="submit">{t.pickupSearch}</Button>
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
        </UrlDialog>
      )}
    </>
  );
}
