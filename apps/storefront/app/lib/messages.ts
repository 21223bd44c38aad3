import type { Locale } from './locales';
import type { BrowseMessages } from './messagesBrowse';
import type { CartMessages } from './messagesCart';
import type { en, enGb } from './messagesEn';
import type { ListingMessages } from './messagesListing';
import type { ProductMessages } from './messagesProduct';
import type { StoresMessages } from './messagesStores';

// The shell's UI strings (header, footer, consent banner, error pages …) are one module per language
// (messagesEn.ts, messagesFr.ts), so a page downloads its own language's strings only. This module holds no strings
// of its own: it loads a language's catalogue (`loadMessages`) and answers from it (`messagesFor`). The server loads
// every language at start (entry.server.tsx); the browser loads the page's language before hydrating
// (entry.client.tsx, the server preloads its chunk: lib/messageChunks.server.ts) and another one before a client
// navigation into that locale (the locale layout's client middleware). The catalogues of the sign-in flow and of the
// account and checkout areas load the same way, per language, with their routes: their modules make their strings
// known here when they load (`provideMessages`, lib/lazyCatalogue.ts).

/** A catalogue of UI strings: the keys and shapes of the English one (messagesEn.ts). */
export type Messages = typeof en;

/**
 * True for the locale whose English is spelt the British way (en-gb: "Colour", "favourites", "programme"). The
 * English catalogues spell as en-us and en-ca do ("Color", "cart", "shipping"); each keeps its en-gb spellings
 * beside it (`enGb`, `cartEnGb` …), which this module and lib/lazyCatalogue.ts lay over it on en-gb.
 *
 * @example
 * spellsBritish('en-gb'); // true
 * spellsBritish('en-ca'); // false
 */
export function spellsBritish(locale: Locale): boolean {
  return locale === 'en-gb';
}

/** The languages of the shop's catalogues: en-us, en-ca and en-gb speak `en`, fr-ca `fr`. */
export type Language = 'en' | 'fr';

/**
 * The language whose catalogue a locale reads.
 *
 * @example
 * languageOf('en-gb'); // 'en'
 */
export function languageOf(locale: Locale): Language {
  return locale === 'fr-ca' ? 'fr' : 'en';
}

/**
 * The catalogues that load with their components rather than in the shell (cart, browse, stores, product, listing):
 * their English half is imported by `lib/cartText.ts`, `lib/browseText.ts`, `lib/storesText.ts`,
 * `lib/productText.ts` and `lib/listingText.ts` only.
 */
export interface MessageSections {
  cart: CartMessages;
  browse: BrowseMessages;
  stores: StoresMessages;
  product: ProductMessages;
  listing: ListingMessages;
}

/** The fr-ca catalogue: the shell's strings and the French halves of every {@link MessageSections} catalogue. */
export type FrenchMessages = Messages &
  CartMessages &
  BrowseMessages &
  StoresMessages &
  ProductMessages &
  ListingMessages;

interface Catalogues {
  en: Messages;
  fr: FrenchMessages;
}

// Each language's module, as its own chunk. Keep in step with CATALOGUE_MODULES in vite.config.ts, which finds
// their chunks for the server's modulepreload.
const importers: { [L in Language]: () => Promise<Catalogues[L]> } = {
  en: () =>
    import('./messagesEn').then((module) => {
      british = { ...module.en, ...module.enGb };
      return module.en;
    }),
  fr: () => import('./messagesFr').then((module) => module.fr),
};

const loaded: Partial<Catalogues> = {};
// The English catalogue with its en-gb spellings (`enGb` of messagesEn.ts), made when the English one loads.
let british: (Messages & typeof enGb) | undefined;
const loading = new Map<Language, Promise<void>>();

/**
 * Loads the catalogue of a locale's language, once; {@link messagesFor} answers for that locale afterwards.
 *
 * @example
 * await loadMessages('fr-ca'); // entry.client.tsx, before hydrating a fr-ca page
 */
