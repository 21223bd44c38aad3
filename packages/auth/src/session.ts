import type { ApiClient, AuthSession, GuestObjects, SignUpRequest } from '@switchback/api-client';
import { createPkcePair } from './createPkcePair';

/**
 * The api-client areas the session helpers use.
 *
 * @example
 * const api: AuthApi = createApiClient(options);
 */
export type AuthApi = Pick<ApiClient, 'auth'>;

/**
 * Credentials of a registered sign-in, with the guest's objects to hand over (spec §4).
 *
 * @example
 * const request: PkceSignIn = { username: 'alex.rivera@example.com', password, guestObjects: { basketId } };
 */
export interface PkceSignIn {
  readonly username: string;
  readonly password: string;
  readonly guestObjects?: GuestObjects;
  readonly botResponse?: string;
  /** The order the guest just placed, to join the account (spec §7 `action: "postLogin"`). */
  readonly postLoginOrder?: PostLoginOrder;
}

/**
 * The order a guest placed in this browser, handed over with the token exchange of a sign-in or sign-up (spec §7:
 * `orderNo`, `st`, `action: "postLogin"`). commerce-api moves it to the account only when the exchange carries the
 * bearer token of the guest who placed it.
 *
 * @example
 * const order: PostLoginOrder = { orderNo: 'SB40000001' };
 */
export interface PostLoginOrder {
  readonly orderNo: string;
  /** The order's `st`, when the client holds it. */
  readonly st?: string;
}

