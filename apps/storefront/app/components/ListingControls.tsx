import { useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Form, useSubmit } from 'react-router';
import {
  LIST_FACETS,
  SORTS,
  browseSearchParams,
  type BrowseQuery,
  type ListFacet,
  type Sort,
} from '../lib/browseQuery';
import { carriedParams } from '../lib/carriedQuery';
import type { ListingFacet } from '../lib/listingFacets';
import { useStore } from '../lib/useStore';
import { useListingText } from '../lib/listingText';
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
 * "Apply" button. The search term (or the Sale listing's `sale=1`) and the carried parameters of spec §2 travel as
 * hidden fields; a new filter starts again at page 1.
 *
 * Three parts, laid out by the listing's grid: a toolbar (the "Filters" button on phones, the number of products, the sort
 * select, which belongs to the form through its `form` attribute and applies itself once JavaScript runs), the
 * applied filters as removable chips, and the panel of facet groups. On phones the Filters button opens the panel
 * as a side sheet: before JavaScript a native popover (`popovertarget`), once the page is interactive a modal
 * `<dialog>` (focus kept in it, the page behind inert, Escape or a click beside it closes it, Apply closes it and
 * shows the results). On wider screens CSS shows the panel as a sticky column.
 *
 * @param path the listing's path inside the store (`/c/mens-jackets-100110`, `/search`)
 * @example
 * <ListingFilters path="/search" query={query} facets={facets} numFound={42} />
 */
export function ListingFilters({
  path,
  query,
  facets,
  numFound,
}: {
  path: string;
  query: BrowseQuery;
  facets: ListingFacet[];
  /** How many products match: said between the Filters button and the sort. */
  numFound: number;
}) {
  const store = useStore();
  const t = useListingText();
  const action = useStoreAction(path);
  const byId = new Map(facets.map((facet) => [facet.id, facet]));
  const priceFacet = byId.get('price');
  const applied = appliedFilters(query, byId, t.anyPrice);
  const clearHref = browseSearchParams({
    ...query,
    filters: { gender: [], color: [], size: [], activity: [] },
    price: '',
    page: 1,
  }).toString();
  const sheet = useFilterSheet();
  const submit = useSubmit();
  // "Any price" and the default sort are no choice: left out of the URL (without JavaScript the browser sends them
  // empty, which reads the same).
  const submitWithoutEmptyChoices = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    for (const name of ['price', 'sort']) if (data.get(name) === '') data.delete(name);
    void submit(data, { method: 'get', action });
  };
  return (
    <>
      <div className="listing-toolbar">
        <button
          type="button"
          className="sb-button sb-button--secondary sb-button--size-sm listing-toolbar__filters"
          popoverTarget={PANEL_ID}
          onClick={sheet.open}
        >
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
            <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t.filtersButton}
          {applied.length > 0 ? (
            <>
              {' '}
              <span className="listing-toolbar__badge" aria-hidden="true">
                {applied.length}
              </span>
              <span className="sb-visually-hidden">({applied.length})</span>
            </>
          ) : null}
        </button>
        <p className="product-listing__count" role="status">
          {t.productCount(numFound)}
        </p>
        <p className="listing-toolbar__sort">
          <label htmlFor="listing-sort">{t.sortBy}</label>
          <select
            id="listing-sort"
            className="listing-select"
            name="sort"
            form={FORM_ID}
            defaultValue={query.sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {(['', ...SORTS] as const).map((sort) => (
              <option key={sort} value={sort}>
                {t[SORT_LABELS[sort]]}
              </option>
            ))}
          </select>
        </p>
      </div>
      {applied.length > 0 ? (
        <ul className="listing-chips" aria-label={t.appliedFilters}>
          {applied.map((chip) => {
            const params = browseSearchParams({ ...query, ...chip.without, page: 1 }).toString();
            return (
              <li key={chip.key}>
                <StoreLink className="listing-chip" to={params ? `${path}?${params}` : path}>
                  <span className="sb-visually-hidden">{t.removeFilter} </span>
                  {chip.label}
                  <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 20 20">
                    <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                  </svg>
                </StoreLink>
              </li>
            );
          })}
          <li>
            <StoreLink className="listing-chips__clear" to={clearHref ? `${path}?${clearHref}` : path}>
              {t.clearFilters}
            </StoreLink>
          </li>
        </ul>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the ::backdrop closes the panel; Escape (the popover's own) and its Close button are the keyboard ways */}
      <dialog
        id={PANEL_ID}
        ref={sheet.ref}
        className="listing-filters-panel"
        popover="auto"
        aria-labelledby={`${PANEL_ID}-title`}
        onClick={sheet.closeOnBackdrop}
      >
        <div className="listing-filters-panel__header">
          <h2 id={`${PANEL_ID}-title`} className="listing-filters-panel__title">
            {t.filtersButton}
          </h2>
          <button
            type="button"
            className="sb-dialog__close"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t.close}
            onClick={sheet.close}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <Form
          method="get"
          action={action}
          id={FORM_ID}
          className="listing-filters"
          aria-label={t.filters}
          onSubmit={(event) => {
            submitWithoutEmptyChoices(event);
            // jsdom's dialogs cannot close (component tests).
            sheet.ref.current?.close?.();
          }}
        >
          {[...carriedParams(store.search)].map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
          {query.sale ? <input type="hidden" name="sale" value="1" /> : null}
          {LIST_FACETS.map((id) => {
            const facet = byId.get(id);
            if (!facet || facet.values.length === 0) return null;
            return <CheckboxFacet key={id} id={id} facet={facet} selected={query.filters[id]} />;
          })}
          {priceFacet && priceFacet.values.length > 0 ? (
            <FacetGroup title={t.facetNames.price ?? priceFacet.label}>
              <label className="facet__option">
                <input
                  type="radio"
                  className="facet__input"
                  name="price"
                  value=""
                  defaultChecked={query.price === ''}
                />
                {t.anyPrice}
              </label>
              {priceFacet.values.map((value) => (
                <label key={value.value} className="facet__option">
                  <input
                    type="radio"
                    className="facet__input"
                    name="price"
                    value={value.value}
                    defaultChecked={query.price === value.value}
                  />
                  {value.label} <span className="facet__count">({value.count})</span>
                </label>
              ))}
            </FacetGroup>
          ) : null}
          <p className="listing-filters__actions">
            <button type="submit" className="sb-button sb-button--primary sb-button--full-width">
              {t.apply}
            </button>
          </p>
        </Form>
      </dialog>
    </>
  );
}

const PANEL_ID = 'listing-filters';

/**
 * The phone filter sheet once JavaScript runs: the Filters button opens the panel with `showModal()` instead of as a
 * popover, so focus stays in the sheet and the listing behind it is inert; its close button and a click on the
 * backdrop close it. Wide screens (the panel is a column there) and the page before hydration keep the native
 * popover behaviour.
 */
function useFilterSheet() {
  const ref = useRef<HTMLDialogElement>(null);
  const open = (event: MouseEvent) => {
    const panel = ref.current;
    if (!panel || panel.open || window.matchMedia('(min-width: 64rem)').matches) return;
    event.preventDefault();
    if (panel.matches(':popover-open')) panel.hidePopover();
    panel.showModal();
  };
  const close = (event: MouseEvent) => {
    if (!ref.current?.open) return;
    event.preventDefault();
    ref.current.close();
  };
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget && ref.current?.open) ref.current.close();
  };
  return { ref, open, close, closeOnBackdrop };
}
const FORM_ID = 'listing-filters-form';

