import type { Route } from './+types/search';
import { ProductListing } from '../components/ProductListing';
import { parseBrowseQuery } from '../lib/browseQuery';
import { loadListing } from '../lib/catalogue.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useText } from '../lib/useText';


export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const query = parseBrowseQuery(new URL(request.url).searchParams);
  // Without a term there is nothing to search: the page asks for one instead of listing the whole catalogue.
  const listing = query.q ? await loadListing(context.get(sessionContext), store, query) : null;
  return { lang: store.lang, locale: store.locale, query, listing };
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(args.loaderData?.locale ?? 'en-us');
  const q = args.loaderData?.query.q;
  // Result pages are endless variations of one page: not for the index.
  return pageMeta(q ? t.resultsFor(q) : t.searchTitle, t.searchDescription, { noindex: true, at: pageAt(args) });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, listing, lang } = loaderData;
  const t = useText();
  return (
    <section className="page listing-page" aria-labelledby="page-title">
      <h1 id="page-title">{query.q ? t.resultsFor(query.q) : t.searchTitle}</h1>
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
              <p>{t.noResults(query.q)}</p>
              <ul>
                {t.searchTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          }
        />
      ) : (
        <p>{t.searchPrompt}</p>
      )}
    </section>
  );
}
