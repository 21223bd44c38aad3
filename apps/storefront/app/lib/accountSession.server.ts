import { isApiError, type ApiClient, type ConsumerProfile } from '@switchback/api-client';
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sessionContext, storeContext } from './context.server';
import { withCarriedQuery } from './carriedQuery';

/**
 * What every account page works with: an api-client on the shopper's session for this store, and the profile
 * read once by the account layout's middleware (with the loyalty summary).
 *
 * @example
 * const { api, profile } = context.get(accountContext);
 * const { consumerDetails } = await profile();
 */
export interface AccountSession {
  api: ApiClient;
  /** The profile (with the loyalty summary), read once per request, or again after {@link AccountSession.changed}. */
  profile(): Promise<ConsumerProfile>;
  /** Called by an action that changed the account, so the loaders after it read the profile anew. */
  changed(): void;
}

/** Set by {@link accountMiddleware} for the account pages' loaders and actions. */
export const accountContext = createContext<AccountSession>();

const LOCALE_ROOT = /^(\/pre)?\/[a-z]{2}-[a-z0-9]{2,3}(?=\/|$)/i;

/**
 * The store root of a page URL: `/en-us`, or `/pre/en-us` when previewing.
 *
 * @example
 * localeRoot(new URL('https://shop.test/pre/fr-ca/favorites')); // '/pre/fr-ca'
 */
export function localeRoot(url: URL): string {
  return LOCALE_ROOT.exec(url.pathname)?.[0] ?? '/en-us';
}

/**
 * The sign-in page of the shared contract between helpers, coming back to `returnTo` (a full path with locale
 * and query) after sign-in: `/{locale}/sign-in?returnTo=…`, under `/pre` when previewing.
 *
 * @example
 * signInPath(new URL('https://shop.test/en-us/account/addresses')); // '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Faddresses'
 * signInPath(new URL('https://shop.test/en-us/favorites?cms=edit')); // '/en-us/sign-in?returnTo=%2Fen-us%2Ffavorites%3Fcms%3Dedit&cms=edit'
 */
export function signInPath(url: URL): string {
  const root = localeRoot(url);
  // The carried parameters of spec §2 follow the shopper to the sign-in page too.
  return withCarriedQuery(`${root}/sign-in?returnTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`, url.search);
}

/**
 * An api-client on the shopper's session for the store of this request.
 *
 * @example
 * const favourites = await shopperApi(context).wishlists.getFavorites();
 */
export function shopperApi(context: Readonly<RouterContextProvider>): ApiClient {
  const store = context.get(storeContext);
  return context.get(sessionContext).api({ siteId: store.siteId, locale: store.locale });
}

/**
 * True when commerce-api refused a call because the session is a guest's (403 AUT404) or has no valid token.
 *
 * @example
 * if (isGuestRefusal(error)) throw redirect(signInPath(url));
 */
export function isGuestRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Middleware of `/{locale}/account`: only a registered shopper gets past it. It reads the profile once (which a
 * guest token is refused, spec §6) and hands it with the api-client to the account pages; a guest is redirected
 * to sign-in and comes back to the page they asked for. Actions are guarded the same way, before they run.
 *
 * @example
 * export const middleware: Route.MiddlewareFunction[] = [accountMiddleware];
 */
export const accountMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const api = shopperApi(context);
  let reading: Promise<ConsumerProfile> | undefined;
  const profile = () =>
    (reading ??= api.consumer.getProfile({ includeLoyaltySummary: true }, { signal: request.signal }));
  try {
    await profile();
  } catch (error) {
    if (isGuestRefusal(error)) throw redirect(signInPath(new URL(request.url)));
    throw error;
  }
  context.set(accountContext, {
    api,
    profile,
    changed: () => {
      reading = undefined;
    },
  });
  const response = await next();
  // Account pages show one shopper's data: never kept by a shared cache.
  response.headers.set('cache-control', 'private, no-store');
  return response;
};
