import {
  errorCatalogueFor,
  errorMessageFor,
  isApiError,
  type Cart,
  type ShippingMethodRequest,
} from '@switchback/api-client';
import { redirect } from 'react-router';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import type { StoresMessages } from './messagesStores';
import type { CartStoreMoves, ChosenStore, PickupStoreOption, PickupView } from './pickup';
import { toStoreSummary } from './pickupStores';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** Name of the cookie that remembers the shopper's pickup store (`id|name`). */
export const PICKUP_COOKIE = 'sb_pickup_store';
const YEAR = 365 * 24 * 3600;
const STORE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads the remembered pickup store from the request's cookies; anything malformed counts as none.
 *
 * @example
 * readChosenStore(request); // { id: '1001', name: 'Denver Flagship' }
 */
export function readChosenStore(request: Request): ChosenStore | null {
  const raw = parseCookies(request.headers.get('cookie')).get(PICKUP_COOKIE);
  if (!raw) return null;
  const index = raw.indexOf('|');
  const id = raw.slice(0, index);
  const name = raw.slice(index + 1).trim();
  return index > 0 && STORE_ID.test(id) && name.length > 0 && name.length <= 120 ? { id, name } : null;
}

/** The normalised place a shopper typed (postal code or city), or '' when unusable. */
export function placeOf(value: string | null): string {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ');
  return trimmed.length >= 2 && trimmed.length <= 60 ? trimmed : '';
}

type Loose = Record<string, unknown>;
type ApiStore = Parameters<typeof toStoreSummary>[0];

function toOption(entry: ApiStore, upc: string | null): PickupStoreOption {
  const summary = toStoreSummary(entry);
  const inventory = (entry as Loose).inventory;
  const stock =
    upc && Array.isArray(inventory) ? ((inventory as Loose[]).find((row) => row.upc === upc) ?? null) : null;
  return {
    id: summary.id,
    name: summary.name,
    address: [summary.street, summary.city, summary.postalCode].filter(Boolean).join(', '),
    distanceKm: summary.distanceKm,
    path: summary.path,
    quantity: stock && typeof stock.quantity === 'number' ? stock.quantity : null,
    available: stock ? stock.available === true : null,
    shipToStore: summary.shipToStore,
  };
}

async function searchStores(
  session: RequestSession,
  store: Store,
  near: string,
  upc: string | null,
  signal?: AbortSignal,
): Promise<PickupStoreOption[]> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const place = /\d/.test(near) ? { postalCode: near.slice(0, 10) } : { city: near };
  const answer = await api.stores.search(
    { ...place, service: 'pickup', limit: 10, ...(upc ? { upcs: [upc], qty: 1 } : {}) },
    signal ? { signal } : {},
  );
  return answer.stores.map((entry) => toOption(entry, upc));
}

/** One store by id with its stock of `upc` (when given), or null when the API does not know it. */
async function storeById(
  session: RequestSession,
  store: Store,
  id: string,
  upc: string | null,
  signal?: AbortSignal,
): Promise<PickupStoreOption | null> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const answer = await api.stores.search(
    { storeIds: [id], ...(upc ? { upcs: [upc], qty: 1 } : {}) },
    signal ? { signal } : {},
  );
  const entry = answer.stores.find((candidate) => candidate.id === id);
  return entry ? toOption(entry, upc) : null;
}

/** The shopper's cart when one is remembered, without creating one; null when there is none or it is gone. */
async function rememberedCart(session: RequestSession, store: Store, signal?: AbortSignal): Promise<Cart | null> {
  const cartId = session.getCartId(store.siteId);
  if (!cartId) return null;
  try {
    return await session
      .api({ siteId: store.siteId, locale: store.locale })
      .cart.getCart(cartId, undefined, signal ? { signal } : {});
  } catch {
    return null;
  }
}

