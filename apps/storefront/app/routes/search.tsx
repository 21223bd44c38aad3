import { data } from 'react-router';
import type { Route } from './+types/search';
import { rememberSearch } from '../components/search/recentSearches.server';
import { ProductListing } from '../components/ProductListing';
import { parseBrowseQuery } from '../lib/browseQuery';
import { loadListing } from '../lib/catalogue.server';
import { loadSearchSlots } from '../lib/pageSlots.server';
import { useBlockServices } from '../lib/blockServices';
import { StoreLink } from '../components/StoreLink';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { listingMessagesFor, useListingText } from '../lib/listingText';
import { ShopBlocks } from '../components/ShopBlocks';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';
import { useListingAnalytics } from '../components/useListingAnalytics';

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const url = new URL(request.url);
  const query = parseBrowseQuery(url.searchParams);
  const session = context.get(sessionContext);
  // The search and the page's CMS slots at once: the editors' banner (content `search/{siteId}/default`) and their
  // zero-result help (`no-results`). Without a term there is nothing to search: the page asks for one instead,
  // with the fixed-name CMS page `search` (commerce-core §7).
  // The Sale listing (`sale=1`, the menu's Sale link) lists without a term: the products on sale.
  const lists = query.q !== '' || query.sale === true;
  const [listing, slots, content] = await Promise.all([
    lists ? loadListing(session, store, query) : null,
    loadSearchSlots(session, store, url, request.signal),
    lists ? null : loadContentSlot(context, request, 'search'),
  ]);
  const help = listing && listing.numFound === 0 ? slots.noResults : [];
  // Remembered on the server (a cookie) so the search hub lists recent searches without JavaScript too.
  const remembered = query.q ? rememberSearch(request, query.q) : null;
  return data(
    {
      lang: store.lang,
      locale: store.locale,
      query,
      listing,
      help,
      banner: slots.banner,
      preview: store.preview,
      content,
    },
    remembered ? { headers: { 'Set-Cookie': remembered } } : undefined,
  );
}

// The page's own cookie (recent searches) reaches the browser only through this.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = listingMessagesFor(args.loaderData?.locale ?? 'en-us');
  const q = args.loaderData?.query.q;
  const sale = !q && args.loaderData?.query.sale === true;
  // Result pages are endless variations of one page: not for the index.
  return pageMeta(
    q ? t.resultsFor(q) : sale ? t.saleTitle : t.searchTitle,
    sale ? t.saleDescription : t.searchDescription,
    { noindex: true, at: pageAt(args) },
  );
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, listing, lang, help, banner, preview, content } = loaderData;
  const t = useListingText();
  const services = useBlockServices();
  const sale = !query.q && query.sale === true;
  const onListClick = useListingAnalytics(
    sale ? { id: 'sale', name: 'Sale' } : { id: 'search', name: 'Search results' },
    listing?.products ?? [],
    JSON.stringify(query),
    query.q || null,
  );
  return (
    <section className="page listing-page" aria-labelledby="page-title" onClickCapture={onListClick}>
      <h1 id="page-title">{query.q ? t.resultsFor(query.q) : sale ? t.saleTitle : t.searchTitle}</h1>
      {banner.length > 0 ? (
        <div className="listing-page__slot">
          <ShopBlocks blocks={banner} preview={preview} services={services} />
        </div>
      ) : null}
      {listing ? (
        <ProductListing
          path="/search"
          query={query}
          facets={listing.facets}
          products={listing.products}
          numFound={listing.numFound}
          lang={lang}
          empty={
            <div className="product-listing__empty">
              <p>{sale ? t.noSaleResults : t.noResults(query.q)}</p>
              {listing.didYouMean ? (
                <p className="search-did-you-mean">
                  {t.didYouMean}{' '}
                  <StoreLink to={`/search?q=${encodeURIComponent(listing.didYouMean)}`}>{listing.didYouMean}</StoreLink>
                  ?
                </p>
              ) : null}
              <ShopBlocks blocks={help} preview={preview} services={services} />
              <ul>
                {t.searchTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          }
        />
      ) : (
        <>
          <p>{t.searchPrompt}</p>
          <PageContent page={content} />
          <p>
            <StoreLink to="/searchhub">{t.searchHubLink}</StoreLink>
          </p>
        </>
      )}
    </section>
  );
}
