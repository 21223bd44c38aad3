import type { ProductInfo } from './loadProducts';
import { compareSizes } from './compareSizes';
import { isFrench } from '../sites/language';
import { productDescriptionIn, productNameIn } from './productTexts';
import { facetLabel, isSearchStopWord, searchAlternatives } from './searchWords';

/** Sort orders the search offers. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What a shopper asked for; every filter is optional and filters of one facet are OR-ed. */
export interface SearchRequest {
  q?: string;
  categoryIds?: string[];
  colors?: string[];
  sizes?: string[];
  genders?: string[];
  activities?: string[];
  priceMin?: number;
  priceMax?: number;
  /** Only products sold below their original price (the shop's Sale listing). */
  onSale?: boolean;
  sort: SearchSort;
  /** The shopper's locale: on a French site a term also finds the catalogue's English words for it (searchWords.ts). */
  locale?: string;
}

/** One value of a facet with how many products it would show. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  id: 'color' | 'size' | 'gender' | 'activity' | 'price';
  label: string;
  values: FacetValue[];
}

const PRICE_BANDS: [string, number, number][] = [
  ['0-50', 0, 50],
  ['50-100', 50, 100],
  ['100-200', 100, 200],
  ['200-400', 200, 400],
  ['400-', 400, Number.POSITIVE_INFINITY],
];

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

// Plural and singular should both match ("boots" finds "Boot").
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

/** Each term of a search, as the words it may match (the term itself, and its translations). */
function searchTerms(q: string | undefined, locale: string | undefined): string[][] {
  if (!q) return [];
  return words(q)
    .filter((word) => !isSearchStopWord(word, locale))
    .map(stem)
    .map((term) => searchAlternatives(term, locale).map(stem));
}

function relevance(product: ProductInfo, terms: string[][], locale: string | undefined): number {
  // On a French site the product's French name and description are searched too (productTexts.ts).
  const french = isFrench(locale);
  const name = [...words(product.name), ...(french ? words(productNameIn(product.name, locale)) : [])].map(stem);
  const rest = [
    ...words(product.description),
    ...(french ? words(productDescriptionIn(product.description, locale)) : []),
    ...words(product.productType),
    ...product.activities.flatMap(words),
    ...words(product.gender),
  ].map(stem);
  let score = 0;
  for (const alternatives of terms) {
    const best = Math.max(
      ...alternatives.map((term) => {
        if (name.includes(term)) return 10;
        if (name.some((word) => word.startsWith(term))) return 6;
        return rest.includes(term) ? 3 : 0;
      }),
    );
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

const label = (value: string) => value.replace(/-/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());

/**
 * Filters, facets and sorts products in memory. Facet counts follow the usual rule: each facet is counted with
 * every other facet's filters applied but not its own, so selecting "Black" still shows how many are "Navy".
 * @example
 * const { products, facets } = searchProducts(all, { q: 'boots', colors: ['BLK'], sort: 'price-asc' });
 */
export function searchProducts(
  all: readonly ProductInfo[],
  request: SearchRequest,
): { products: ProductInfo[]; facets: Facet[] } {
  const terms = searchTerms(request.q, request.locale);
  const scores = new Map<string, number>();
  const base = all.filter((product) => {
    if (request.categoryIds?.length && !product.categoryIds.some((id) => request.categoryIds?.includes(id)))
      return false;
    if (request.onSale && !(product.current < product.original)) return false;
    if (terms.length === 0) return true;
    const score = relevance(product, terms, request.locale);
    scores.set(product.id, score);
    return score > 0;
  });

  const band = (price: number) => PRICE_BANDS.find(([, min, max]) => price >= min && price < max)?.[0] ?? '400-';
  const checks = {
    color: (product: ProductInfo) =>
      !request.colors?.length || product.variants.some((v) => request.colors?.includes(v.colorCode)),
    size: (product: ProductInfo) =>
      !request.sizes?.length || product.variants.some((v) => request.sizes?.includes(v.size)),
    gender: (product: ProductInfo) => !request.genders?.length || request.genders.includes(product.gender),
    activity: (product: ProductInfo) =>
      !request.activities?.length || product.activities.some((a) => request.activities?.includes(a)),
    price: (product: ProductInfo) =>
      (request.priceMin === undefined || product.current >= request.priceMin) &&
      (request.priceMax === undefined || product.current <= request.priceMax),
  };
  const passesExcept = (product: ProductInfo, skip: keyof typeof checks) =>
    (Object.keys(checks) as (keyof typeof checks)[]).every((key) => key === skip || checks[key](product));

  const count = (facet: keyof typeof checks, valuesOf: (product: ProductInfo) => string[]) => {
    const counts = new Map<string, number>();
    for (const product of base) {
      if (!passesExcept(product, facet)) continue;
      for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const colourNames = new Map(
    all.flatMap((product) => product.variants.map((v) => [v.colorCode, v.colorName] as const)),
  );
  const toValues = (counts: Map<string, number>, selected: string[] | undefined, labelOf: (value: string) => string) =>
    [...counts.entries()].map(([value, n]) => ({
      value,
      label: facetLabel(labelOf(value), request.locale),
      count: n,
      selected: Boolean(selected?.includes(value)),
    }));

  const facets: Facet[] = [
    {
      id: 'gender',
      label: 'Gender',
      values: toValues(
        count('gender', (p) => [p.gender]),
        request.genders,
        label,
      ).sort((a, b) => b.count - a.count),
    },
    {
      id: 'color',
      label: 'Colour',
      values: toValues(
        count('color', (p) => p.variants.map((v) => v.colorCode)),
        request.colors,
        (code) => colourNames.get(code) ?? code,
      ).sort((a, b) => a.label.localeCompare(b.label)),
    },
    {
      id: 'size',
      label: 'Size',
      values: toValues(
        count('size', (p) => p.variants.map((v) => v.size)),
        request.sizes,
        (size) => size,
      ).sort((a, b) => compareSizes(a.value, b.value)),
    },
    {
      id: 'activity',
      label: 'Activity',
      values: toValues(
        count('activity', (p) => p.activities),
        request.activities,
        label,
      ).sort((a, b) => a.label.localeCompare(b.label)),
    },
    {
      id: 'price',
      label: 'Price',
      values: PRICE_BANDS.map(([value]) => value)
        .map((value) => ({
          value,
          label: value.endsWith('-') ? `${value.slice(0, -1)}+` : value.replace('-', '–'),
          count: count('price', (p) => [band(p.current)]).get(value) ?? 0,
          selected: false,
        }))
        .filter((value) => value.count > 0),
    },
  ];

  const matched = base.filter((product) => passesExcept(product, 'price') && checks.price(product));
  const discount = (product: ProductInfo) =>
    product.original > 0 ? (product.original - product.current) / product.original : 0;
  const sorters: Record<SearchSort, (a: ProductInfo, b: ProductInfo) => number> = {
    relevance: (a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || b.popularity - a.popularity,
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    'price-asc': (a, b) => a.current - b.current,
    'price-desc': (a, b) => b.current - a.current,
    rating: (a, b) => b.rating - a.rating || b.reviewsCount - a.reviewsCount,
    discount: (a, b) => discount(b) - discount(a),
  };
  // Ties fall back to the id so pages never shuffle between requests.
  matched.sort((a, b) => sorters[request.sort](a, b) || a.id.localeCompare(b.id));
  return { products: matched, facets };
}
