/**
 * Where the cart id is kept between visits. Only the id is persisted (spec §4 "Persisted locally: cart"): the cart
 * itself always comes from the API.
 *
 * @example
 * const storage: CartIdStorage = { get: () => cookies.get('cart'), set: (id) => cookies.set('cart', id), remove: () => cookies.delete('cart') };
 */
export interface CartIdStorage {
  get(): string | null | undefined;
  set(cartId: string): void;
  remove(): void;
}

/**
 * A cart id kept in memory (tests, server requests that hand the id on themselves).
 *
 * @example
 * const storage = memoryCartIdStorage('cart-1');
 * storage.get(); // 'cart-1'
 */
export function memoryCartIdStorage(initial?: string): CartIdStorage {
  let value = initial;
  return {
    get: () => value,
    set: (cartId) => {
      value = cartId;
    },
    remove: () => {
      value = undefined;
    },
  };
}

/**
 * A cart id kept in Web Storage (localStorage by default) under one key. Storage that throws (private mode, quota,
 * no `window`) degrades to "no stored cart" rather than breaking the page.
 *
 * @example
 * const storage = webCartIdStorage('sb-cart-sb-us');
 */
export function webCartIdStorage(
  key: string,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): CartIdStorage {
  const target = () => storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  return {
    get() {
      try {
        return target()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set(cartId) {
      try {
        target()?.setItem(key, cartId);
      } catch {
        // Not persisted: the next visit starts a new cart, which is the best that can be done.
      }
    },
    remove() {
      try {
        target()?.removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}
