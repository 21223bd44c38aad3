import type { Route } from './+types/category';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { JsonLd, breadcrumbList } from '../components/JsonLd';
import { ProductListing } from '../components/ProductListing';
import { notFoundPage } from '../lib/notFoundPage.server';
import { PAGE_SIZE, parseBrowseQuery } from '../lib/browseQuery';
import { loadCategory, loadListing } from '../lib/catalogue.server';
import { sessionContext, storeContext } from '../lib/context.server';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { listingMessagesFor, useListingText } from '../lib/listingText';
import { parseCategorySegment } from '../lib/pageType';
import { useListingAnalytics } from '../components/useListingAnalytics';
import { ShopBlocks } from '../components/ShopBlocks';
import { useBlockServices } from '../lib/blockServices';
import { loadCategorySlots } from '../lib/pageSlots.server';

// Only the URL shape of spec §2 is a category: anything else under /c/ is a 404, not an empty listing.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = parseCategorySegment(params.slug);
  if (!parsed) throw await notFoundPage(context, request);
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  const query = parseBrowseQuery(url.searchParams);
  // The category's name and trail come from the catalogue, its products from search, its CMS slots (above and
  // within the grid) from the content API: all at once.
  const [category, listing, slots] = await Promise.all([
    loadCategory(session, store, parsed.id),
    loadListing(session, store, query, { categoryId: parsed.id }),
    loadCategorySlots(session, store, url, parsed.id, request.signal),
  ]);
  if (!category || !listing) throw await notFoundPage(context, request);
  // Editorial tiles belong to the first page of the listing only.
  const tiles = query.page === 1 ? slots.grid : [];
  return {
    lang: store.lang,
    locale: store.locale,
    origin: url.origin,
    path: `/c/${params.slug}`,
    category,
    query,
    listing,
    slots: { top: slots.top, tiles },
    preview: store.preview,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(messagesFor('en-us').notFoundTitle, messagesFor('en-us').notFoundText);
  const { category, query, locale } = loaderData;
  const t = listingMessagesFor(locale);
  const title = query.page > 1 ? t.pageTitle(category.name, query.page) : category.name;
  // Filtered and sorted states are the same page for search engines: the canonical drops their parameters.
  return pageMeta(title, t.categoryDescription(category.name), { at: pageAt(args) });
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, query, listing, lang, locale, origin, path, slots, preview } = loaderData;
  const t = useListingText();
  const services = useBlockServices();
  const onListClick = useListingAnalytics(
    { id: category.id, name: category.name },
    listing.products,
    JSON.stringify(query),
  );
  return (
    <section className="page listing-page" aria-labelledby="page-title" onClickCapture={onListClick}>
      <Breadcrumbs trail={category.trail} />
      <h1 id="page-title">{category.name}</h1>
      {slots.top.length > 0 ? (
        <div className="listing-page__slot">
          <ShopBlocks blocks={slots.top} preview={preview} services={services} />
        </div>
      ) : null}
      <ProductListing
        path={path}
        query={query}
        facets={listing.facets}
        products={listing.products}
        numFound={listing.numFound}
        lang={lang}
        empty={<p className="product-listing__empty">{t.categoryEmpty}</p>}
        tiles={slots.tiles}
        renderTile={(tile) => <ShopBlocks blocks={tile.blocks} preview={preview} services={services} />}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: category.name,
          url: `${origin}/${locale}${category.path}`,
          breadcrumb: breadcrumbList(
            category.trail.map((crumb) => ({ name: crumb.name, url: `${origin}/${locale}${crumb.path}` })),
          ),
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: listing.numFound,
            itemListElement: listing.products.map((product, index) => ({
              '@type': 'ListItem',
              position: (query.page - 1) * PAGE_SIZE + index + 1,
              url: `${origin}/${locale}${product.path}`,
              name: product.name,
            })),
          },
        }}
      />
    </section>
  );
}
