// Vite replaces `import.meta.env.VITE_*` at build time; typed loosely so this file needs no Vite client types.
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

/**
 * Storefront cart settings (spec §2: "a mini cart dialog can open when a product is added, depending on
 * configuration"). Building with `VITE_MINI_CART_ON_ADD=false` turns the mini cart off.
 *
 * @example
 * if (CART_CONFIG.miniCartOnAdd) setOpen(true);
 */
export const CART_CONFIG = Object.freeze({
  miniCartOnAdd: env['VITE_MINI_CART_ON_ADD'] !== 'false',
});
