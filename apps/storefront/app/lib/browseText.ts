import type { Locale } from './locales';
import { sectionMessagesFor, type Messages } from './messages';
import { browseEn, browseEnGb, type BrowseMessages } from './messagesBrowse';
import { useStore } from './useStore';

/** The shop's strings with the browse section's (review writing, product sets, the search hub, gift card purchase). */
export type BrowseMessagesAll = Messages & BrowseMessages;

/**
 * The UI strings of a locale including review writing, product sets, the search hub and a gift card's purchase fields. Their English catalogue
 * is imported by those components and routes only, so other pages never load it (the French one comes with the
 * French catalogue, `messagesFr.ts`).
 *
 * @example
 * browseMessagesFor('en-us').searchHubTitle; // 'Search hub'
 */
export function browseMessagesFor(locale: Locale): BrowseMessagesAll {
  return sectionMessagesFor(locale, 'browse', browseEn, browseEnGb);
}

/**
 * {@link browseMessagesFor} for the page's locale: `useText()` of the review, product set, search hub and gift card parts.
 *
 * @example
 * const t = useBrowseText();
 * return <h1>{t.searchHubTitle}</h1>;
 */
export function useBrowseText(): BrowseMessagesAll {
  return browseMessagesFor(useStore().locale);
}
