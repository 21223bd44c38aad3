import { createAuthCalls, type AuthCalls } from './calls/authCalls';
import { createCartCalls, type CartCalls } from './calls/cartCalls';
import { createContentCalls, type ContentCalls } from './calls/contentCalls';
import { createUtilityCalls, type UtilityCalls } from './calls/utilityCalls';
import { createTransport, resolveOptions, type ApiClientOptions } from './createTransport';

/**
 * A client for the commerce API, its calls grouped by the areas of spec §7.
 *
 * @example
 * const { auth, cart, content, utilities } = createApiClient(options);
 */
export interface ApiClient {
  auth: AuthCalls;
  cart: CartCalls;
  content: ContentCalls;
  utilities: UtilityCalls;
}

/**
 * Creates a client. It holds no global state: make one per identity (a server makes one per request, with that
 * shopper's token getter), in a browser, in Node or in a test.
 *
 * @example
 * const client = createApiClient({
 *   baseUrl: 'http://127.0.0.1:4000',
 *   identity: { siteId: 'sb-us', locale: 'en-us', clientApp: 'storefront' },
 *   getAccessToken: () => session.accessToken,
 * });
 * const cart = await client.cart.createCart();
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const resolved = resolveOptions(options);
  const send = createTransport(resolved);
  return {
    auth: createAuthCalls(send, resolved),
    cart: createCartCalls(send),
    content: createContentCalls(send, resolved),
    utilities: createUtilityCalls(send),
  };
}
