import type { Locale } from './locales';
import { sectionMessagesFor, type Messages } from './messages';
import { listingEn, listingEnGb, type ListingMessages } from './messagesListing';
import { useStore } from './useStore';

/** The shop's strings with the listing section's. */
export type ListingMessagesAll = Messages & ListingMessages;

/**
 * The UI strings of a locale including those of the listings (category and search pages) and the search box's suggestions. Their English
 * catalogue is imported by those components and routes only, so other pages never load it (the French one comes
 * with the French catalogue, `messagesFr.ts`).
 *
 * @example
 * listingMessagesFor('en-us').sortBy; // 'Sort by'
 */
export function listingMessagesFor(locale: Locale): ListingMessagesAll {
  return sectionMessagesFor(locale, 'listing', listingEn, listingEnGb);
}

/**
 * {@link listingMessagesFor} for the page's locale: `useText()` of those components and routes.
 *
 * @example
 * const t = useListingText();
 * return <label>{t.sortBy}</label>;
 */
export function useListingText(): ListingMessagesAll {
  return listingMessagesFor(useStore().locale);
}
