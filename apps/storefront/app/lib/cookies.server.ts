/**
 * Attributes of the storefront's cookies: always HttpOnly and SameSite=Lax, Secure on https.
 */
export interface CookieAttributes {
  maxAge: number;
  secure: boolean;
}

/**
 * Serialises one Set-Cookie value. Every cookie this server sets holds a credential or an id the browser's
 * scripts have no business reading, so HttpOnly and SameSite=Lax are not optional here.
 *
 * @example
 * serializeCookie('sb_at', token, { maxAge: 1770, secure: true });
 * // 'sb_at=…; Max-Age=1770; Path=/; HttpOnly; SameSite=Lax; Secure'
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Parses a Cookie request header. Malformed pairs are skipped; the first of duplicate names wins, as browsers
 * send the most specific path first.
 *
 * @example
 * parseCookies('sb_at=abc; theme=dark').get('sb_at'); // 'abc'
 */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!name || cookies.has(name)) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A value that is not valid percent-encoding was not set by this server.
    }
  }
  return cookies;
}

/**
 * True when the request reached the storefront over https, directly or through a TLS-terminating proxy.
 * Trusting `X-Forwarded-Proto` is safe here: a forged value only makes that client's own cookies Secure.
 *
 * @example
 * isHttps(new Request('https://shop.example/en-us')); // true
 */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
