import { Pagination, type RenderLink } from '@switchback/ui';
import '@switchback/ui/css/Pagination.css';
import { browseSearchParams, type BrowseQuery } from '../lib/browseQuery';
import { useListingText } from '../lib/listingText';
import { StoreLink } from './StoreLink';

// Pagination links stay inside the store: locale, preview mode and carried query parameters (StoreLink).
const renderStoreLink: RenderLink = ({ href, ...props }) => <StoreLink to={href} {...props} />;

/**
 * The pages of a listing as the design system's `Pagination`: real links that keep every filter (so it works
 * without JavaScript), Previous/Next with `rel="prev"`/`rel="next"`, the page numbers from 768px with the current
 * one marked `aria-current="page"`, and "Page 2 of 3" between Previous and Next on phones.
 *
 * @example
 * <ListingPagination path="/c/mens-jackets-100110" query={query} pages={3} />
 */
export function ListingPagination({ path, query, pages }: { path: string; query: BrowseQuery; pages: number }) {
  const t = useListingText();
  const hrefFor = (page: number) => {
    const params = browseSearchParams({ ...query, page }).toString();
    return params ? `${path}?${params}` : path;
  };
  return (
    <Pagination
      className="listing-pagination"
      page={query.page}
      pageCount={pages}
      hrefFor={hrefFor}
      label={t.pagination}
      previousLabel={t.previousPage}
      nextLabel={t.nextPage}
      pageLabel={(page) => t.pageOf(page, pages)}
      summary={t.pageOf}
      renderLink={renderStoreLink}
    />
  );
}
