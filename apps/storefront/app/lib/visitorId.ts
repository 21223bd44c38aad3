/**
 * The visitor id cookie: names one browser for analytics, the decision engine and experiments. Set by the server
 * only once performance (C0002) or targeting (C0004) consent allows it, HttpOnly like every cookie of this server:
 * the page's script never reads it (the `/collect` route adds it to beacons).
 */
export const VISITOR_COOKIE = 'sb_vid';

/** A year, in seconds: how long the visitor id is kept. */
export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

const VISITOR_ID = /^vuid_[A-Za-z0-9_-]{8,27}$/;

/**
 * True for a visitor id this shop issues: `vuid_` and at most 32 characters in all (content-blocks §3).
 *
 * @example
 * isVisitorId('vuid_3fJ9kQ2xLmN8pR4sT6uV1wY'); // true
 */
export function isVisitorId(value: string | null | undefined): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/**
 * A new random visitor id (`vuid_` + 27 URL-safe characters), in the browser or on the server.
 *
 * @example
 * document.cookie = `${VISITOR_COOKIE}=${newVisitorId()}; Path=/`;
 */
export function newVisitorId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(27));
  let id = 'vuid_';
  for (const byte of bytes) id += alphabet[byte & 63];
  return id;
}
