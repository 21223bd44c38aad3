import {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiIdentity,
  type AuthSession,
} from '@switchback/api-client';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import { noteProductWrite } from './productWrites.server';
import { retryIdempotentOnReset } from './upstreamPool.server';
import { CLIENT_IP_HEADER, clientAddress } from './clientAddress.server';

/** Names of the session cookies. Their values are credentials: HttpOnly, never rendered, never sent to scripts. */
export const SESSION_COOKIES = {
  accessToken: 'sb_at',
  refreshToken: 'sb_rt',
  /** `{consumerType}:{consumerNo}` of the token holder (spec §4 keeps these two facts, never a token). */
  consumer: 'sb_who',
  /** The store associate's buy-in-store session (spec §3), JSON. */
  buyInStore: 'sb_bis',
  /** A one-time notice for the next page (e.g. the sign-in confirmation), read once then cleared. */
  flash: 'sb_flash',
} as const;

/** How long a one-time notice waits for the page that shows it. */
const FLASH_S = 60;

/**
 * Who holds the session: the consumer number and type of the last token answer.
 *
 * @example
 * const shopper: SessionConsumer = { consumerNo: 'C100000007', consumerType: 'REGISTERED' };
 */
export interface SessionConsumer {
  consumerNo: string;
  consumerType: string;
}

/**
 * A store associate's buy-in-store session (spec §3).
 *
 * @example
 * const bis: BuyInStoreInfo = { storeId: '1001', storeName: 'Switchback Denver Flagship', storeEmployeeId: 'E1001', storeEmployeeName: 'Taylor Brooks' };
 */
