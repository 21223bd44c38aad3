import { isFrench } from '../sites/language';
import { colourNameIn } from './productTexts';
/**
 * What a French-speaking shopper types, by the English words of the catalogue it means. Products are stored once, in
 * English (as categories are: categoryNames.ts), so a search on the French site also looks for these words: "veste"
 * finds jackets, "bottes de randonnée" hiking boots, "sac à dos" backpacks. Keys and values are lower case without
 * accents, singular (the search drops accents and a final "s" before it compares).
 */
const FRENCH: Readonly<Record<string, readonly string[]>> = {
  veste: ['jacket'],
  manteau: ['jacket', 'parka', 'coat'],
  manteaux: ['jacket', 'parka', 'coat'],
  blouson: ['jacket'],
  anorak: ['jacket', 'shell'],
  doudoune: ['down', 'parka'],
  duvet: ['down'],
  impermeable: ['rain', 'waterproof'],
  pluie: ['rain'],
  coquille: ['shell'],
  polaire: ['fleece'],
  molleton: ['fleece'],
  chandail: ['pullover', 'midlayer'],
  pull: ['pullover'],
  kangourou: ['hoodie'],
  laine: ['merino', 'wool'],
  merino: ['merino'],
  chemise: ['shirt'],
  pantalon: ['pant'],
  botte: ['boot'],
  bottillon: ['boot'],
  chaussure: ['shoe', 'boot'],
  soulier: ['shoe'],
  espadrille: ['shoe'],
  randonnee: ['hiking', 'hiker', 'backpacking'],
  course: ['running', 'runner'],
  sentier: ['trail'],
  sac: ['bag', 'pack', 'backpack', 'daypack'],
  dos: ['pack', 'backpack', 'daypack'],
  tente: ['tent'],
  couchage: ['sleeping'],
  tuque: ['beanie'],
  bonnet: ['beanie'],
  chapeau: ['hat'],
  gant: ['glove'],
  mitaine: ['glove'],
  gilet: ['vest'],
  homme: ['men'],
  femme: ['women'],
  enfant: ['kid'],
  carte: ['card'],
  cadeau: ['gift'],
  hiver: ['winter'],
};

/** Little French words a search ignores ("sac à dos", "sac de couchage"). */
const FRENCH_STOP_WORDS = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'pour',
  'un',
  'une',
]);

/**
 * The words a search term may match in `locale`: the term itself, and on a French site the catalogue's English words
 * for it. `term` is lower case, without accents, singular.
 * @example
 * searchAlternatives('veste', 'fr-ca'); // ['veste', 'jacket']
 * searchAlternatives('veste', 'en-us'); // ['veste']
 */
export function searchAlternatives(term: string, locale: string | undefined): string[] {
  return isFrench(locale) ? [term, ...(FRENCH[term] ?? [])] : [term];
}

/**
 * Whether a search skips `term` in `locale` (French articles and prepositions on a French site).
 * @example
 * isSearchStopWord('de', 'fr-ca'); // true
 */
export function isSearchStopWord(term: string, locale: string | undefined): boolean {
  return isFrench(locale) && FRENCH_STOP_WORDS.has(term);
}

/**
 * Facet values in Canadian French, by their English label (genders and activities of the catalogue; colours are named
 * by productTexts.ts `colourNameIn`, as product answers name them).
 */
const FRENCH_FACET_LABELS: Readonly<Record<string, string>> = {
  Women: 'Femmes',
  Men: 'Hommes',
  Kids: 'Enfants',
  Unisex: 'Unisexe',
  Backpacking: 'Longue randonnée',
  Camping: 'Camping',
  Climbing: 'Escalade',
  Everyday: 'Tous les jours',
  Hiking: 'Randonnée',
  Mountaineering: 'Alpinisme',
  Snow: 'Neige',
  'Trail Running': 'Course en sentier',
  Travel: 'Voyage',
};

/**
 * A filter value's label in `locale`: `fr…` gets the French name of a known gender, colour or activity; others stay.
 * @example
 * facetLabel('Sky Blue', 'fr-ca'); // 'Bleu ciel'
 */
export function facetLabel(label: string, locale: string | undefined): string {
  return isFrench(locale) ? (FRENCH_FACET_LABELS[label] ?? colourNameIn(label, locale)) : label;
}
