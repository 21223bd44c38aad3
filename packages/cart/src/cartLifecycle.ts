import {
  hasErrorId,
  type AddItemQuery,
  type AddItemRequest,
  type Cart,
  type CartCalls,
  type CartItem,
  type CheckoutCalls,
  type GetCartQuery,
  type SaveForLaterRequest,
} from '@switchback/api-client';
import { DEFAULT_ADD_QUANTITY, INVALID_CUSTOMER_RELOAD_MS } from './cartConstants';
import type { CartIdStorage } from './cartIdStorage';

/**
 * The API calls the lifecycle uses: the cart area of an api-client, and the checkout area's shipping method call
 * for per-line delivery changes.
 *
 * @example
 * const api: CartLifecycleApi = createApiClient(options);
 */
export interface CartLifecycleApi {
  cart: CartCalls;
  checkout?: Pick<CheckoutCalls, 'setShippingMethod'>;
}

/**
 * Something the shopper should be told about the cart as a whole (spec §4): a merge after sign-in, the
 * out-of-stock check that follows it, an invalid-customer reset, an expired cart.
 *
 * @example
 * const onNotice = (notice: CartNotice) => toasts.add(notice.message, { tone: notice.tone });
 */
export interface CartNotice {
  type: 'merged' | 'outOfStock' | 'invalidCustomer' | 'cartExpired';
  message: string;
  tone: 'info' | 'error';
}

/**
 * The lifecycle's own sentences; apps translate them.
 *
 * @example
 * const messages: Partial<CartLifecycleMessages> = { cartExpired: 'Votre panier a expiré.' };
 */
export interface CartLifecycleMessages {
  merged: string;
  outOfStock: string;
  invalidCustomer: string;
  cartExpired: string;
}

/** English defaults of {@link CartLifecycleMessages}. */
export const DEFAULT_LIFECYCLE_MESSAGES: CartLifecycleMessages = Object.freeze({
  merged: 'Items from your previous visit have been added to your cart.',
  outOfStock: 'Some items in your cart are out of stock. Your cart has been updated.',
  invalidCustomer: 'Your session is no longer valid. We kept your items in a new cart; the page will reload.',
  cartExpired: 'Your cart has expired. Please add your items again.',
});

/**
 * What {@link createCartLifecycle} needs.
 *
 * @example
 * const options: CartLifecycleOptions = { api: client, storage: webCartIdStorage('sb-cart'), onNotice: showToast, reload: () => location.reload() };
 */
export interface CartLifecycleOptions {
  api: CartLifecycleApi;
  storage: CartIdStorage;
  /** Told about merges, out-of-stock checks, invalid-customer resets and expired carts. */
  onNotice?: (notice: CartNotice) => void;
  /** Reloads the page (4 s after an invalid-customer reset). */
  reload?: () => void;
  /** Makes a fresh session after an invalid customer (a new guest token), before the new cart is created. */
  resetSession?: () => Promise<void>;
  /** Injectable timer (tests use fake timers); `setTimeout` by default. */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  messages?: Partial<CartLifecycleMessages>;
  /** Query sent with every cart read (favourite store for pickup options). */
  readQuery?: GetCartQuery;
}

/**
 * Thrown when adding to a freshly created cart fails as well (spec §4): the shopper has been shown the
 * cart-expired message; `cause` is the API error of the retry.
 *
 * @example
 * catch (error) { if (error instanceof CartExpiredError) return; }
 */
export class CartExpiredError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartExpiredError';
  }
}

/**
 * The cart lifecycle of spec §4, framework-free: every call the storefront makes on a cart goes through it.
 *
 * @example
 * const lifecycle = createCartLifecycle({ api: client, storage });
 * const cart = await lifecycle.addItem({ productId: 'SB10000001', upc: '194000000001' });
 */