export interface BuyInStoreInfo {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

/** The cart id cookie of a site is `sb_cart_{siteId}`: a US cart (USD) is not a Canadian one (CAD). */
export const CART_COOKIE_PREFIX = 'sb_cart_';

const THIRTY_DAYS_S = 60 * 60 * 24 * 30;
/** The access cookie expires this much before the token, so a token is never sent in its last seconds. */
const EXPIRY_MARGIN_S = 30;
/** How long a refresh answer is shared with other requests that present the same refresh token. */
const REFRESH_SHARE_MS = 10_000;

/**
 * Server-wide settings of sessions: where commerce-api is and what identifies this server to it.
 *
 * @example
 * const sessions = createSessionFactory({ apiBaseUrl: 'http://127.0.0.1:4000', clientApp: 'storefront' });
 */
export interface SessionFactoryOptions {
  apiBaseUrl: string;
  /** Fetch used for commerce-api; the global one by default (tests intercept it). */
  fetch?: typeof globalThis.fetch;
  brand?: string;
  clientApp?: string;
  /** Identifies this server to commerce-api; never leaves the server. */
  accessKey?: string;
  previewAccessKey?: string;
  /** Injected into the api-client (token retry delay), for tests. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The shopper's session for one request. Tokens are read from and written to HttpOnly cookies only.
 *
 * @example
 * const session = sessions(request, { siteId: 'sb-us', locale: 'en-us' });
 * const cart = await session.api().cart.createCart();
 * response.headers.append('Set-Cookie', ...session.setCookieHeaders());
 */
export interface RequestSession {
  /** The site and locale this request is for. */
  readonly identity: ApiIdentity;
  /** True when the request came over https: cookies set alongside the session's must then be Secure too. */
  readonly secure: boolean;
  /**
   * The access token: from the cookie, else by refresh (when a refresh cookie exists) or as a new guest.
   * Parallel callers in one request share one token request.
   */
  getAccessToken(): Promise<string>;
  /**
   * `fetch` for commerce-api that, when a call sent with a bearer token is answered 401 `AUT432`, renews the
   * token once and replays the call. The caller sets the Authorization header itself.
   */
  fetch: typeof globalThis.fetch;
  /** An api-client on this session (bearer token, renewal on `AUT432`), for `identity` or this request's. */
  api(identity?: Partial<ApiIdentity>): ApiClient;
  /** The cart id remembered for a site. */
  getCartId(siteId: string): string | undefined;
  /** Remembers the cart id of a site. */
  setCartId(siteId: string, cartId: string): void;
  /** The Set-Cookie values this request has produced; the middleware appends them to the response. */
  setCookieHeaders(): string[];
  /** Who holds the session (consumer number and type), when a token answer has said so. */
  consumer(): SessionConsumer | undefined;
  /**
   * Adopts a session answered by a sign-in or sign-up token exchange: its tokens go into the HttpOnly cookies.
   * The remembered carts are forgotten (a new consumer cannot read them) unless `options.sameConsumer` says the
   * session is the same shopper's, renewed (after a password change, which ends every older session).
   */
  adopt(session: AuthSession, options?: { sameConsumer?: boolean }): void;
  /** The refresh token of this session (to revoke it at sign-out); never sent to the browser. */
  refreshToken(): string | undefined;
  /**
   * Session rotation (after an order): exchanges the refresh token for a new pair of the same consumer, which ends
   * the old pair in commerce-api, and puts the new one in the cookies. Carts stay (same consumer). Answers false
   * (the session unchanged) when there is no refresh token or the exchange fails: an order never fails for it.
   */
  rotate(): Promise<boolean>;
  /** Forgets every store of the shopper: cart ids, the buy-in-store session and the tokens. */
  clearStores(): void;
  /** The buy-in-store session of a store associate on this device. */
  buyInStore(): BuyInStoreInfo | undefined;
  /** Starts (a value) or ends (`null`) the buy-in-store session. */
  setBuyInStore(info: BuyInStoreInfo | null): void;
  /** Leaves a one-time notice for the next page. */
  setFlash(notice: string): void;
  /** Reads the one-time notice and clears it. */
  takeFlash(): string | undefined;
}

/**
 * Creates a session for a request.
 *
 * @example
 * const session = sessions(request, { siteId: 'sb-ca', locale: 'fr-ca' });
 */
export type SessionFactory = (
  request: Request,
  site: { siteId: string; locale: string },
  /** The request's socket address (`peerAddressContext`), forwarded to commerce-api as the shopper's. */
  peerAddress?: string | null,
) => RequestSession;

/**
 * Builds the per-request session factory. One factory lives for the server's lifetime; it shares refresh answers
 * between concurrent requests of the same shopper, because a refresh token may be single-use and two tabs
 * refreshing at once must not turn the second into a new guest (and lose the cart).
 *
 * @example
 * const sessions = createSessionFactory({ apiBaseUrl: process.env.COMMERCE_API_URL ?? 'http://127.0.0.1:4000' });
 */
export function createSessionFactory(options: SessionFactoryOptions): SessionFactory {
  const sharedRefreshes = new Map<string, Promise<AuthSession>>();
  // A GET whose keep-alive connection commerce-api closed at that moment is sent once more (upstreamPool.server.ts).
  const retrying = retryIdempotentOnReset((input, init) => (options.fetch ?? globalThis.fetch)(input, init));
  // A write to a product (review, vote, question) starts its new generation of shared reviews (productWrites.server.ts),
  // once it is done, whatever the answer.
  const baseFetch: typeof globalThis.fetch = async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    try {
      return await retrying(input, init);
    } finally {
      noteProductWrite(method, new URL(url, 'http://commerce-api.invalid'));
    }
  };

  function refreshShared(refreshToken: string, client: ApiClient): Promise<AuthSession> {
    const existing = sharedRefreshes.get(refreshToken);
    if (existing) return existing;
    const pending = client.auth.getToken({ type: 'Refresh', refreshToken });
    sharedRefreshes.set(refreshToken, pending);
    const forget = () => {
      const timer = setTimeout(() => sharedRefreshes.delete(refreshToken), REFRESH_SHARE_MS);
      timer.unref?.();
    };
    pending.then(forget, () => sharedRefreshes.delete(refreshToken));
    return pending;
  }

