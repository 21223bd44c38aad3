import type { Locale } from './locales';
import { sectionMessagesFor, type Messages } from './messages';
import { storesEn, type StoresMessages } from './messagesStores';
import { useStore } from './useStore';

/** The shop's strings with the stores section's (store pages, ship-to-store, store changes). */
export type StoresMessagesAll = Messages & StoresMessages;

/**
 * The UI strings of a locale including the store pages' and the product page's ship-to-store and store-changed
 * parts. Their English catalogue is imported by those components and routes only, so other pages never load it
 * (the French one comes with the French catalogue, `messagesFr.ts`).
 *
 * @example
 * storesMessagesFor('en-us').storeHours; // 'Opening hours'
 */
export function storesMessagesFor(locale: Locale): StoresMessagesAll {
  return sectionMessagesFor(locale, 'stores', storesEn);
}

/**
 * {@link storesMessagesFor} for the page's locale: `useText()` of the store pages and pickup components.
 *
 * @example
 * const t = useStoresText();
 * return <h2>{t.storeAddress}</h2>;
 */
export function useStoresText(): StoresMessagesAll {
  return storesMessagesFor(useStore().locale);
}
