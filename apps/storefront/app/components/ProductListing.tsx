import { browseSearchParams, pageCount, type BrowseQuery } from '../lib/browseQuery';
import type { ListingFacet } from '../lib/listingFacets';
import type { ProductCard } from '../lib/toProductCard';
import { placeGridTiles, type GridTile } from '../lib/gridTiles';
import { ListingPagination } from './ListingPagination';
import { PageIsland } from './PageIsland';
import { listingFiltersIsland } from '../lib/listingIslands';
import { ProductTile } from './ProductTile';
import './ProductListing.css';

// The first row is above the fold on most screens: those images load at once, the rest lazily.
const EAGER_TILES = 4;
// A phone's first row (two tiles) holds the page's largest paint: those images go before the others.
const PRIORITY_TILES = 2;

/**
 * What a category and the search page share: the toolbar (filters button, number of products, sort), the applied
 * filters, the filter panel, the grid of tiles and the pagination. `empty` is shown instead of the grid when
 * nothing matches. `tiles` are editorial tiles placed within the grid (a category's inline catalog grid, each cell
 * marked `data-block-type="inlineCatalogGrid"`), drawn by `renderTile`.
 *
 * @example
 * <ProductListing path="/search" query={query} facets={facets} products={products} numFound={42} lang="en-US" empty={<p>No results.</p>} />
 */
export function ProductListing({
  path,
  query,
  facets,
  products,
  numFound,
  lang,
  empty,
  tiles = [],
  renderTile,
}: {
  path: string;
  query: BrowseQuery;
  facets: ListingFacet[];
  products: ProductCard[];
  numFound: number;
  lang: string;
  empty: React.ReactNode;
  tiles?: readonly GridTile[] | undefined;
  renderTile?: ((tile: GridTile) => React.ReactNode) | undefined;
}) {
  return (
    <div className="product-listing">
      {/* Keyed by the query so the fields show the URL's state again after a client-side navigation. */}
      <PageIsland
        key={browseSearchParams(query).toString()}
        name="listing-filters"
        module={listingFiltersIsland}
        props={{ path, query, facets, numFound }}
      />
      <div className="product-listing__results">
        {products.length === 0 ? (
          empty
        ) : (
          <ul className="product-grid">
            {placeGridTiles(products, renderTile ? tiles : []).map((cell) =>
              cell.kind === 'product' ? (
                <li key={cell.product.id}>
                  <ProductTile
                    product={cell.product}
                    lang={lang}
                    eager={cell.index < EAGER_TILES}
                    priority={cell.index < PRIORITY_TILES}
                    quickShop
                  />
                </li>
              ) : (
                <li
                  key={`tile:${cell.tile.id}`}
                  className={
                    cell.tile.span === 2 ? 'product-grid__tile product-grid__tile--wide' : 'product-grid__tile'
                  }
                  data-block-type="inlineCatalogGrid"
                  data-block-id={cell.tile.gridId}
                >
                  {renderTile!(cell.tile)}
                </li>
              ),
            )}
          </ul>
        )}
        <ListingPagination path={path} query={query} pages={pageCount(numFound)} />
      </div>
    </div>
  );
}
