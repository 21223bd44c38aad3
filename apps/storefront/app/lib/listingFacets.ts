/**
 * A facet of a productSearch answer as the listing form shows it: the API's values with their counts (which
 * ignore the facet's own filter, so a shopper can widen a choice).
 *
 * @example
 * const facet: ListingFacet = { id: 'color', label: 'Colour', values: [{ value: 'BLK', label: 'Black', count: 8 }] };
 */
export interface ListingFacet {
  id: string;
  label: string;
  values: { value: string; label: string; count: number }[];
}

/**
 * Reads the facets of a productSearch answer, keeping the facets the listing knows and values with a label.
 *
 * @example
 * const facets = toListingFacets(search.facets);
 */
export function toListingFacets(facets: unknown): ListingFacet[] {
  if (!Array.isArray(facets)) return [];
  return facets.flatMap((facet: unknown) => {
    if (!facet || typeof facet !== 'object') return [];
    const { id, label, values } = facet as { id?: unknown; label?: unknown; values?: unknown };
    if (typeof id !== 'string' || !Array.isArray(values)) return [];
    const shown = values.flatMap((entry: unknown) => {
      const {
        value,
        label: valueLabel,
        count,
      } = (entry ?? {}) as { value?: unknown; label?: unknown; count?: unknown };
      if (typeof value !== 'string') return [];
      return [
        {
          value,
          label: typeof valueLabel === 'string' ? valueLabel : value,
          count: typeof count === 'number' ? count : 0,
        },
      ];
    });
    return [{ id, label: typeof label === 'string' ? label : id, values: shown }];
  });
}