function handOver(guestObjects: GuestObjects | undefined): GuestObjects | undefined {
  if (!guestObjects) return undefined;
  const kept: GuestObjects = {};
  if (guestObjects.basketId) kept.basketId = guestObjects.basketId;
  if (guestObjects.favoriteId) kept.favoriteId = guestObjects.favoriteId;
  if (guestObjects.saveForLaterId) kept.saveForLaterId = guestObjects.saveForLaterId;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * Registered sign-in with PKCE (spec §4, §7): a fresh verifier, the sign-in call with its S256 challenge, then the
 * token exchange with the verifier and the guest's basket, favourites and saved-for-later ids. Empty ids are not
 * sent. Run it where the tokens may live (the storefront server): the verifier never leaves this call.
 *
 * @example
 * const session = await signInWithPkce(api, { username, password, guestObjects: { basketId: cartId } });
 */
export async function signInWithPkce(api: AuthApi, request: PkceSignIn): Promise<AuthSession> {
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const grant = await api.auth.signIn({
    type: 'Registered',
    username: request.username.trim(),
    password: request.password,
    codeChallenge,
    codeChallengeMethod: 'S256',
    ...(request.botResponse ? { botResponse: request.botResponse } : {}),
  });
  return exchange(api, grant.authorizationCode, codeVerifier, request.guestObjects, request.postLoginOrder);
}

/**
 * Sign-up, which logs the new member in (spec §4): the sign-up call with a PKCE challenge, then the same token
 * exchange as a sign-in (with the guest's objects and, when given, the order the guest just placed). Answers the
 * session and whether the account is partially enrolled.
 *
 * @example
 * const { session } = await signUpWithPkce(api, { email, password, firstName, lastName, isTermsConfirmed: true });
 */
export async function signUpWithPkce(
  api: AuthApi,
  request: Omit<SignUpRequest, 'codeChallenge' | 'codeChallengeMethod'>,
  guestObjects?: GuestObjects,
  postLoginOrder?: PostLoginOrder,
): Promise<{ session: AuthSession; isPartiallyEnrolled: boolean }> {
  const { codeVerifier, codeChallenge } = await createPkcePair();
  const grant = await api.auth.signUp({ ...request, codeChallenge, codeChallengeMethod: 'S256' });
  const session = await exchange(api, grant.authorizationCode, codeVerifier, guestObjects, postLoginOrder);
  return { session, isPartiallyEnrolled: grant.isPartiallyEnrolled === true };
}

function exchange(
  api: AuthApi,
  authorizationCode: string,
  codeVerifier: string,
  guestObjects: GuestObjects | undefined,
  order: PostLoginOrder | undefined,
): Promise<AuthSession> {
  const objects = handOver(guestObjects);
  const postLogin = order?.orderNo
    ? { orderNo: order.orderNo, ...(order.st ? { st: order.st } : {}), action: 'postLogin' as const }
    : {};
  return api.auth.getToken({
    type: 'Registered',
    authorizationCode,
    codeVerifier,
    ...(objects ? { guestObjects: objects } : {}),
    ...postLogin,
  });
}

/**
 * Renews a session with its refresh token.
 *
 * @example
 * const renewed = await refreshSession(api, refreshToken);
 */
export function refreshSession(api: AuthApi, refreshToken: string): Promise<AuthSession> {
  return api.auth.getToken({ type: 'Refresh', refreshToken });
}

/** Path segments below a locale from which signing out goes home (spec §2). */
const LEAVE_ON_SIGN_OUT = new Set(['cart', 'checkout', 'favorites', 'account']);

/**
 * Where signing out from `pathname` leads: the home page of its locale from a cart, checkout, favourites or
 * account path (spec §2), otherwise `null` (stay).
 *
 * @example
 * signOutRedirect('/en-us/account/orders'); // '/en-us'
 * signOutRedirect('/pre/fr-ca/cart'); // '/pre/fr-ca'
 * signOutRedirect('/en-us/c/jackets-1001'); // null
 */
export function signOutRedirect(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const prefix: string[] = [];
  if (parts[0] === 'pre') prefix.push(parts.shift() as string);
  const locale = parts[0];
  if (locale && /^[a-z]{2}-[a-z0-9]{2,3}$/i.test(locale)) prefix.push(parts.shift() as string);
  const first = parts[0];
  if (!first || !LEAVE_ON_SIGN_OUT.has(first)) return null;
  return `/${prefix.join('/')}`;
}

/**
 * What signing out needs from its host.
 *
 * @example
 * const options: SignOutOptions = { api, refreshToken, clearStores: () => cookies.clear(), pathname: '/en-us/cart' };
 */
export interface SignOutOptions {
  readonly api: AuthApi;
  /** The refresh token to revoke (sent with the sign-out call). */
  readonly refreshToken?: string | undefined;
  /** Clears every store of the shopper (cart id, favourite id, checkout order, persisted auth facts). */
  readonly clearStores: () => void | Promise<void>;
  /** The path signed out from; decides the redirect. */
  readonly pathname: string;
}

/**
 * Signs out (spec §4): the sign-out call with the refresh token (a failure there does not keep the shopper signed
 * in: the stores are cleared regardless), every store cleared, a new guest token fetched. Answers the guest session
 * and the page to go to (home from cart, checkout, favourites or account; else `null`).
 *
 * @example
 * const { guest, redirectTo } = await signOut({ api, refreshToken, clearStores, pathname: '/en-us/account' });
 */
export async function signOut(options: SignOutOptions): Promise<{ guest: AuthSession; redirectTo: string | null }> {
  try {
    await options.api.auth.signOut(options.refreshToken ? { refreshToken: options.refreshToken } : {});
  } catch {
    // The token may already be expired or revoked; the local session ends either way.
  }
  await options.clearStores();
  const guest = await options.api.auth.getToken({ type: 'Guest' });
  return { guest, redirectTo: signOutRedirect(options.pathname) };
}

/**
 * The auth facts persisted locally (spec §4: the consumer number and type, nothing else — never a token).
 *
 * @example
 * const facts: PersistedAuth = { consumerNo: 'C100000007', consumerType: 'REGISTERED' };
 */
export interface PersistedAuth {
  readonly consumerNo: string;
  readonly consumerType: string;
}

/**
 * Storage the auth facts are kept in (`localStorage` in a browser).
 *
 * @example
 * const storage: AuthStorage = window.localStorage;
 */
export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Key of the persisted auth facts. */
export const AUTH_STORAGE_KEY = 'sb_auth';

/**
 * Reads and writes the persisted auth facts. Saving picks the consumer number and type from whatever it is given
 * (a whole token answer included), so tokens cannot end up in storage; unreadable stored values read as `null`.
 *
 * @example
 * const persisted = createAuthPersistence(window.localStorage);
 * persisted.save(session); // stores { consumerNo, consumerType } only
 */
export function createAuthPersistence(storage: AuthStorage, key: string = AUTH_STORAGE_KEY) {
  return {
    save(facts: PersistedAuth): void {
      storage.setItem(key, JSON.stringify({ consumerNo: facts.consumerNo, consumerType: facts.consumerType }));
    },
    load(): PersistedAuth | null {
      try {
        const parsed = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
        if (parsed && typeof parsed === 'object') {
          const { consumerNo, consumerType } = parsed as Record<string, unknown>;
          if (typeof consumerNo === 'string' && typeof consumerType === 'string') return { consumerNo, consumerType };
        }
      } catch {
        // Fall through: a value this code did not write.
      }
      return null;
    },
    clear(): void {
      storage.removeItem(key);
    },
  };
}
