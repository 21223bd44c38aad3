// Schemes a CMS link may use. Everything else (javascript:, data:, vbscript:, file:, blob:, custom app
// schemes) is dropped, because a link target is the one place editor input becomes executable.
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// A scheme is a letter then letters, digits, "+", "-" or "." up to a ":" (RFC 3986). Anything else at the
// start ("/", "?", "#", ".") makes the URL relative, so "/a:b" and "?q=a:b" never count as schemes.
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

// Browsers delete tabs and newlines anywhere in a URL and trim C0 controls and spaces from its ends
// ("java\tscript:" runs as javascript:), so the check must see the URL the way the browser will.
const STRIPPED_BY_BROWSERS = /[\t\n\r]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Returns a link target that is safe to put in `href`, or `undefined` when it must not be rendered.
 *
 * Kept: `http:`, `https:`, `mailto:`, `tel:` and relative URLs (`/en-gb/c/boots-1234`, `../size-guide`,
 * `?colour=olive`), including the in-page modal links of the CMS (`#modal-size-guide`, and
 * `?size=42#modal-fit` whose query merges into the current one). Dropped: every other scheme
 * (`javascript:`, `data:`, …), control characters, and empty values.
 *
 * @example
 * safeHref('https://example.com/trail');   // 'https://example.com/trail'
 * safeHref('#modal-size-guide');           // '#modal-size-guide'
 * safeHref(' JaVaScRiPt:alert(1)');        // undefined
 */
export function safeHref(url: string | null | undefined): string | undefined {
  if (typeof url !== 'string') return undefined;
  const candidate = url.replace(STRIPPED_BY_BROWSERS, '').trim();
  if (candidate === '' || CONTROL_CHARACTERS.test(candidate)) return undefined;
  const scheme = SCHEME.exec(candidate)?.[1];
  if (scheme !== undefined && !ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`)) return undefined;
  return candidate;
}
