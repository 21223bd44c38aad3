import { createApiTransport, createCartCalls } from '@switchback/api-client';
import { cartTextsFor, createCartLifecycle, type CartLifecycle } from '@switchback/cart';
import type { Locale } from './locales';

/** What {@link browserCartLifecycle} needs to know. */
export interface BrowserCartInput {
  /** The commerce site of the page (`siteId` of the locale layout). */
  siteId: string;
  locale: Locale;
  /** The cart the header's loader read (`cartId` of the locale layout); `null` when the shopper has none. */
  cartId: string | null;
}

/**
 * The cart lifecycle of `@switchback/cart` in the browser, for the mini cart's swr hooks: the api-client's cart
 * calls (only that area and its schemas, through `createApiTransport`) on the storefront's `/api` proxy, which adds
 * the shopper's token and identity headers on the server, so no token reaches the browser.
 *
 * The cart id stays in the session's HttpOnly cookie, which the browser cannot read: the lifecycle starts from the
 * id the header's loader handed over and keeps what it learns in memory only. That is why the mini cart reads
 * nothing when the shopper has no cart (a cart made here would be unknown to the server's cookie), and why adding
 * stays a route action. An invalid customer (AUT498) reloads the page after the lifecycle's 4 s, and the server's
 * own recovery takes over.
 *
 * @example
 * const lifecycle = browserCartLifecycle({ siteId: 'sb-us', locale: 'en-us', cartId: 'c1' });
 * await lifecycle.read();
 */
export function browserCartLifecycle({ siteId, locale, cartId }: BrowserCartInput): CartLifecycle {
  let id = cartId ?? undefined;
  const transport = createApiTransport({
    baseUrl: '/api',
    identity: { siteId, locale },
    localeHeaderMode: 'proxy',
  });
  return createCartLifecycle({
    api: { cart: createCartCalls(transport) },
    storage: {
      get: () => id,
      set: (next) => {
        id = next;
      },
      remove: () => {
        id = undefined;
      },
    },
    messages: cartTextsFor(locale).lifecycle,
    reload: () => window.location.reload(),
  });
}
