import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import { cartSchema, type Cart } from '../schemas/cartSchema';

/**
 * Query of `GET /cart/v1/cart/{basketId}` (spec §7).
 *
 * @example
 * await client.cart.getCart(id, { inventorySupplyCheck: true });
 */
export interface GetCartQuery {
  favStoreId?: string;
  isPatchRequired?: boolean;
  inventorySupplyCheck?: boolean;
}

/**
 * Options of `cart.createCart`: request options plus the cart query.
 *
 * @example
 * await client.cart.createCart({ query: { favStoreId: '1001' }, signal });
 */
export interface CreateCartOptions extends RequestOptions {
  query?: GetCartQuery;
}

/**
 * A gift option of a line (spec §3).
 *
 * @example
 * const gift: GiftOption = { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' };
 */
export interface GiftOption {
  to?: string;
  email?: string;
  message?: string;
}

/**
 * Body of `POST /cart/v1/item` and `POST /cart/v1/cartWithItem` (spec §7 add: cartId, productId, upc, qty, maxQty,
 * customAmount, storeId, recipeId, precreatedCustomsCode, productImageURL, pdpUrl, gift option).
 *
 * @example
 * const line: AddItemRequest = { cartId, productId: 'SB10000001', upc: '194000000001', qty: 1 };
 */
export interface AddItemRequest {
  cartId?: string;
  productId: string;
  upc?: string;
  /** Spec §9: 1 when not given. */
  qty?: number;
  /** Spec §9: 999999 when not given. */
  maxQty?: number;
  customAmount?: number;
  storeId?: string;
  recipeId?: string;
  precreatedCustomsCode?: string;
  productImageURL?: string;
  pdpUrl?: string;
  giftOption?: GiftOption;
}

/**
 * Query of `POST /cart/v1/item`: `action=pickup` with the favourite store adds the line for pickup; `action=sts`
 * ships it to that store (spec §3 method code sts).
 *
 * @example
 * const query: AddItemQuery = { action: 'pickup', favStoreId: '1001' };
 */
export interface AddItemQuery {
  action?: 'pickup' | 'sts';
  favStoreId?: string;
}

/**
 * Body of `DELETE /cart/v1/item`.
 *
 * @example
 * const body: RemoveItemRequest = { cartId, itemId: line.id, upc: line.upc ?? undefined };
 */
export interface RemoveItemRequest {
  cartId: string;
  itemId: string;
  upc?: string;
}

/**
 * Body of `PUT /cart/v1/cart/{basketId}/item`.
 *
 * @example
 * const body: UpdateItemRequest = { cartId, itemId: line.id, productId: line.productId, qty: 2 };
 */
export interface UpdateItemRequest {
  cartId: string;
  itemId: string;
  productId?: string;
  qty?: number;
  maxQty?: number;
  upc?: string;
  storeId?: string;
  recipeId?: string;
}

/**
 * Body of the saved-for-later moves: which line (or saved item) of which cart.
 *
 * @example
 * const body: SaveForLaterRequest = { cartId, itemId: line.id };
 */
export interface SaveForLaterRequest {
  cartId?: string;
  itemId: string;
  productId?: string;
  upc?: string;
  qty?: number;
}

/**
 * Cart calls (spec §7 "Cart and checkout", the cart half; the checkout half is `checkout.*`).
 *
 * @example
 * const cart = await client.cart.createCart();
 * await client.cart.addItem({ cartId: cart.id, productId: 'SB10000001', upc: '194000000001', qty: 1 });
 */
