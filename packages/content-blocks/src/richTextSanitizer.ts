import { use } from 'react';
import { useBlockContext } from './BlockContext';

/** See {@link RichTextMode} in sanitizeRichText.ts (kept as a type-only import so the sanitiser stays lazy). */
export type RichTextMode = import('./sanitizeRichText').RichTextMode;
type Sanitize = (html: string | null | undefined, mode?: RichTextMode) => string;

type PlainText = (html: string) => string;

let sanitizer: Sanitize | undefined;
let plainText: PlainText | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Loads the rich-text sanitiser (DOMPurify and its policy, `sanitizeRichText`), once. In a browser bundle it is a
 * chunk of its own: a page whose blocks were prepared on the server (their rich text already sanitised there)
 * never loads it.
 *
 * @example
 * await loadRichTextSanitizer(); // a server, before rendering
 */
export function loadRichTextSanitizer(): Promise<Sanitize> {
  return (loading ??= import('./sanitizeRichText').then((module) => {
    plainText = module.richTextPlainText;
    return (sanitizer = module.sanitizeRichText);
  }));
}

/** The sanitiser once loaded (the `sanitizeRichText` module registers itself when anything imports it). */
export function registerRichTextSanitizer(sanitize: Sanitize, text?: PlainText): void {
  sanitizer = sanitize;
  if (text) plainText = text;
}

/**
 * The HTML a block may put on the page: the rich text as is when it comes from blocks the server prepared
 * (`prepareBlocks` sanitised it with the same policy; `LazyBlockRenderer` says so through the block context),
 * otherwise sanitised here — waiting (Suspense) for the sanitiser's chunk the first time in a browser.
 *
 * @example
 * const clean = useCleanHtml(block.richText.html);
 */
export function useCleanHtml(html: string, mode: RichTextMode = 'block'): string {
  const { trustedHtml } = useBlockContext();
  if (html === '') return '';
  // Trusted HTML was sanitised on the server by its block's schema, which applies the narrower modes too (a clickable
  // promo message's links are unwrapped there): the browser loads no sanitiser for it.
  if (trustedHtml) return html;
  return (sanitizer ?? use(loadRichTextSanitizer()))(html, mode);
}

/**
 * Whether rich text has any text to show, without waiting for the sanitiser. With the sanitiser loaded, DOMPurify
 * itself reduces the HTML to its text (no tags allowed; script and style content dropped); otherwise, in a browser,
 * the HTML is parsed into an inert document (nothing in it runs or loads) and its script, style and template
 * elements are removed before reading the text. No regular expression reads markup.
 *
 * @example
 * richTextHasText('<p> </p>'); // false
 */
export function richTextHasText(html: string): boolean {
  if (html === '') return false;
  if (plainText) return plainText(html).trim() !== '';
  if (typeof DOMParser === 'undefined') return true;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll('script, style, template, noscript')) element.remove();
  return (doc.body.textContent ?? '').trim() !== '';
}
