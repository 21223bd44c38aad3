import type { Locale } from './locales';
import { sectionMessagesFor, type Messages } from './messages';
import { productEn, productEnGb, type ProductMessages } from './messagesProduct';
import { useStore } from './useStore';

/** The shop's strings with the product section's. */
export type ProductMessagesAll = Messages & ProductMessages;

/**
 * The UI strings of a locale including those of the product page (gallery, reviews, questions, size chart) and the quick shop and product set dialogs. Their English
 * catalogue is imported by those components and routes only, so other pages never load it (the French one comes
 * with the French catalogue, `messagesFr.ts`).
 *
 * @example
 * productMessagesFor('en-us').sizeChart; // 'Size chart'
 */
export function productMessagesFor(locale: Locale): ProductMessagesAll {
  return sectionMessagesFor(locale, 'product', productEn, productEnGb);
}

/**
 * {@link productMessagesFor} for the page's locale: `useText()` of those components and routes.
 *
 * @example
 * const t = useProductText();
 * return <h2>{t.descriptionTitle}</h2>;
 */
export function useProductText(): ProductMessagesAll {
  return productMessagesFor(useStore().locale);
}
