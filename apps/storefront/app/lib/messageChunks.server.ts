import catalogues from 'virtual:switchback/message-chunks';
import type { Locale } from './locales';
import { languageOf } from './messages';

/** The catalogues of UI strings a page draws besides the shell's, by its route's path below the locale. */
const PAGE_CATALOGUES: readonly (readonly [RegExp, string])[] = [
  [/^\/(sign-in|forgot-password|associate-login)$/, 'auth'],
  [/^\/(account(\/.*)?|help\/contact-us|favorites|xplr-pass)$/, 'account'],
  [/^\/(checkout|order-confirmation)$/, 'checkout'],
];

/** What a page preloads of its UI strings: see {@link messageChunksFor}. */
export interface MessageChunks {
  /** The catalogue modules of the page's language, which the browser imports before hydrating. */
  modules: readonly string[];
  /** The other chunks those import. */
  chunks: readonly string[];
}

/**
 * The chunks holding a page's UI strings in its locale's language: the shell's catalogue (lib/messages.ts) and those
 * that load in the page's language only (the sign-in flow's, the account area's, the checkout's; lib/lazyCatalogue.ts),
 * for the routes that draw them (by React Router's route `pattern`). The page preloads them (root.tsx) and the browser
 * loads them before hydrating (entry.client.tsx), so they come with the page's other scripts. A route that draws one
 * of them and is not listed still works: its strings load when first drawn.
 *
 * @example
 * messageChunksFor('fr-ca', ':locale/checkout').modules; // ['/assets/messagesFr-….js', '/assets/messagesCheckoutFr-….js']
 */
export function messageChunksFor(locale: Locale, pattern: string): MessageChunks {
  const language = languageOf(locale);
  const page = pattern.replace(/^\/?(pre\/)?:locale(?=\/|$)/, '');
  const names = ['shell', ...PAGE_CATALOGUES.filter(([path]) => path.test(page)).map(([, name]) => name)];
  const found = names.flatMap((name) => catalogues[`${name}:${language}`] ?? []);
  return {
    modules: found.flatMap((catalogue) => catalogue.modules),
    chunks: [...new Set(found.flatMap((catalogue) => catalogue.chunks))],
  };
}