export interface CartCalls {
  /** `POST /cart/v1/cart`: the consumer's cart, created when there is none. */
  createCart(options?: CreateCartOptions): Promise<Cart>;
  /** `POST /cart/v1/cartWithItem` (query, body): a cart created with its first line. */
  createCartWithItem(
    body: AddItemRequest,
    query?: GetCartQuery & AddItemQuery,
    options?: RequestOptions,
  ): Promise<Cart>;
  /** `GET /cart/v1/cart/{basketId}`; an unknown cart fails with `BSK404`. */
  getCart(basketId: string, query?: GetCartQuery, options?: RequestOptions): Promise<Cart>;
  /** `POST /cart/v1/item` (query `action=pickup|sts`, `favStoreId`). */
  addItem(body: AddItemRequest, query?: AddItemQuery, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v1/item` (cartId, itemId, upc). */
  removeItem(body: RemoveItemRequest, options?: RequestOptions): Promise<Cart>;
  /** `PUT /cart/v1/cart/{basketId}/item`. With `{ debounce: true }`, rapid updates of one line coalesce. */
  updateItem(basketId: string, body: UpdateItemRequest, options?: RequestOptions): Promise<Cart>;
  /** `PUT /cart/v1/coupon` (cartId, code). */
  applyCoupon(body: { cartId: string; code: string }, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v1/coupon` (cartId, code). */
  removeCoupon(body: { cartId: string; code: string }, options?: RequestOptions): Promise<Cart>;
  /** `PUT /cart/v2/saveForLater`: moves a line of the cart to the saved-for-later list. */
  saveForLater(body: SaveForLaterRequest, options?: RequestOptions): Promise<Cart>;
  /** `POST /cart/v2/cart/{basketId}/saveForLater`: moves a saved item back into the cart. */
  moveSavedItemToCart(basketId: string, body: SaveForLaterRequest, options?: RequestOptions): Promise<Cart>;
  /** `DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId}`. */
  removeSavedItem(saveForLaterId: string, itemId: string, options?: RequestOptions): Promise<Acknowledgement>;
}

/**
 * Creates the `cart` area on a transport; tree-shakes with its schemas when unused.
 *
 * @example
 * const cart = createCartCalls(createApiTransport({ baseUrl: '/api', identity, localeHeaderMode: 'proxy' }));
 * await cart.getCart(basketId);
 */
export function createCartCalls(send: Transport): CartCalls {
  return {
    createCart(options) {
      return send({
        call: 'cart.createCart',
        method: 'POST',
        path: '/cart/v1/cart',
        query: { ...options?.query },
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    createCartWithItem(body, query, options) {
      return send({
        call: 'cart.createCartWithItem',
        method: 'POST',
        path: '/cart/v1/cartWithItem',
        query: { ...query },
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    getCart(basketId, query, options) {
      return send({
        call: 'cart.getCart',
        method: 'GET',
        path: path`/cart/v1/cart/${basketId}`,
        query: { ...query },
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    addItem(body, query, options) {
      return send({
        call: 'cart.addItem',
        method: 'POST',
        path: '/cart/v1/item',
        query: { ...query },
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removeItem(body, options) {
      return send({
        call: 'cart.removeItem',
        method: 'DELETE',
        path: '/cart/v1/item',
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    updateItem(basketId, body, options) {
      return send({
        call: 'cart.updateItem',
        method: 'PUT',
        path: path`/cart/v1/cart/${basketId}/item`,
        body,
        schema: cartSchema,
        // Quantity steppers of different lines must not swallow each other.
        debounceKey: body.itemId,
        ...fromRequestOptions(options),
      });
    },
    applyCoupon(body, options) {
      return send({
        call: 'cart.applyCoupon',
        method: 'PUT',
        path: '/cart/v1/coupon',
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removeCoupon(body, options) {
      return send({
        call: 'cart.removeCoupon',
        method: 'DELETE',
        path: '/cart/v1/coupon',
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    saveForLater(body, options) {
      return send({
        call: 'cart.saveForLater',
        method: 'PUT',
        path: '/cart/v2/saveForLater',
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    moveSavedItemToCart(basketId, body, options) {
      return send({
        call: 'cart.moveSavedItemToCart',
        method: 'POST',
        path: path`/cart/v2/cart/${basketId}/saveForLater`,
        body,
        schema: cartSchema,
        ...fromRequestOptions(options),
      });
    },
    removeSavedItem(saveForLaterId, itemId, options) {
      return send({
        call: 'cart.removeSavedItem',
        method: 'DELETE',
        path: path`/cart/v2/saveForLater/${saveForLaterId}/items/${itemId}`,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
  };
}
