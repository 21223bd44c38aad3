// The React side of the cart: swr hooks over a cart lifecycle. A separate entry (`@switchback/cart/react`) so an app
// without React installs and loads `@switchback/cart` with neither react nor swr.
export { CART_KEY, useCart, useCartMutations, withoutItem, withQuantity } from './useCart';
export type { CartMutations, UseCartOptions } from './useCart';
