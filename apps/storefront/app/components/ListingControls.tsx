import { Form } from 'react-router';
import { LIST_FACETS, SORTS, browseSearchParams, type BrowseQuery, type ListFacet, type Sort } from '../lib/browseQuery';
import { carriedParams } from '../lib/carriedQuery';
import type { ListingFacet } from '../lib/listingFacets';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { StoreLink } from './StoreLink';

const SORT_LABELS = {
  '': 'sortFeatured',
  relevance: 'sortRelevance',
  newest: 'sortNewest',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  rating: 'sortRating',
  discount: 'sortDiscount',
} as const satisfies Record<Sort | '', string>;

/**
 * The facets and sort of a listing as one GET form, so filtering works without JavaScript: checkboxes for the list
 * facets, radio buttons for the price (commerce-api filters one price range at a time), a sort select and an
 * "Apply" button. The search term and the carried parameters of spec §2 travel as hidden fields; a new filter
 * starts again at page 1.
 *
 * @param path the listing's path inside the store (`/c/mens-jackets-100110`, `/search`)
 * @example
 * <ListingFilters path="/search" query={query} facets={facets} />
 */
export function ListingFilters({ path, query, facets }: { path: string; query: BrowseQuery; facets: ListingFacet[] }) {
  const store = useStore();
  const t = useText();
  const action = useStoreAction(path);
  const byId = new Map(facets.map((facet) => [facet.id, facet]));
  const priceFacet = byId.get('price');
  const hasFilters = LIST_FACETS.some((facet) => query.filters[facet].length > 0) || query.price !== '';
  const clearHref = browseSearchParams({ ...query, filters: { gender: [], color: [], size: [], activity: [] }, price: '', page: 1 }).toString();
  return (
    <Form method="get" action={action} className="listing-filters" aria-label={t.filters}>
      {[...carriedParams(store.search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      <p className="listing-filters__sort">
        <label htmlFor="listing-sort">{t.sortBy}</label>{' '}
        <select id="listing-sort" name="sort" defaultValue={query.sort}>
          {(['', ...SORTS] as const).map((sort) => (
            <option key={sort} value={sort}>
              {t[SORT_LABELS[sort]]}
            </option>
          ))}
        </select>
      </p>
      {LIST_FACETS.map((id) => {
        const facet = byId.get(id);
        if (!facet || facet.values.length === 0) return null;
        return <CheckboxFacet key={id} id={id} facet={facet} selected={query.filters[id]} />;
      })}
      {priceFacet && priceFacet.values.length > 0 ? (
        <fieldset className="facet">
          <legend>{t.facetNames.price ?? priceFacet.label}</legend>
          <label className="facet__option">
            <input type="radio" name="price" value="" defaultChecked={query.price === ''} /> {t.anyPrice}
          </label>
          {priceFacet.values.map((value) => (
            <label key={value.value} className="facet__option">
              <input type="radio" name="price" value={value.value} defaultChecked={query.price === value.value} /> {value.label}{' '}
              <span className="facet__count">({value.count})</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <p className="listing-filters__actions">
        <button type="submit" className="sb-button">
          {t.apply}
        </button>
        {hasFilters ? (
          <>
            {' '}
            <StoreLink to={clearHref ? `${path}?${clearHref}` : path}>{t.clearFilters}</StoreLink>
          </>
        ) : null}
      </p>
    </Form>
  );
}

function CheckboxFacet({ id, facet, selected }: { id: ListFacet; facet: ListingFacet; selected: string[] }) {
  const t = useText();
  return (
    <fieldset className="facet">
      <legend>{t.facetNames[id] ?? facet.label}</legend>
      {facet.values.map((value) => (
        <label key={value.value} className="facet__option">
          <input type="checkbox" name={id} value={value.value} defaultChecked={selected.includes(value.value)} /> {value.label}{' '}
          <span className="facet__count">({value.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

// The form's action is the listing itself, in the shopper's locale and preview mode, without any query: the
// form's own fields are the new query.
function useStoreAction(path: string): string {
  const store = useStore();
  return `${store.preview ? '/pre' : ''}/${store.locale}${path}`;
}

/**
 * Previous/next links of a listing, real links with `rel="prev"`/`rel="next"` that keep every filter.
 *
 * @example
 * <ListingPagination path="/c/mens-jackets-100110" query={query} pages={3} />
 */
export function ListingPagination({ path, query, pages }: { path: string; query: BrowseQuery; pages: number }) {
  const t = useText();
  if (pages <= 1) return null;
  const hrefFor = (page: number) => {
    const params = browseSearchParams({ ...query, page }).toString();
    return params ? `${path}?${params}` : path;
  };
  return (
    <nav className="listing-pagination" aria-label={t.pagination}>
      {query.page > 1 ? (
        <StoreLink to={hrefFor(Math.min(query.page - 1, pages))} rel="prev">
          {t.previousPage}
        </StoreLink>
      ) : null}{' '}
      <span>{t.pageOf(query.page, pages)}</span>{' '}
      {query.page < pages ? (
        <StoreLink to={hrefFor(query.page + 1)} rel="next">
          {t.nextPage}
        </StoreLink>
      ) : null}
    </nav>
  );
}
