import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { getDomWindow } from '#dom-window';
import { safeHref } from './safeHref';

/**
 * The one sanitiser policy for CMS rich text, used unchanged on the server (jsdom) and in the browser, so
 * both render the same markup. It allows text formatting, lists, headings below the page title, quotes,
 * tables and links; it drops scripts, styles, forms, media, event handlers, inline styles, classes and ids.
 */
export const richTextPolicy = {
  ALLOWED_TAGS: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'dl', 'dt', 'em', 'h2', 'h3', 'h4',
    'h5', 'h6', 'hr', 'i', 'ins', 'li', 'mark', 'ol', 'p', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup',
    'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  ],
  // No style, class or id: editors style through block fields, and ids could clobber the page's own.
  ALLOWED_ATTR: ['href', 'target', 'title', 'lang', 'dir', 'colspan', 'rowspan', 'scope'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unknown elements are unwrapped, their text kept (an editor's <font> or <h1> still reads).
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
} as const satisfies Config;

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(getDomWindow());
  // Links follow the same rule as every other CMS link target (see safeHref) rather than DOMPurify's
  // broader default URI list, and a new tab never gets a handle on this page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = safeHref(node.getAttribute('href'));
    if (href === undefined) node.removeAttribute('href');
    else node.setAttribute('href', href);
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises CMS rich text for `dangerouslySetInnerHTML` with the shared {@link richTextPolicy}. It runs
 * synchronously in server rendering and in the browser; on the server the DOM comes from jsdom, loaded on
 * the first call and never part of a browser bundle.
 *
 * @example
 * const html = sanitizeRichText('<p>Waterproof to <strong>20,000 mm</strong>.</p><img src=x onerror=alert(1)>');
 * // '<p>Waterproof to <strong>20,000 mm</strong>.</p>'
 * <div dangerouslySetInnerHTML={{ __html: html }} />
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  // The same CMS text (footer, promo copy, a page's blocks) is drawn on every request: remember recent answers
  // instead of walking a jsdom tree each time. The policy never changes, so an answer never goes stale.
  const known = recentlySanitised.get(html);
  if (known !== undefined) return known;
  const clean = getPurifier().sanitize(html, richTextPolicy);
  if (recentlySanitised.size >= RECENT_LIMIT) recentlySanitised.delete(recentlySanitised.keys().next().value as string);
  recentlySanitised.set(html, clean);
  return clean;
}

const RECENT_LIMIT = 500;
const recentlySanitised = new Map<string, string>();