export interface CartLifecycle {
  /** The stored cart id, if any. */
  cartId(): string | undefined;
  /** The shopper's cart; created when none is stored or the stored one is gone (BSK404 / CART_NOT_FOUND). */
  read(query?: GetCartQuery): Promise<Cart>;
  /** Adds a line (quantity 1 unless given); on cart-not-found a fresh cart is created and the add retried once. */
  addItem(body: Omit<AddItemRequest, 'cartId'>, query?: AddItemQuery): Promise<Cart>;
  /** Sets a line's quantity. */
  updateQuantity(item: Pick<CartItem, 'id' | 'productId' | 'upc' | 'maxQty'>, qty: number): Promise<Cart>;
  /** Removes a line. */
  removeItem(item: Pick<CartItem, 'id' | 'upc'>): Promise<Cart>;
  applyCoupon(code: string): Promise<Cart>;
  removeCoupon(code: string): Promise<Cart>;
  /** Moves a line to the saved-for-later list. */
  saveForLater(itemId: string): Promise<Cart>;
  /** Moves a saved item back into the cart. */
  moveToCart(saveForLaterItemId: string, saveForLaterId?: string): Promise<Cart>;
  /** Changes how one line is delivered: `standard` (home), `pickup` or `sts` at `storeId`. */
  setDeliveryMethod(itemId: string, code: 'standard' | 'pickup' | 'sts', storeId?: string): Promise<Cart>;
  /** Forgets the stored cart: on logout, after a sign-in merge and after an order is placed (spec §4). */
  reset(reason: 'logout' | 'signInMerge' | 'orderPlaced'): void;
  /**
   * After a sign-in that handed the guest cart over: forgets the guest cart, reads the account's (merged) cart,
   * shows the merged notice when the guest cart had items, and runs the out-of-stock check when the merge made the
   * item count rise above the guest cart's.
   */
  afterSignIn(guestItemCount: number): Promise<Cart>;
  /**
   * Invalid customer (INVALID_CUSTOMER / AUT498): removes the stored cart, makes a new session and cart holding the
   * kept items, shows an error notice and reloads the page after 4 s.
   */
  recoverInvalidCustomer(keptItems: readonly CartItem[]): Promise<Cart | undefined>;
}

const NOT_FOUND_IDS = ['CART_NOT_FOUND', 'BSK404'] as const;
const INVALID_CUSTOMER_IDS = ['INVALID_CUSTOMER', 'AUT498'] as const;

/**
 * True for the cart-not-found errors of spec §8 (`CART_NOT_FOUND`, `BSK404`), whichever entry of `errorDetails` holds it.
 *
 * @example
 * if (isCartNotFound(error)) storage.remove();
 */
export function isCartNotFound(error: unknown): boolean {
  return hasErrorId(error, ...NOT_FOUND_IDS);
}

/**
 * True for the invalid-customer errors of spec §8 (`INVALID_CUSTOMER`, `AUT498`), whichever entry of `errorDetails` holds it.
 *
 * @example
 * if (isInvalidCustomer(error)) await lifecycle.recoverInvalidCustomer(cart.items);
 */
export function isInvalidCustomer(error: unknown): boolean {
  return hasErrorId(error, ...INVALID_CUSTOMER_IDS);
}

/** What an add of an existing line needs to be added again elsewhere. */
function keptItemRequest(item: CartItem): Omit<AddItemRequest, 'cartId'> {
  return {
    productId: item.productId,
    qty: item.qty,
    ...(item.upc ? { upc: item.upc } : {}),
    ...(item.maxQty ? { maxQty: item.maxQty } : {}),
    ...(item.customAmount ? { customAmount: item.customAmount } : {}),
    ...(item.recipeId ? { recipeId: item.recipeId } : {}),
    ...(item.giftOption ? { giftOption: clean(item.giftOption) } : {}),
  };
}

function clean(gift: NonNullable<CartItem['giftOption']>): { to?: string; email?: string; message?: string } {
  return {
    ...(gift.to ? { to: gift.to } : {}),
    ...(gift.email ? { email: gift.email } : {}),
    ...(gift.message ? { message: gift.message } : {}),
  };
}

/**
 * Creates the cart lifecycle over an api-client and a cart id storage.
 *
 * @example
 * const lifecycle = createCartLifecycle({
 *   api: createApiClient({ baseUrl: '/api', identity }),
 *   storage: webCartIdStorage('sb-cart-sb-us'),
 *   onNotice: (notice) => toasts.add(notice.message),
 *   reload: () => window.location.reload(),
 * });
 * await lifecycle.read();
 */
