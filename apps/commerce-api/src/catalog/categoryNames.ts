import { isFrench } from '../sites/language';
/**
 * The catalogue's category names in Canadian French, by their English (seeded) name. Categories are stored once,
 * in English; every answer that names a category says it in the request's language.
 */
const FRENCH: Readonly<Record<string, string>> = {
  Men: 'Hommes',
  Women: 'Femmes',
  Kids: 'Enfants',
  Jackets: 'Manteaux',
  'Fleece & Midlayers': 'Molletons et couches intermédiaires',
  Footwear: 'Chaussures',
  'Hiking Boots': 'Bottes de randonnée',
  'Trail Running Shoes': 'Chaussures de course en sentier',
  Pants: 'Pantalons',
  Accessories: 'Accessoires',
  Gear: 'Équipement',
  Backpacks: 'Sacs à dos',
  Tents: 'Tentes',
  'Sleeping Bags': 'Sacs de couchage',
  'Gift Cards': 'Cartes-cadeaux',
  "Women's Autumn Ridgeline": 'Ridgeline d’automne pour femmes',
  "Men's Autumn Ridgeline": 'Ridgeline d’automne pour hommes',
};

/**
 * A category's name in `locale` (`fr-ca` gets the French name; other locales and unknown names stay as stored).
 * @example
 * categoryName('Jackets', 'fr-ca'); // 'Manteaux'
 * categoryName('Jackets', 'en-ca'); // 'Jackets'
 */
export function categoryName(name: string, locale: string): string;
export function categoryName(name: string | null, locale: string): string | null;
export function categoryName(name: string | null, locale: string): string | null {
  if (name === null) return null;
  return isFrench(locale) ? (FRENCH[name] ?? name) : name;
}

/**
 * The English names whose `locale` name contains `text` (lower case), to find categories by what a French
 * shopper types ("manteau" finds Jackets).
 * @example
 * namesMatching('manteau', 'fr-ca'); // ['Jackets']
 */
export function namesMatching(text: string, locale: string): string[] {
  if (!isFrench(locale)) return [];
  return Object.entries(FRENCH)
    .filter(([, french]) => french.toLowerCase().includes(text))
    .map(([english]) => english);
}
