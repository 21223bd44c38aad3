import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { getDomWindow } from '#dom-window';
import { registerRichTextSanitizer } from './richTextSanitizer';
import { safeHref } from './safeHref';

/**
 * The one sanitiser policy for CMS rich text, used unchanged on the server (jsdom) and in the browser, so
 * both render the same markup. It allows text formatting, lists, headings below the page title, quotes,
 * tables and links; it drops scripts, styles, forms, media, event handlers, inline styles, classes and ids.
 */
export const richTextPolicy = {
  ALLOWED_TAGS: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'del',
    'dl',
    'dt',
    'em',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'ins',
    'li',
    'mark',
    'ol',
    'p',
    'q',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  // No style, class or id: editors style through block fields, and ids could clobber the page's own.
  ALLOWED_ATTR: ['href', 'target', 'title', 'lang', 'dir', 'colspan', 'rowspan', 'scope'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Unknown elements are unwrapped, their text kept (an editor's <font> or <h1> still reads).
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
} as const satisfies Config;

/**
 * How much of the policy a place takes: `block` (the whole policy), `noLinks` (inside a link of its own, such as a
 * clickable promo message: links are unwrapped, their text kept, so links never nest) or `inline` (inside a
 * `<label>`, such as the newsletter's policy text: only phrasing elements, block elements unwrapped with a space
 * between their texts) or `heading` (a block's `titleHtml`/`subtitleHtml`, inside a heading or a card's link: the
 * phrasing elements of `inline` without links, block elements unwrapped with a space between their texts). Each is
 * DOMPurify's own allowed-tags configuration plus a hook — no regex over its output.
 */
export type RichTextMode = 'block' | 'noLinks' | 'inline' | 'heading';

const INLINE_TAGS = [
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
];
const POLICIES: Record<RichTextMode, Config> = {
  block: richTextPolicy,
  noLinks: { ...richTextPolicy, ALLOWED_TAGS: richTextPolicy.ALLOWED_TAGS.filter((tag) => tag !== 'a') },
  inline: { ...richTextPolicy, ALLOWED_TAGS: INLINE_TAGS },
  heading: { ...richTextPolicy, ALLOWED_TAGS: INLINE_TAGS.filter((tag) => tag !== 'a') },
};
// Modes that unwrap block elements with a space after each and trim the result.
const PHRASING_MODES = new Set<RichTextMode>(['inline', 'heading']);
// Elements whose text would run into the next one's when unwrapped in `inline` mode.
const BLOCK_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'dt',
  'dd',
  'blockquote',
  'div',
  'tr',
  'td',
  'th',
  'caption',
  'hr',
]);

let purifier: DOMPurify | undefined;
// The mode of the sanitize call running now (DOMPurify runs synchronously; hooks belong to the instance).
let runningMode: RichTextMode = 'block';

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
  // In `inline` mode a block element is unwrapped (KEEP_CONTENT); a space after it keeps its text apart from the next.
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (!PHRASING_MODES.has(runningMode) || !BLOCK_TAGS.has(data.tagName) || !node.parentNode || !node.ownerDocument)
      return;
    node.parentNode.insertBefore(node.ownerDocument.createTextNode(' '), node.nextSibling);
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
 * sanitizeRichText('<p>Read our <a href="/privacy">policy</a>.</p><p>Unsubscribe any time.</p>', 'inline');
 * // 'Read our <a href="/privacy">policy</a>. Unsubscribe any time.'
 * <div dangerouslySetInnerHTML={{ __html: html }} />
 */
export function sanitizeRichText(html: string | null | undefined, mode: RichTextMode = 'block'): string {
  if (typeof html !== 'string' || html === '') return '';
  // The same CMS text (footer, promo copy, a page's blocks) is drawn on every request: remember recent answers
  // instead of walking a jsdom tree each time. The policies never change, so an answer never goes stale.
  const recent = recentlySanitised[mode];
  const known = recent.get(html);
  if (known !== undefined) return known;
  runningMode = mode;
  let clean: string;
  try {
    clean = getPurifier().sanitize(html, POLICIES[mode]);
  } finally {
    runningMode = 'block';
  }
  if (PHRASING_MODES.has(mode)) clean = clean.trim();
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(html, clean);
  return clean;
}

const RECENT_LIMIT = 500;
const recentlySanitised: Record<RichTextMode, Map<string, string>> = {
  block: new Map(),
  noLinks: new Map(),
  inline: new Map(),
  heading: new Map(),
};

/**
 * The text of rich text, as the shopper would read it: DOMPurify with no tags allowed (elements unwrapped, the content
 * of script, style and other forbidden elements dropped), read from the DOM it returns rather than from serialised HTML.
 *
 * @example
 * richTextPlainText('<p>Free <b>delivery</b></p><script>x()</script>'); // 'Free delivery'
 */
export function richTextPlainText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  // Remembered like sanitizeRichText's answers: the same headings and copy come back on every request.
  const known = recentPlainText.get(html);
  if (known !== undefined) return known;
  runningMode = 'block';
  const fragment = getPurifier().sanitize(html, {
    ...richTextPolicy,
    ALLOWED_TAGS: [],
    ALLOWED_ATTR: [],
    RETURN_DOM_FRAGMENT: true,
  });
  const text = fragment.textContent ?? '';
  if (recentPlainText.size >= RECENT_LIMIT) recentPlainText.delete(recentPlainText.keys().next().value as string);
  recentPlainText.set(html, text);
  return text;
}

const recentPlainText = new Map<string, string>();

// Blocks render through `useCleanHtml`, which uses this sanitiser once it is loaded (see richTextSanitizer.ts).
registerRichTextSanitizer(sanitizeRichText, richTextPlainText);