  return function createRequestSession(request, site, peerAddress) {
    const identity: ApiIdentity = {
      siteId: site.siteId,
      locale: site.locale,
      ...(options.brand ? { brand: options.brand } : {}),
      ...(options.clientApp ? { clientApp: options.clientApp } : {}),
      ...(options.accessKey ? { accessKey: options.accessKey } : {}),
    };
    // Every call for this request names the shopper's address to commerce-api (its per-IP rate limits).
    const shopperAddress = clientAddress(request, peerAddress);
    const requestFetch: typeof globalThis.fetch = (input, init) => {
      if (!shopperAddress) return baseFetch(input, init);
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(CLIENT_IP_HEADER, shopperAddress);
      return baseFetch(input, { ...init, headers });
    };
    const requestCookies = parseCookies(request.headers.get('cookie'));
    const secure = isHttps(request);
    const outgoing = new Map<string, string>();
    const values = new Map<string, string | undefined>();

    let accessToken = requestCookies.get(SESSION_COOKIES.accessToken) || undefined;
    let refreshToken = requestCookies.get(SESSION_COOKIES.refreshToken) || undefined;
    let obtaining: Promise<string> | undefined;

    const tokenClient = createApiClient({
      baseUrl: options.apiBaseUrl,
      fetch: requestFetch,
      identity,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    });

    function setCookie(name: string, value: string, maxAge: number) {
      values.set(name, maxAge > 0 ? value : undefined);
      outgoing.set(name, serializeCookie(name, value, { maxAge, secure }));
    }

    function readCookie(name: string): string | undefined {
      return values.has(name) ? values.get(name) : requestCookies.get(name) || undefined;
    }

    function adopt(session: AuthSession): string {
      accessToken = session.accessToken;
      refreshToken = session.refreshToken;
      setCookie(SESSION_COOKIES.accessToken, session.accessToken, Math.max(1, session.expiresIn - EXPIRY_MARGIN_S));
      setCookie(SESSION_COOKIES.refreshToken, session.refreshToken, THIRTY_DAYS_S);
      const who = `${session.consumerType}:${session.consumerNo}`;
      if (readCookie(SESSION_COOKIES.consumer) !== who) setCookie(SESSION_COOKIES.consumer, who, THIRTY_DAYS_S);
      return session.accessToken;
    }

    function forgetCarts() {
      // A new consumer cannot read the previous consumer's carts: forget their ids too.
      for (const name of new Set([...requestCookies.keys(), ...values.keys()])) {
        if (name.startsWith(CART_COOKIE_PREFIX) && readCookie(name) !== undefined) setCookie(name, '', 0);
      }
    }

    async function newGuest(): Promise<string> {
      forgetCarts();
      return adopt(await tokenClient.auth.getToken({ type: 'Guest' }));
    }

    async function refreshOrNewGuest(token: string): Promise<string> {
      try {
        return adopt(await refreshShared(token, tokenClient));
      } catch (error) {
        // A 4xx means the refresh token is no good; anything else (network, 5xx) is temporary and must not
        // silently sign a member out.
        if (isApiError(error) && error.status < 500) return newGuest();
        throw error;
      }
    }

    function obtain(): Promise<string> {
      obtaining ??= (refreshToken ? refreshOrNewGuest(refreshToken) : newGuest()).finally(() => {
        obtaining = undefined;
      });
      return obtaining;
    }

    async function getAccessToken(): Promise<string> {
      return accessToken ?? obtain();
    }

    async function renew(rejected: string): Promise<string> {
      // Another call of this request may already have renewed it.
      if (accessToken && accessToken !== rejected) return accessToken;
      accessToken = undefined;
      return obtain();
    }

    const sessionFetch: typeof globalThis.fetch = async (input, init) => {
      const response = await requestFetch(input, init);
      const sent = new Headers(init?.headers).get('authorization');
      if (response.status !== 401 || !sent?.startsWith('Bearer ')) return response;
      if (!(await isTokenRejection(response))) return response;
      const renewed = await renew(sent.slice('Bearer '.length));
      const headers = new Headers(init?.headers);
      headers.set('authorization', `Bearer ${renewed}`);
      return requestFetch(input, { ...init, headers });
    };

    return {
      identity,
      secure,
      getAccessToken,
      fetch: sessionFetch,
      api(overrides) {
        return createApiClient({
          baseUrl: options.apiBaseUrl,
          fetch: sessionFetch,
          getAccessToken,
          identity: { ...identity, ...overrides },
          ...(options.previewAccessKey ? { previewAccessKey: options.previewAccessKey } : {}),
          ...(options.sleep ? { sleep: options.sleep } : {}),
        });
      },
      getCartId(siteId) {
        return readCookie(`${CART_COOKIE_PREFIX}${siteId}`);
      },
      setCartId(siteId, cartId) {
        const name = `${CART_COOKIE_PREFIX}${siteId}`;
        if (readCookie(name) !== cartId) setCookie(name, cartId, THIRTY_DAYS_S);
      },
      setCookieHeaders() {
        return [...outgoing.values()];
      },
      consumer() {
        const value = readCookie(SESSION_COOKIES.consumer);
        const index = value?.indexOf(':') ?? -1;
        if (!value || index <= 0 || index === value.length - 1) return undefined;
        return { consumerType: value.slice(0, index), consumerNo: value.slice(index + 1) };
      },
      adopt(session, adoptOptions) {
        if (!adoptOptions?.sameConsumer) forgetCarts();
        adopt(session);
      },
      refreshToken() {
        return refreshToken;
      },
      async rotate() {
        if (!refreshToken) return false;
        try {
          adopt(await refreshShared(refreshToken, tokenClient));
          return true;
        } catch {
          return false;
        }
      },
      clearStores() {
        forgetCarts();
        accessToken = undefined;
        refreshToken = undefined;
        for (const name of [
          SESSION_COOKIES.accessToken,
          SESSION_COOKIES.refreshToken,
          SESSION_COOKIES.consumer,
          SESSION_COOKIES.buyInStore,
        ]) {
          if (readCookie(name) !== undefined) setCookie(name, '', 0);
        }
      },
      buyInStore() {
        try {
          const parsed = JSON.parse(readCookie(SESSION_COOKIES.buyInStore) ?? 'null') as Partial<BuyInStoreInfo> | null;
          if (parsed && typeof parsed.storeId === 'string' && typeof parsed.storeEmployeeId === 'string') {
            return {
              storeId: parsed.storeId,
              storeName: String(parsed.storeName ?? ''),
              storeEmployeeId: parsed.storeEmployeeId,
              storeEmployeeName: String(parsed.storeEmployeeName ?? ''),
            };
          }
        } catch {
          // Not a value this server wrote.
        }
        return undefined;
      },
      setFlash(notice) {
        setCookie(SESSION_COOKIES.flash, notice, FLASH_S);
      },
      takeFlash() {
        const notice = readCookie(SESSION_COOKIES.flash);
        if (notice !== undefined) setCookie(SESSION_COOKIES.flash, '', 0);
        return notice;
      },
      setBuyInStore(info) {
        if (info) setCookie(SESSION_COOKIES.buyInStore, JSON.stringify(info), THIRTY_DAYS_S);
        else if (readCookie(SESSION_COOKIES.buyInStore) !== undefined) setCookie(SESSION_COOKIES.buyInStore, '', 0);
      },
    };
  };
}

/** A 401 whose first error id is AUT432: the token is bad or expired (and not, say, wrong credentials). */
async function isTokenRejection(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { errorDetails?: Array<{ errorId?: unknown }> };
    return body.errorDetails?.[0]?.errorId === 'AUT432';
  } catch {
    return false;
  }
}
