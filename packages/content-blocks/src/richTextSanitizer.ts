import { use } from 'react';
import { useBlockContext } from './BlockContext';

/** See {@link RichTextMode} in sanitizeRichText.ts (kept as a type-only import so the sanitiser stays lazy). */
export type RichTextMode = import('./sanitizeRichText').RichTextMode;
type Sanitize = (html: string | null | undefined, mode?: RichTextMode) => string;

let sanitizer: Sanitize | undefined;
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
  return (loading ??= import('./sanitizeRichText').then((module) => (sanitizer = module.sanitizeRichText)));
}

/** The sanitiser once loaded (the `sanitizeRichText` module registers itself when anything imports it). */
export function registerRichTextSanitizer(sanitize: Sanitize): void {
  sanitizer = sanitize;
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
 * The text of rich text for a quick "is there anything to show" test, without waiting for the sanitiser: tags
 * (and what script or style elements hold) are dropped.
 *
 * @example
 * richTextHasText('<p> </p>'); // false
 */
export function richTextHasText(html: string): boolean {
  const clean = sanitizer ? sanitizer(html) : html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  return clean.replace(/<[^>]*>/g, '').trim() !== '';
}