/** A facet group: a disclosure (open at first) around a fieldset, whose legend names the group for assistive technology. */
function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="facet" open>
      <summary className="facet__summary">{title}</summary>
      <fieldset className="facet__fieldset">
        <legend className="sb-visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function CheckboxFacet({ id, facet, selected }: { id: ListFacet; facet: ListingFacet; selected: string[] }) {
  const t = useListingText();
  return (
    <FacetGroup title={t.facetNames[id] ?? facet.label}>
      {facet.values.map((value) => (
        <label key={value.value} className="facet__option">
          <input
            type="checkbox"
            className="facet__input"
            name={id}
            value={value.value}
            defaultChecked={selected.includes(value.value)}
          />
          {value.label} <span className="facet__count">({value.count})</span>
        </label>
      ))}
    </FacetGroup>
  );
}

/** The query's filters one by one, each with the query that removes it. */
function appliedFilters(
  query: BrowseQuery,
  byId: Map<string, ListingFacet>,
  anyPrice: string,
): { key: string; label: string; without: Partial<BrowseQuery> }[] {
  const chips: { key: string; label: string; without: Partial<BrowseQuery> }[] = LIST_FACETS.flatMap((id) =>
    query.filters[id].map((value) => ({
      key: `${id}=${value}`,
      label: byId.get(id)?.values.find((entry) => entry.value === value)?.label ?? value,
      without: { filters: { ...query.filters, [id]: query.filters[id].filter((other) => other !== value) } },
    })),
  );
  if (query.price !== '') {
    chips.push({
      key: `price=${query.price}`,
      label: byId.get('price')?.values.find((entry) => entry.value === query.price)?.label ?? anyPrice,
      without: { price: '' },
    });
  }
  return chips;
}

// The form's action is the listing itself, in the shopper's locale and preview mode, without any query: the
// form's own fields are the new query.
function useStoreAction(path: string): string {
  const store = useStore();
  return `${store.preview ? '/pre' : ''}/${store.locale}${path}`;
}
