import { isApiError } from '@switchback/api-client';
import { Button, TextField } from '@switchback/ui';
import { Form, redirect } from 'react-router';
import type { Route } from './+types/searchHub';
import { forgetSearches, readRecentSearches } from '../components/search/recentSearches.server';
import { StoreLink, useStoreHref } from '../components/StoreLink';
import { carriedParams } from '../lib/carriedQuery';
import { sessionContext, storeContext } from '../lib/context.server';
import { loadTrending } from '../lib/searchHub.server';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useStore } from '../lib/useStore';
import { browseMessagesFor, useBrowseText } from '../lib/browseText';

/** A category of the hub: name, store path and its sub-categories (one level). */
interface HubCategory {
  id: string;
  name: string;
  path: string;
  children: { id: string; name: string; path: string }[];
}

type CatalogNode = { id: string; name?: string | null; url?: string | null; children?: CatalogNode[] | null };

const categoryPath = (node: CatalogNode) => /\/c\/[^/?#]+/.exec(node.url ?? '')?.[0] ?? null;

function toHubCategory(node: CatalogNode): HubCategory | null {
  const path = categoryPath(node);
  if (!path || !node.name) return null;
  const children = (node.children ?? []).flatMap((child) => {
    const childPath = categoryPath(child);
    return childPath && child.name ? [{ id: child.id, name: child.name, path: childPath }] : [];
  });
  return { id: node.id, name: node.name, path, children };
}

/**
 * The search hub (spec §2 page type "searchhub"): the category tree (`GET /products/v2/catalog`), the shop's
 * popular searches and the shopper's recent searches (remembered by the search page in a cookie).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  // What is trending comes from commerce-api's search-hub component (commerce-core §7), beside the category tree.
  const trending = loadTrending(session, store, request.signal);
  const categories = await api.products
    .getCatalog({ locale: store.locale }, { signal: request.signal })
    .then((catalog) => (catalog.categories as CatalogNode[]).flatMap((node) => toHubCategory(node) ?? []))
    .catch((error: unknown) => {
      // Without the tree the hub still offers searching, popular and recent searches.
      if (!isApiError(error)) throw error;
      return [];
    });
  return { locale: store.locale, categories, trending: await trending, recent: readRecentSearches(request) };
}

/** "Clear recent searches": forgets them and shows the hub again. */
export async function action({ request }: Route.ActionArgs) {
  const back = new URL(request.url);
  return redirect(`${back.pathname}${back.search}`, {
    status: 303,
    headers: { 'Set-Cookie': forgetSearches(request) },
  });
}

export const meta: Route.MetaFunction = (args) => {
  const t = browseMessagesFor(args.loaderData?.locale ?? 'en-us');
  return pageMeta(t.searchHubTitle, t.searchHubDescription, { at: pageAt(args) });
};

const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

export default function SearchHubPage({ loaderData }: Route.ComponentProps) {
  const { categories, recent, trending } = loaderData;
  const t = useBrowseText();
  const store = useStore();
  const searchAction = useStoreHref('/search');
  return (
    <section className="page search-hub" aria-labelledby="page-title">
      <h1 id="page-title">{t.searchHubTitle}</h1>
      <Form method="get" action={searchAction.split('?')[0]} role="search" className="search-hub__form">
        {[...carriedParams(store.search)].map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <TextField
          id="search-hub-q"
          name="q"
          type="search"
          label={t.searchHubSearch}
          required
          requiredMarker={false}
          maxLength={200}
          autoComplete="off"
        />
        <Button type="submit">{t.searchTitle}</Button>
      </Form>

      <section aria-labelledby="search-hub-recent">
        <h2 id="search-hub-recent">{t.searchHubRecent}</h2>
        {recent.length > 0 ? (
          <>
            <ul className="search-hub__terms">
              {recent.map((term) => (
                <li key={term}>
                  <StoreLink to={searchPath(term)}>{term}</StoreLink>
                </li>
              ))}
            </ul>
            <Form method="post">
              <Button type="submit" variant="secondary">
                {t.searchHubClearRecent}
              </Button>
            </Form>
          </>
        ) : (
          <p>{t.searchHubNoRecent}</p>
        )}
      </section>

      <section aria-labelledby="search-hub-popular">
        <h2 id="search-hub-popular">{t.searchHubPopular}</h2>
        <ul className="search-hub__terms">
          {t.searchHubPopularTerms.map((term) => (
            <li key={term.q}>
              <StoreLink to={searchPath(term.q)}>{term.label}</StoreLink>
            </li>
          ))}
        </ul>
      </section>

      {trending.length > 0 ? (
        <section aria-labelledby="search-hub-trending">
          <h2 id="search-hub-trending">{t.searchHubTrending}</h2>
          <ul className="search-hub__trending">
            {trending.map((product) => (
              <li key={product.productId}>
                <StoreLink to={product.path}>{product.name}</StoreLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {categories.length > 0 ? (
        <nav aria-labelledby="search-hub-categories">
          <h2 id="search-hub-categories">{t.searchHubCategories}</h2>
          <ul className="search-hub__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <StoreLink to={category.path}>{category.name}</StoreLink>
                {category.children.length > 0 ? (
                  <ul>
                    {category.children.map((child) => (
                      <li key={child.id}>
                        <StoreLink to={child.path}>{child.name}</StoreLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
