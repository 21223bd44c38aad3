import { isHttps, parseCookies, serializeCookie } from '../../lib/cookies.server';

/** The cookie holding the shopper's last searches on this browser (server-side, so the search hub works without JavaScript). */
export const RECENT_SEARCHES_COOKIE = 'sb_recent_searches';
/** How many searches are remembered. */
export const RECENT_SEARCHES_REMEMBERED = 8;
const MAX_TERM = 100;
const KEEP_S = 90 * 24 * 60 * 60;

/**
 * The shopper's recent search terms from the request's cookie, newest first; empty when there are none or the
 * cookie is unreadable.
 *
 * @example
 * readRecentSearches(request); // ['rain jacket', 'boots']
 */
export function readRecentSearches(request: Request): string[] {
  const raw = parseCookies(request.headers.get('cookie')).get(RECENT_SEARCHES_COOKIE);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value
          .filter((entry): entry is string => typeof entry === 'string' && entry.length > 0 && entry.length <= MAX_TERM)
          .slice(0, RECENT_SEARCHES_REMEMBERED)
      : [];
  } catch {
    return [];
  }
}

/**
 * The `Set-Cookie` header that puts `term` first in the recent searches (once, case-insensitively, at most
 * {@link RECENT_SEARCHES_REMEMBERED} kept). Null for an empty or over-long term, or when it is already first.
 *
 * @example
 * const header = rememberSearch(request, 'rain jacket');
 * if (header) headers.append('Set-Cookie', header);
 */
export function rememberSearch(request: Request, term: string): string | null {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean || clean.length > MAX_TERM) return null;
  const current = readRecentSearches(request);
  if (current[0]?.toLowerCase() === clean.toLowerCase()) return null;
  const next = [clean, ...current.filter((entry) => entry.toLowerCase() !== clean.toLowerCase())].slice(
    0,
    RECENT_SEARCHES_REMEMBERED,
  );
  return serializeCookie(RECENT_SEARCHES_COOKIE, JSON.stringify(next), { maxAge: KEEP_S, secure: isHttps(request) });
}

/**
 * The `Set-Cookie` header that forgets every recent search.
 *
 * @example
 * return redirect(hubHref, { headers: { 'Set-Cookie': forgetSearches(request) } });
 */
export function forgetSearches(request: Request): string {
  return serializeCookie(RECENT_SEARCHES_COOKIE, '', { maxAge: 0, secure: isHttps(request) });
}