/** The cart lines picked up at `storeId`. */
function pickupLinesAt(cart: Cart | null, storeId: string): Cart['items'] {
  return (cart?.items ?? []).filter((item) => {
    const selected = item.shippingOptions?.find((option) => option.selected);
    return selected?.shippingMethod?.code === 'pickup' && selected.storeInfo?.id === storeId;
  });
}

const count = (value: string | null) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 && parsed < 1000 ? parsed : 0;
};

/**
 * Loads the product page's pickup section for the selected variant (`upc`, null without a size) from the URL
 * (`pickup=1`, `near`, `confirmStore`, `pickupNotice` with the `moved`/`shipped`/`kept` line counts) and the
 * remembered store (its stock and ship-to-store estimate, looked up by id). A failing search becomes a
 * message in the chooser, never a failed page.
 *
 * @example
 * const pickup = await loadPickup(session, store, request, '194000000001', t);
 */
export async function loadPickup(
  session: RequestSession,
  store: Store,
  request: Request,
  upc: string | null,
  t: Pick<StoresMessages, 'pickupNoStores' | 'pickupPlaceNeeded'>,
): Promise<PickupView> {
  const url = new URL(request.url);
  const remembered = readChosenStore(request);
  const open = url.searchParams.get('pickup') === '1';
  const near = placeOf(url.searchParams.get('near'));
  const noticeParam = url.searchParams.get('pickupNotice');
  const notice = noticeParam === 'chosen' || noticeParam === 'changed' ? noticeParam : null;
  let stores: PickupStoreOption[] | null = null;
  let problem: string | null = null;
  if (open && near) {
    try {
      stores = await searchStores(session, store, near, upc, request.signal);
    } catch (error) {
      problem =
        isApiError(error) && error.status === 404
          ? t.pickupNoStores
          : errorMessageFor(error, errorCatalogueFor(store.locale));
    }
  } else if (open && url.searchParams.has('near')) {
    problem = t.pickupPlaceNeeded;
  }
  let chosen: PickupView['chosen'] = remembered
    ? { ...remembered, available: null, shipToStore: null, path: null }
    : null;
  if (remembered) {
    // The remembered store's stock of the selected size and whether it takes ship-to-store orders.
    const listed = upc ? stores?.find((entry) => entry.id === remembered.id) : undefined;
    const found = listed ?? (await storeById(session, store, remembered.id, upc, request.signal).catch(() => null));
    // Unknown (the lookup failed): the page still offers the store, and the cart checks stock on add.
    if (found) chosen = { ...remembered, available: found.available, shipToStore: found.shipToStore, path: found.path };
  }
  const confirmId = url.searchParams.get('confirmStore');
  const confirm = confirmId && stores ? (stores.find((entry) => entry.id === confirmId) ?? null) : null;
  const confirmCartLines =
    confirm && remembered
      ? pickupLinesAt(await rememberedCart(session, store, request.signal), remembered.id).length
      : 0;
  const moves: CartStoreMoves | null =
    notice === 'changed'
      ? {
          moved: count(url.searchParams.get('moved')),
          shipped: count(url.searchParams.get('shipped')),
          kept: count(url.searchParams.get('kept')),
        }
      : null;
  return { chosen, open, near, stores, problem, confirm, confirmCartLines, notice, moves };
}

/**
 * Moves the cart's pickup lines at `from` to the store `to` (spec §4 delivery change): as pickup when the store has
 * them, otherwise shipped there for free (ship to store), otherwise left as they were.
 */
