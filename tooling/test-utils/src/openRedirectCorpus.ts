/**
 * `returnTo` values that try to leave the shop after sign-in (and the other redirects that take a path): tabs and
 * newlines that URL parsers drop, backslashes, encoded and doubled slashes, scheme-relative and absolute URLs,
 * `javascript:` and `data:`, dot segments, unicode look-alikes. Used by the storefront's unit tests and the e2e security spec (so it lives in the shared test helpers).
 */
export const OPEN_REDIRECT_CORPUS: readonly string[] = [
  '/\t/evil.example/x',
  '/%09/evil.example/x',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5cevil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/.//evil.example',
  '/./\t/evil.example',
  '/x/..//evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'evil.example',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u0000//evil.example',
  ' //evil.example',
  '/\u3000/evil.example',
  '/\uff0f\uff0fevil.example',
  '/\u2028/evil.example',
  '/@evil.example',
  '/%00/evil.example',
  '%2f%2fevil.example',
];

/**
 * Whether `path` is a redirect target that stays on `origin` whatever a browser makes of it: resolved against the
 * origin it keeps the origin, and it has no character a parser would drop or read as a slash.
 *
 * @example
 * staysOnOrigin('/en-us/account', 'http://shop.test'); // true
 */
export function staysOnOrigin(path: string, origin: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s\u0000-\u001f]/.test(path)) return false;
  return new URL(path, origin).origin === origin;
}
