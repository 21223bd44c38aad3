import { cartTextsFor, type CartLifecycle, type CartNotice } from '@switchback/cart';
import type { MiddlewareFunction } from 'react-router';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import { DEFAULT_LOCALE, isSupportedLocale } from './locales';
import { cartMessagesFor } from './cartText';

/** The cookie that carries the cart notices of a sign-in or an invalid-customer recovery across its redirect; read once by the cart page. */
export const CART_NOTICE_COOKIE = 'sb_cart_notice';

/** How long the notices wait for the cart page (a sign-in that returns elsewhere shows them on the next cart visit). */
const CART_NOTICE_S = 600;

const CARRIED: readonly CartNotice['type'][] = ['merged', 'outOfStock', 'invalidCustomer', 'cartExpired'];

/**
 * The `Set-Cookie` header that carries notices of the given types to the cart page (read once there).
 *
 * @example
 * redirect(cartPath, { headers: { 'Set-Cookie': cartNoticeCookie(['invalidCustomer'], session.secure) } });
 */
export function cartNoticeCookie(types: readonly CartNotice['type'][], secure: boolean): string {
  return serializeCookie(CART_NOTICE_COOKIE, types.join(','), { maxAge: CART_NOTICE_S, secure });
}

/**
 * Runs the lifecycle's after-sign-in step (spec §4: the merged notice when the guest cart had items, the
 * out-of-stock check when the item count rose) and answers the `Set-Cookie` header that carries its notices to the
 * cart page, or `undefined` when there is nothing to say. A failure of the step never fails the sign-in.
 *
 * @example
 * const cookie = await cartNoticeAfterSignIn(cartLifecycleFor(session, store), guestItemCount, request);
 */
export async function cartNoticeAfterSignIn(
  { lifecycle, notices }: { lifecycle: Pick<CartLifecycle, 'afterSignIn'>; notices: readonly CartNotice[] },
  guestItemCount: number,
  request: Request,
): Promise<string | undefined> {
  try {
    await lifecycle.afterSignIn(guestItemCount);
  } catch (error) {
    console.warn('[cart] the after-sign-in cart step failed:', error instanceof Error ? error.message : error);
  }
  const types = [...new Set(notices.map((notice) => notice.type))].filter((type) => CARRIED.includes(type));
  if (types.length === 0) return undefined;
  return serializeCookie(CART_NOTICE_COOKIE, types.join(','), { maxAge: CART_NOTICE_S, secure: isHttps(request) });
}

/**
 * The carried notices of a request, as sentences in the shopper's language (English without a locale; French for
 * fr-ca), in the order they were raised. Unknown values are ignored.
 *
 * @example
 * cartNoticesOf(new Request('http://shop.test/en-us/cart', { headers: { cookie: 'sb_cart_notice=merged' } }));
 * // [{ type: 'merged', tone: 'info', message: 'Items from your previous visit have been added to your cart.' }]
 */
export function cartNoticesOf(request: Request, locale?: string): CartNotice[] {
  // After the server's invalid-customer recovery the page has already been reloaded (by the redirect): the
  // storefront's own sentence says what happened, not that a reload is coming.
  const messages = {
    ...cartTextsFor(locale).lifecycle,
    invalidCustomer: cartMessagesFor(isSupportedLocale(locale) ? locale : DEFAULT_LOCALE).cartPage.sessionReset,
  };
  const value = parseCookies(request.headers.get('cookie')).get(CART_NOTICE_COOKIE) ?? '';
  return [...new Set(value.split(','))]
    .filter((type): type is CartNotice['type'] => (CARRIED as readonly string[]).includes(type))
    .map((type) => ({ type, tone: type === 'merged' ? 'info' : 'error', message: messages[type] }));
}

/**
 * Route middleware of the cart page: when the request carried notices, the response clears the cookie, so they
 * show once.
 */
export const clearCartNotice: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!parseCookies(request.headers.get('cookie')).has(CART_NOTICE_COOKIE)) return response;
  const cookie = serializeCookie(CART_NOTICE_COOKIE, '', { maxAge: 0, secure: isHttps(request) });
  try {
    response.headers.append('Set-Cookie', cookie);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append('Set-Cookie', cookie);
    return copy;
  }
};
