import { use } from 'react';
import type { Locale } from './locales';
import { languageOf, providedMessages, type Language } from './messages';

/** A catalogue loaded in the page's language only: see {@link lazyCatalogue}. */
export interface LazyCatalogue<T> {
  /** Loads the locale's language (once). */
  load(locale: Locale): Promise<void>;
  /**
   * The locale's strings. Drawn before they are loaded (a dialog opened on a page that does not preload them), the
   * component suspends until they are.
   */
  read(locale: Locale): T;
}

/**
 * A catalogue whose English and French modules are chunks of their own, so a page downloads its language's only.
 * Each module provides its strings under `name:language` when it loads (`provideMessages`); the catalogue is the
 * union of the named parts. The server loads every module at start (entry.server.tsx), a page preloads the modules
 * of its route (lib/messageChunks.server.ts), a route that draws them loads them before a client navigation to it
 * (its `clientMiddleware`), and a part drawn elsewhere suspends until they are there.
 *
 * @example
 * const auth = lazyCatalogue<AuthMessages>(['auth'], { en: () => import('./messagesAuth'), fr: () => import('./messagesAuthFr') });
 * auth.read('fr-ca').signInPage.title; // 'Connexion'
 */
export function lazyCatalogue<T extends object>(
  parts: readonly string[],
  importers: Record<Language, () => Promise<unknown>>,
): LazyCatalogue<T> {
  const loading = new Map<Language, Promise<void>>();
  const merged = new Map<Language, T>();
  const load = (locale: Locale): Promise<void> => {
    const language = languageOf(locale);
    let pending = loading.get(language);
    if (!pending) {
      pending = importers[language]().then(() => undefined);
      // A failed download (offline) may be tried again.
      pending.catch(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  };
  const read = (locale: Locale): T => {
    const language = languageOf(locale);
    let strings = merged.get(language);
    if (!strings) {
      const found = parts.map((part) => providedMessages(`${part}:${language}`));
      if (found.some((part) => !part)) {
        // Reached only while React renders (a component's `useAuthText()` and the like, or a route's `meta` drawn
        // by <Meta>): everywhere else the strings are loaded first (the server at start, routes' client middleware).
        // eslint-disable-next-line react-hooks/rules-of-hooks -- React 19's `use` may be called from any function during rendering
        use(load(locale));
        throw new Error(`The ${parts.join(' and ')} strings of ${locale} are not loaded.`);
      }
      strings = Object.assign({}, ...found) as T;
      merged.set(language, strings);
    }
    return strings;
  };
  return { load, read };
}
