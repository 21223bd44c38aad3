/**
 * The localStorage key under which a promo bar remembers that it was closed (a module of its own: the shop reads it
 * before the promo bar's code has come).
 *
 * @example
 * promoBarStorageKey('promo'); // 'sb-promo-bar-closed:promo'
 */
export function promoBarStorageKey(id: string): string {
  return `sb-promo-bar-closed:${id}`;
}
