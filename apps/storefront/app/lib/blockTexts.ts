import type { BlockTexts } from '@switchback/content-blocks';
import type { Locale } from './locales';

// The CMS blocks' UI strings come from @switchback/content-blocks in English; the French ones are a module of their
// own (messagesBlocks.ts) that the French catalogue's chunk imports (messagesFr.ts), so they load whenever the French
// strings do (lib/messages.ts loadMessages) and English pages never load them: the shell holds only this lookup.
let french: BlockTexts | undefined;

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
 * The CMS blocks' UI strings for a locale, for `BlockFeaturesProvider`'s `texts`: the French ones on fr-ca,
 * `undefined` (the package's English) elsewhere.
 *
 * @example
 * <BlockFeaturesProvider {...features} texts={blockTextsFor(locale)}>…</BlockFeaturesProvider>
 */
export function blockTextsFor(locale: Locale): BlockTexts | undefined {
  if (locale !== 'fr-ca') return undefined;
  if (!french) throw new Error('The French block strings are not loaded: import lib/messagesBlocks first.');
  return french;
}