async function moveCartPickupLines(
  session: RequestSession,
  store: Store,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CartStoreMoves> {
  const moves: CartStoreMoves = { moved: 0, shipped: 0, kept: 0 };
  const cart = await rememberedCart(session, store, signal);
  if (!cart) return moves;
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  // One line after the other: each change rewrites the same cart.
  for (const line of pickupLinesAt(cart, from)) {
    const change = async (code: 'pickup' | 'sts') => {
      // commerce-api takes the store of a line's delivery as `storeId`; the client's body type leaves it out.
      const body: ShippingMethodRequest & { storeId: string } = {
        cartId: cart.id,
        code,
        shippingId: line.id,
        shopperAppliedSM: true,
        storeId: to,
      };
      await api.checkout.setShippingMethod(body, signal ? { signal } : {});
    };
    try {
      await change('pickup');
      moves.moved += 1;
    } catch {
      try {
        await change('sts');
        moves.shipped += 1;
      } catch {
        moves.kept += 1;
      }
    }
  }
  return moves;
}

/**
 * The `chooseStore` intent of the product action route: checks the store against a fresh search of the place the
 * shopper typed, asks for confirmation before replacing a different remembered store, then remembers it in an
 * HttpOnly cookie, moves the cart's pickup lines at the old store to the new one, and goes back to the product page
 * saying the store was chosen or changed (and what happened to those lines). Always a redirect, so
 * the same code serves scripted and plain forms.
 *
 * @example
 * if (intent === 'chooseStore') return chooseStore(form, request, session, store, productUrl);
 */
export async function chooseStore(
  form: FormData,
  request: Request,
  session: RequestSession,
  store: Store,
  productPath: string,
): Promise<Response> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const storeId = field('storeId');
  const near = placeOf(field('near'));
  const back = new URL(productPath, request.url);
  for (const name of ['color', 'size']) {
    const value = field(name);
    if (/^[A-Za-z0-9 ._-]{1,20}$/.test(value)) back.searchParams.set(name, value);
  }
  const reopen = (extra: Record<string, string> = {}) => {
    back.searchParams.set('pickup', '1');
    if (near) back.searchParams.set('near', near);
    for (const [name, value] of Object.entries(extra)) back.searchParams.set(name, value);
    back.hash = 'pickup';
    return redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303 });
  };
  if (!STORE_ID.test(storeId) || !near) return reopen();
  let found: PickupStoreOption | undefined;
  try {
    found = (await searchStores(session, store, near, null, request.signal)).find((entry) => entry.id === storeId);
  } catch {
    found = undefined;
  }
  if (!found) return reopen();
  const current = readChosenStore(request);
  const changing = current !== null && current.id !== found.id;
  if (changing && field('confirm') !== '1') return reopen({ confirmStore: found.id });
  back.searchParams.set('pickupNotice', changing ? 'changed' : 'chosen');
  if (changing) {
    const moves = await moveCartPickupLines(session, store, current.id, found.id, request.signal);
    for (const [name, value] of Object.entries(moves)) if (value > 0) back.searchParams.set(name, String(value));
  }
  back.hash = 'pickup';
  return redirect(`${back.pathname}${back.search}${back.hash}`, {
    status: 303,
    headers: {
      'Set-Cookie': serializeCookie(PICKUP_COOKIE, `${found.id}|${found.name.slice(0, 120)}`, {
        maxAge: YEAR,
        secure: isHttps(request),
      }),
    },
  });
}

/**
 * How an "Add to cart" form asks to deliver (`delivery=pickup|sts`, at the remembered store): the add call's
 * `action` and store, null for home delivery, or `unavailable` when ship to store is asked of a store that does not
 * take it (checked against the API, since the form could name any delivery).
 *
 * @example
 * const delivery = await storeDeliveryForAdd(form, request, session, store); // { action: 'sts', storeId: '1001' }
 */
export async function storeDeliveryForAdd(
  form: FormData,
  request: Request,
  session: RequestSession,
  store: Store,
): Promise<{ action: 'pickup' | 'sts'; storeId: string } | null | 'unavailable'> {
  const delivery = form.get('delivery');
  if (delivery !== 'pickup' && delivery !== 'sts') return null;
  const remembered = readChosenStore(request);
  if (!remembered) return null;
  if (delivery === 'sts') {
    const found = await storeById(session, store, remembered.id, null, request.signal).catch(() => null);
    if (!found?.shipToStore) return 'unavailable';
  }
  return { action: delivery, storeId: remembered.id };
}
