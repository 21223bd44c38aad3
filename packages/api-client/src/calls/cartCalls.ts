import type { RequestOptions, Transport } from '../createTransport';
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
 * Cart and checkout calls (spec §7). Items, coupons, shipping, payment and order placement join this group.
 *
 * @example
 * const cart = await client.cart.createCart();
 * const same = await client.cart.getCart(cart.id);
 */
export interface CartCalls {
  /** `POST /cart/v1/cart`: the consumer's cart, created when there is none. */
  createCart(options?: RequestOptions): Promise<Cart>;
  /** `GET /cart/v1/cart/{basketId}`; an unknown cart fails with `BSK404`. */
  getCart(basketId: string, query?: GetCartQuery, options?: RequestOptions): Promise<Cart>;
}

export function createCartCalls(send: Transport): CartCalls {
  return {
    createCart(requestOptions) {
      return send({ call: 'cart.createCart', method: 'POST', path: '/cart/v1/cart', schema: cartSchema, signal: requestOptions?.signal });
    },
    getCart(basketId, query, requestOptions) {
      return send({
        call: 'cart.getCart',
        method: 'GET',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        query: { ...query },
        schema: cartSchema,
        signal: requestOptions?.signal,
      });
    },
  };
}
