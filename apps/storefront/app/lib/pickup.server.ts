import { errorMessageFor, isApiError } from '@switchback/api-client';
import { redirect } from 'react-router';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import type { Messages } from './messages';
import type { ChosenStore, PickupStoreOption, PickupView } from './pickup';
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

async function searchStores(session: RequestSession, store: Store, near: string, upc: string | null, signal?: AbortSignal): Promise<PickupStoreOption[]> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const place = /\d/.test(near) ? { postalCode: near.slice(0, 10) } : { city: near };
  const answer = await api.stores.search({ ...place, service: 'pickup', limit: 10, ...(upc ? { upcs: [upc], qty: 1 } : {}) }, signal ? { signal } : {});
  return answer.stores.flatMap((entry) => {
    const loose = entry as Loose;
    const id = typeof loose.id === 'string' ? loose.id : null;
    if (!id) return [];
    const address = (loose.address ?? {}) as Loose;
    const stock = Array.isArray(loose.inventory) ? ((loose.inventory as Loose[]).find((row) => row.upc === upc) ?? null) : null;
    return [
      {
        id,
        name: typeof loose.name === 'string' ? loose.name : id,
        address: [address.addressLine1, address.city, address.postalCode].filter((part) => typeof part === 'string').join(', '),
        distanceKm: typeof loose.distanceKm === 'number' ? loose.distanceKm : null,
        quantity: stock && typeof stock.quantity === 'number' ? stock.quantity : null,
        available: stock ? stock.available === true : null,
      },
    ];
  });
}

/**
 * Loads the product page's pickup section for the selected variant (`upc`, null without a size) from the URL
 * (`pickup=1`, `near`, `confirmStore`, `pickupNotice`) and the remembered store. A failing search becomes a
 * message in the chooser, never a failed page.
 *
 * @example
 * const pickup = await loadPickup(session, store, request, '194000000001', t);
 */
export async function loadPickup(session: RequestSession, store: Store, request: Request, upc: string | null, t: Messages): Promise<PickupView> {
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
      problem = isApiError(error) && error.status === 404 ? t.pickupNoStores : errorMessageFor(error);
    }
  } else if (open && url.searchParams.has('near')) {
    problem = t.pickupPlaceNeeded;
  }
  let chosen: PickupView['chosen'] = remembered ? { ...remembered, available: null } : null;
  if (remembered && upc) {
    // The remembered store's stock: search around its own name's place is not possible, so look it up by id
    // among the stores near the searched place, or ask for it directly.
    const listed = stores?.find((entry) => entry.id === remembered.id);
    if (listed) chosen = { ...remembered, available: listed.available };
    else {
      try {
        const api = session.api({ siteId: store.siteId, locale: store.locale });
        const answer = await api.stores.search({ service: 'pickup', limit: 50, upcs: [upc], qty: 1 }, { signal: request.signal });
        const match = answer.stores.find((entry) => (entry as Loose).id === remembered.id) as Loose | undefined;
        const stock = Array.isArray(match?.inventory) ? (match.inventory as Loose[])[0] : undefined;
        chosen = { ...remembered, available: stock ? stock.available === true : null };
      } catch {
        // Unknown stock: the page still offers the store, and the cart checks stock on add.
      }
    }
  }
  const confirmId = url.searchParams.get('confirmStore');
  const confirm = confirmId && stores ? (stores.find((entry) => entry.id === confirmId) ?? null) : null;
  return { chosen, open, near, stores, problem, confirm, notice };
}

/**
 * The `chooseStore` intent of the product action route: checks the store against a fresh search of the place the
 * shopper typed, asks for confirmation before replacing a different remembered store, then remembers it in an
 * HttpOnly cookie and goes back to the product page saying the store was chosen or changed. Always a redirect, so
 * the same code serves scripted and plain forms.
 *
 * @example
 * if (intent === 'chooseStore') return chooseStore(form, request, session, store, productUrl);
 */
export async function chooseStore(form: FormData, request: Request, session: RequestSession, store: Store, productPath: string): Promise<Response> {
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
  if (current && current.id !== found.id && field('confirm') !== '1') return reopen({ confirmStore: found.id });
  back.searchParams.set('pickupNotice', current && current.id !== found.id ? 'changed' : 'chosen');
  back.hash = 'pickup';
  return redirect(`${back.pathname}${back.search}${back.hash}`, {
    status: 303,
    headers: { 'Set-Cookie': serializeCookie(PICKUP_COOKIE, `${found.id}|${found.name.slice(0, 120)}`, { maxAge: YEAR, secure: isHttps(request) }) },
  });
}

/**
 * The store an "Add to cart" form asks to pick up at (`delivery=pickup`), which must be the remembered one.
 *
 * @example
 * const pickupAt = pickupStoreForAdd(form, request); // '1001' or null for home delivery
 */
export function pickupStoreForAdd(form: FormData, request: Request): string | null {
  if (form.get('delivery') !== 'pickup') return null;
  return readChosenStore(request)?.id ?? null;
}
