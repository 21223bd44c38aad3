import chunks from 'virtual:switchback/message-chunks';
import type { Locale } from './locales';
import { languageOf } from './messages';

/**
 * The URLs of the chunks holding a locale's UI strings (its language's catalogue, lib/messages.ts), for the page to
 * preload: the browser loads them before hydrating (entry.client.tsx), so with a `modulepreload` they come with the
 * page's other scripts instead of after them.
 *
 * @example
 * messageChunksFor('fr-ca'); // ['/assets/messagesFr-K6sgu7HQ.js']
 */
export function messageChunksFor(locale: Locale): readonly string[] {
  return chunks[languageOf(locale)];
}
