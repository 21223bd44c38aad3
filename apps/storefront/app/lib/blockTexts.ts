import { formatMoney } from '@switchback/cart';
import type { BlockTexts } from '@switchback/content-blocks';
import { htmlLang, type Locale } from './locales';

// The CMS blocks' UI strings come from @switchback/content-blocks in English, except the few where the package's
// (British) words are not the shop's: its buttons put products in the "cart" on every English site, as the product
// pages and listings do (ENGLISH). The French ones are a module of their
// own (messagesBlocks.ts) that the French catalogue's chunk imports (messagesFr.ts), so they load whenever the French
// strings do (lib/messages.ts loadMessages) and English pages never load them: the shell holds only this lookup.
let french: BlockTexts | undefined;

/** The shop's English words where the package's differ (all English locales: the shop says "cart" on each). */
const ENGLISH: BlockTexts = {
  recommendations: { add: 'Add to cart' },
  upSell: { add: 'Add to cart' },
};

/**
 * Makes the French block strings available to {@link blockTextsFor} (messagesBlocks.ts calls it when it loads).
 *
 * @example
 * provideFrenchBlockTexts(blocksFr);
 */
export function provideFrenchBlockTexts(texts: BlockTexts): void {
  french = texts;
}

/**
 * The CMS blocks' UI strings for a locale, for `BlockFeaturesProvider`'s `texts`: the French ones on fr-ca, the
 * shop's English words where they differ from the package's ("Add to cart") elsewhere.
 *
 * @example
 * <BlockFeaturesProvider {...features} texts={blockTextsFor(locale)}>…</BlockFeaturesProvider>
 */
export function blockTextsFor(locale: Locale): BlockTexts {
  if (locale !== 'fr-ca') return ENGLISH;
  if (!french) throw new Error('The French block strings are not loaded: import lib/messagesBlocks first.');
  return french;
}

const priceFormats = new Map<Locale, (amount: number, currency: string | undefined) => string>();

/**
 * How the shop writes money on a locale's pages (`formatMoney` in the locale's language, as listings and product
 * pages do), for `BlockFeaturesProvider`'s `formatPrice`: the blocks' product prices read like the rest of the page.
 * One function per locale, so the provider's value stays the same between renders.
 *
 * @example
 * blockPriceFormatFor('en-us')(249, 'USD'); // '$249.00'
 * blockPriceFormatFor('fr-ca')(339, 'CAD'); // '339,00 CAD'
 */
export function blockPriceFormatFor(locale: Locale): (amount: number, currency: string | undefined) => string {
  let format = priceFormats.get(locale);
  if (!format) {
    const lang = htmlLang(locale);
    format = (amount, currency) => formatMoney(amount, currency, lang);
    priceFormats.set(locale, format);
  }
  return format;
}
