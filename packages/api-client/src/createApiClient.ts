import { createAnalyticsCalls, type AnalyticsCalls } from './calls/analyticsCalls';
import { createAuthCalls, type AuthCalls } from './calls/authCalls';
import { createCartCalls, type CartCalls } from './calls/cartCalls';
import { createCheckoutCalls, type CheckoutCalls } from './calls/checkoutCalls';
import { createConsumerCalls, type ConsumerCalls } from './calls/consumerCalls';
import { createContentCalls, type ContentCalls } from './calls/contentCalls';
import { createEngineCalls, type EngineCalls } from './calls/engineCalls';
import { createExperimentCalls, type ExperimentCalls } from './calls/experimentCalls';
import { createFrontendCalls, type FrontendCalls } from './calls/frontendCalls';
import { createProductCalls, type ProductCalls } from './calls/productCalls';
import { createSocialCalls, type SocialCalls } from './calls/socialCalls';
import { createStoreCalls, type StoreCalls } from './calls/storeCalls';
import { createUtilityCalls, type UtilityCalls } from './calls/utilityCalls';
import { createWishlistCalls, type WishlistCalls } from './calls/wishlistCalls';
import { createTransport, resolveOptions, type ApiClientOptions, type Transport } from './createTransport';

/**
 * A client for the commerce API, its calls grouped by the areas of spec §7.
 *
 * @example
 * const { auth, cart, checkout, consumer, content, products } = createApiClient(options);
 */
export interface ApiClient {
  auth: AuthCalls;
  cart: CartCalls;
  checkout: CheckoutCalls;
  consumer: ConsumerCalls;
  utilities: UtilityCalls;
  stores: StoreCalls;
  products: ProductCalls;
  wishlists: WishlistCalls;
  social: SocialCalls;
  engine: EngineCalls;
  analytics: AnalyticsCalls;
  experiments: ExperimentCalls;
  content: ContentCalls;
  frontend: FrontendCalls;
}

/**
 * The transport every area is built on: one per identity, with the client's options (base URL, identity, token
 * getter, retries, debounce, response validation). Hand it to the area factories (`createCartCalls(transport)`)
 * when a bundle should carry only the areas it uses.
 *
 * @example
 * const transport = createApiTransport({ baseUrl: '/api', identity: { siteId: 'sb-us', locale: 'en-us' }, localeHeaderMode: 'proxy' });
 * const cart = createCartCalls(transport);
 */
export function createApiTransport(options: ApiClientOptions): Transport {
  return createTransport(resolveOptions(options));
}

/**
 * Creates a client with every area. It holds no global state: make one per identity (a server makes one per
 * request, with that shopper's token getter), in a browser, in Node or in a test. A browser bundle that needs a
 * few areas can build them from {@link createApiTransport} instead, and leave the other areas' schemas out.
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
  const socialSend = createTransport({
    ...resolved,
    baseUrl: options.socialBaseUrl ?? `${options.baseUrl.replace(/\/+$/, '')}/social`,
  });
  return {
    auth: createAuthCalls(send, resolved),
    cart: createCartCalls(send),
    checkout: createCheckoutCalls(send),
    consumer: createConsumerCalls(send),
    utilities: createUtilityCalls(send),
    stores: createStoreCalls(send),
    products: createProductCalls(send),
    wishlists: createWishlistCalls(send),
    social: createSocialCalls(socialSend),
    engine: createEngineCalls(send),
    analytics: createAnalyticsCalls(send),
    experiments: createExperimentCalls(send),
    content: createContentCalls(send, resolved),
    frontend: createFrontendCalls(send),
  };
}
