import { useCallback, type MouseEvent } from 'react';
import type { ProductCard } from '../lib/toProductCard';
import { useAnalytics, useTrackOnce } from './AnalyticsProvider';

const itemOf = (product: ProductCard, index: number, list: { id: string; name: string }) => ({
  item_id: product.id,
  item_name: product.name,
  item_list_id: list.id,
  item_list_name: list.name,
  index,
  ...(product.price ? { price: product.price.current, currency: product.price.currency } : {}),
});

/**
 * A product list's analytics (category and search pages): `view_item_list` each time the list shown changes
 * (filters, sort, page), `search` for a search term, and `select_item` when a shopper follows a product of the
 * list — returned as a click handler for the list's container (capture phase, so every tile link counts).
 *
 * @example
 * const onListClick = useListingAnalytics({ id: category.id, name: category.name }, listing.products, url.search);
 * <section onClickCapture={onListClick}>…</section>
 */
export function useListingAnalytics(
  list: { id: string; name: string },
  products: readonly ProductCard[],
  listKey: string,
  searchTerm?: string | null,
): (event: MouseEvent<HTMLElement>) => void {
  const { track } = useAnalytics();
  useTrackOnce('search', searchTerm ? `${searchTerm}` : null, () => ({ search_term: searchTerm }));
  useTrackOnce('view_item_list', `${list.id}?${listKey}`, () => ({
    item_list_id: list.id,
    item_list_name: list.name,
    items: products.slice(0, 50).map((product, index) => itemOf(product, index, list)),
  }));
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const href = (event.target as Element).closest?.('a[href]')?.getAttribute('href') ?? '';
      const index = products.findIndex((product) => href.split('?')[0]?.endsWith(product.path));
      if (index === -1) return;
      track('select_item', {
        item_list_id: list.id,
        item_list_name: list.name,
        items: [itemOf(products[index]!, index, list)],
      });
    },
    [products, list, track],
  );
}