export function createCartLifecycle(options: CartLifecycleOptions): CartLifecycle {
  const { api, storage } = options;
  const messages = { ...DEFAULT_LIFECYCLE_MESSAGES, ...options.messages };
  const notify = (type: CartNotice['type'], tone: CartNotice['tone']) =>
    options.onNotice?.({ type, tone, message: messages[type] });
  const schedule = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  // The items of the last cart seen: what an invalid-customer reset keeps.
  let lastItems: readonly CartItem[] = [];
  let recovering: Promise<Cart | undefined> | undefined;

  const remember = (cart: Cart): Cart => {
    if (storage.get() !== cart.id) storage.set(cart.id);
    lastItems = cart.items;
    return cart;
  };

  async function create(): Promise<Cart> {
    return remember(await api.cart.createCart(options.readQuery ? { query: options.readQuery } : undefined));
  }

  async function read(query?: GetCartQuery): Promise<Cart> {
    const id = storage.get();
    if (id) {
      try {
        return remember(await api.cart.getCart(id, { ...options.readQuery, ...query }));
      } catch (error) {
        if (!isCartNotFound(error)) throw error;
        storage.remove();
      }
    }
    return create();
  }

  async function currentId(): Promise<string> {
    return storage.get() ?? (await create()).id;
  }

  /** Runs a change; an invalid customer starts the recovery before the error goes on to the caller. */
  async function guarded(change: (cartId: string) => Promise<Cart>): Promise<Cart> {
    try {
      return remember(await change(await currentId()));
    } catch (error) {
      if (isInvalidCustomer(error)) void lifecycle.recoverInvalidCustomer(lastItems);
      throw error;
    }
  }

  const lifecycle: CartLifecycle = {
    cartId: () => storage.get() ?? undefined,
    read: (query) =>
      read(query).catch((error: unknown) => {
        if (isInvalidCustomer(error)) void lifecycle.recoverInvalidCustomer(lastItems);
        throw error;
      }),
    async addItem(body, query) {
      const line = { ...body, qty: body.qty ?? DEFAULT_ADD_QUANTITY };
      try {
        return await guarded((cartId) => api.cart.addItem({ ...line, cartId }, query));
      } catch (error) {
        if (!isCartNotFound(error)) throw error;
      }
      // Spec §4: the cart is gone; a fresh one is created and the add retried once.
      storage.remove();
      try {
        const fresh = await create();
        return remember(await api.cart.addItem({ ...line, cartId: fresh.id }, query));
      } catch (error) {
        notify('cartExpired', 'error');
        throw new CartExpiredError(messages.cartExpired, { cause: error });
      }
    },
    updateQuantity(item, qty) {
      return guarded((cartId) =>
        api.cart.updateItem(cartId, {
          cartId,
          itemId: item.id,
          productId: item.productId,
          qty,
          ...(item.upc ? { upc: item.upc } : {}),
          ...(item.maxQty ? { maxQty: item.maxQty } : {}),
        }),
      );
    },
    removeItem(item) {
      return guarded((cartId) =>
        api.cart.removeItem({ cartId, itemId: item.id, ...(item.upc ? { upc: item.upc } : {}) }),
      );
    },
    applyCoupon(code) {
      return guarded((cartId) => api.cart.applyCoupon({ cartId, code: code.trim() }));
    },
    removeCoupon(code) {
      return guarded((cartId) => api.cart.removeCoupon({ cartId, code }));
    },
    saveForLater(itemId) {
      return guarded((cartId) => api.cart.saveForLater({ cartId, itemId }));
    },
    moveToCart(itemId, saveForLaterId) {
      // commerce-api narrows the move to one list with `saveForLaterId`; the client's body type leaves it open.
      const body: SaveForLaterRequest & { saveForLaterId?: string } = {
        itemId,
        ...(saveForLaterId ? { saveForLaterId } : {}),
      };
      return guarded((cartId) => api.cart.moveSavedItemToCart(cartId, body));
    },
    setDeliveryMethod(itemId, code, storeId) {
      const checkout = api.checkout;
      if (!checkout) return Promise.reject(new Error('setDeliveryMethod needs the checkout area of the api-client'));
      const body = {
        code,
        shippingId: itemId,
        shopperAppliedSM: true,
        ...(code !== 'standard' && storeId ? { storeId } : {}),
      };
      return guarded((cartId) => checkout.setShippingMethod({ cartId, ...body }));
    },
    reset() {
      storage.remove();
      lastItems = [];
    },
    async afterSignIn(guestItemCount) {
      lifecycle.reset('signInMerge');
      let cart = await create();
      if (guestItemCount > 0) notify('merged', 'info');
      if (cart.totalItems > guestItemCount) {
        // Lines from the account's cart may have sold out since they were added: the supply check settles them.
        cart = remember(await api.cart.getCart(cart.id, { ...options.readQuery, inventorySupplyCheck: true }));
        if ((cart.notificationList?.length ?? 0) > 0) notify('outOfStock', 'error');
      }
      return cart;
    },
    recoverInvalidCustomer(keptItems) {
      // Parallel failures of one page share one recovery.
      recovering ??= (async () => {
        storage.remove();
        notify('invalidCustomer', 'error');
        schedule(() => options.reload?.(), INVALID_CUSTOMER_RELOAD_MS);
        try {
          await options.resetSession?.();
          let cart = await create();
          for (const item of keptItems)
            cart = remember(await api.cart.addItem({ ...keptItemRequest(item), cartId: cart.id }));
          return cart;
        } catch {
          notify('cartExpired', 'error');
          return undefined;
        }
      })().finally(() => {
        recovering = undefined;
      });
      return recovering;
    },
  };
  return lifecycle;
}
