import { use } from 'react';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';
import { languageOf, messagesFor, providedMessages, spellsBritish, type Language, type Messages } from './messages';
import { useStore } from './useStore';

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
  const merged = new Map<string, T>();
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
    // en-gb reads the English strings with the British spellings a part provides beside them (`auth:en-gb`).
    const variant = spellsBritish(locale) ? 'en-gb' : language;
    let strings = merged.get(variant);
    if (!strings) {
      const found = parts.map((part) => providedMessages(`${part}:${language}`));
      if (found.some((part) => !part)) {
        // Reached only while React renders (a component's `useAuthText()` and the like, or a route's `meta` drawn
        // by <Meta>): everywhere else the strings are loaded first (the server at start, routes' client middleware).
        // eslint-disable-next-line react-hooks/rules-of-hooks -- React 19's `use` may be called from any function during rendering
        use(load(locale));
        throw new Error(`The ${parts.join(' and ')} strings of ${locale} are not loaded.`);
      }
      const spellings = variant === language ? [] : parts.map((part) => providedMessages(`${part}:${variant}`));
      strings = Object.assign({}, ...found, ...spellings) as T;
      merged.set(variant, strings);
    }
    return strings;
  };
  return { load, read };
}

/** The strings of an area of the shop (sign-in, account, checkout) with the shop's: see {@link areaText}. */
export interface AreaText<T> {
  /** Loads the area's strings of a locale's language (once). */
  load(locale: Locale): Promise<void>;
  /**
   * Client middleware of the area's routes: a client navigation to them draws them once the area's strings are there
   * (in the locale of the URL).
   */
  loadFirst(args: { params: Readonly<Record<string, string | undefined>> }): Promise<void>;
  /** The UI strings of a locale including the area's (suspends while the area's are loading). */
  messagesFor(locale: Locale): Messages & T;
  /** {@link AreaText.messagesFor} for the page's locale: the `useText()` of the area's components. */
  useText(): Messages & T;
}

/**
 * An area's strings as its pages and components read them: a {@link lazyCatalogue} of the area's parts, merged with
 * the shop's catalogue once per locale, with the client middleware that loads it before a navigation to the area.
 *
 * @example
 * const checkout = areaText<CheckoutMessages>(['checkout'], { en: () => import('./messagesCheckout'), fr: () => import('./messagesCheckoutFr') });
 * export const useCheckoutText = checkout.useText;
 */
export function areaText<T extends object>(
  parts: readonly string[],
  importers: Record<Language, () => Promise<unknown>>,
): AreaText<T> {
  const area = lazyCatalogue<T>(parts, importers);
  const catalogues = new Map<Locale, Messages & T>();
  const messagesForLocale = (locale: Locale): Messages & T => {
    let catalogue = catalogues.get(locale);
    if (!catalogue) {
      catalogue = { ...messagesFor(locale), ...area.read(locale) };
      catalogues.set(locale, catalogue);
    }
    return catalogue;
  };
  return {
    load: area.load,
    loadFirst: ({ params }) => area.load(isSupportedLocale(params.locale) ? params.locale : DEFAULT_LOCALE),
    messagesFor: messagesForLocale,
    useText: () => messagesForLocale(useStore().locale),
  };
}
