import type { Route } from './+types/search';
import { ProductListing } from '../components/ProductListing';
import { parseBrowseQuery } from '../lib/browseQuery';
import { loadListing } from '../lib/catalogue.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageMeta } from '../lib/pageMeta';

const TEXT = {
  title: 'Search',
  description: 'Search Switchback apparel and footwear.',
  resultsFor: (q: string) => `Results for “${q}”`,
  prompt: 'Type what you are looking for in the search box at the top of the page.',
  noResults: (q: string) => `Nothing matches “${q}”.`,
  tips: ['Check the spelling.', 'Use fewer or more general words, such as “jacket” or “boots”.', 'Remove a filter.'],
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const query = parseBrowseQuery(new URL(request.url).searchParams);
  // Without a term there is nothing to search: the page asks for one instead of listing the whole catalogue.
  const listing = query.q ? await loadListing(context.get(sessionContext), store, query) : null;
  return { lang: store.lang, query, listing };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  // Result pages are endless variations of one page: not for the index.
  pageMeta(loaderData?.query.q ? TEXT.resultsFor(loaderData.query.q) : TEXT.title, TEXT.description, { noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, listing, lang } = loaderData;
  return (
    <section className="page listing-page" aria-labelledby="page-title">
      <h1 id="page-title">{query.q ? TEXT.resultsFor(query.q) : TEXT.title}</h1>
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
              <p>{TEXT.noResults(query.q)}</p>
              <ul>
                {TEXT.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          }
        />
      ) : (
        <p>{TEXT.prompt}</p>
      )}
    </section>
  );
}