export function loadMessages(locale: Locale): Promise<void> {
  const language = languageOf(locale);
  let pending = loading.get(language);
  if (!pending) {
    pending = importers[language]().then((catalogue) => {
      (loaded as Record<Language, Messages>)[language] = catalogue;
    });
    // A failed download (offline) may be tried again by the next navigation.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Loads every language's catalogue: the server and the tests draw pages of any locale.
 *
 * @example
 * await loadAllMessages(); // entry.server.tsx
 */
export async function loadAllMessages(): Promise<void> {
  await Promise.all([loadMessages('en-us'), loadMessages('fr-ca')]);
}

function catalogueOf<L extends Language>(language: L): Catalogues[L] {
  const catalogue = loaded[language];
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded: await loadMessages(locale) first.`);
  return catalogue as Catalogues[L];
}

/**
 * The UI strings of a locale (fr-ca in French, the English locales in English); its language must be loaded
 * ({@link loadMessages}).
 *
 * @example
 * messagesFor('fr-ca').navSearch; // 'Recherche'
 * messagesFor('en-gb').productCount(2); // '2 products'
 */
export function messagesFor(locale: Locale): Messages {
  const catalogue = catalogueOf(languageOf(locale));
  return spellsBritish(locale) && british ? british : catalogue;
}

const provided = new Map<string, object>();

/**
 * Makes a catalogue's strings known under a name and language (`'account:fr'`): the modules of the catalogues that
 * load in the page's language only (sign-in, account, checkout) call it when they load, however they were loaded
 * (lib/lazyCatalogue.ts, or the browser importing the chunks the server preloaded, entry.client.tsx).
 *
 * @example
 * provideMessages('auth:en', authEn);
 */
export function provideMessages(name: string, strings: object): void {
  provided.set(name, strings);
}

/**
 * The strings a catalogue module provided under that name and language, if it has loaded.
 *
 * @example
 * providedMessages('auth:en')?.signInPage; // once messagesAuth.ts has loaded
 */
export function providedMessages(name: string): object | undefined {
  return provided.get(name);
}

const englishWithSections = new Map<string, object>();

/**
 * The UI strings of a locale with one section's: the English section (and its en-gb spellings) is passed in by the
 * module that imports it (so it loads with that module's components), the French one comes with the French
 * catalogue.
 *
 * @example
 * sectionMessagesFor('en-us', 'cart', cartEn, cartEnGb).cartLine.color; // 'Color'
 * sectionMessagesFor('en-gb', 'cart', cartEn, cartEnGb).cartLine.color; // 'Colour'
 */
export function sectionMessagesFor<K extends keyof MessageSections>(
  locale: Locale,
  section: K,
  english: MessageSections[K],
  britishSpellings: Partial<MessageSections[K]> = {},
): Messages & MessageSections[K] {
  if (languageOf(locale) === 'fr') return catalogueOf('fr');
  const gb = spellsBritish(locale);
  const key = `${section}:${gb ? 'en-gb' : 'en'}`;
  let catalogue = englishWithSections.get(key);
  if (!catalogue) {
    catalogue = gb ? { ...messagesFor(locale), ...english, ...britishSpellings } : { ...catalogueOf('en'), ...english };
    englishWithSections.set(key, catalogue);
  }
  return catalogue as Messages & MessageSections[K];
}

/** The location question's "go" button, in the suggested site's own language (shown on a page of another). */
export const LOCATION_GO: Record<Locale, (name: string) => string> = {
  'en-us': (name) => `Go to ${name}`,
  'en-ca': (name) => `Go to ${name}`,
  'en-gb': (name) => `Go to ${name}`,
  'fr-ca': (name) => `Aller sur ${name}`,
};

/** How each locale names itself in the location selector: country, then language where a country has two. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (français)',
  'en-gb': 'United Kingdom (English)',
};
