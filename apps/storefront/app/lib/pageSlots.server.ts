import { isApiError, type ContentDocument } from '@switchback/api-client';
import type { PreparedBlock } from '@switchback/content-blocks';
import { prepareShopBlocks } from './blockStylesheets.server';
import { cachePolicy } from './cachePolicy.server';
import type { GridTile } from './gridTiles';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { configuredCache } from './ttlCache.server';

/**
 * A category page's CMS content (content-blocks §2, §7 `…/category/{siteId}/{categoryId}`): the blocks drawn above
 * the listing's grid, and the tiles of its inline catalog grid, placed within the product grid.
 *
 * @example
 * const slots: CategorySlots = { top: [preparedBanner], grid: [{ id: 'guide', position: 3, span: 1, blocks: [preparedCard] }] };
 */
export interface CategorySlots {
  top: PreparedBlock[];
  grid: GridTile[];
}

/** The search page's CMS content (`…/search/{siteId}/{searchType}`): the `default` banner, and the `no-results` help. */
export interface SearchSlots {
  banner: PreparedBlock[];
  noResults: PreparedBlock[];
}

const EMPTY_CATEGORY: CategorySlots = { top: [], grid: [] };

// Slot content is published content, the same for every shopper of a store: one prepared copy per store and slot
// for CMS_CACHE_SECONDS (then stale while one call refreshes it), like CMS pages. Preview never reads or fills it.
const slotCache = configuredCache<PreparedBlock[]>(() => ({ ...cachePolicy().contentPage, maxEntries: 2000 }));

type Load = (
  api: ReturnType<RequestSession['api']>,
  mode: { siteId: string; preview: boolean; previewDateTime?: string },
  options: { signal?: AbortSignal },
) => Promise<ContentDocument>;

/**
 * One content slot's blocks, prepared for `ShopBlocks`; none when the slot has no content (404) or cannot be read
 * (slots are extras: the page stands without them, and the failure is logged).
 */
async function loadSlot(
  session: RequestSession,
  store: Store,
  url: URL,
  key: string,
  load: Load,
  signal?: AbortSignal,
): Promise<PreparedBlock[]> {
  const previewDateTime = url.searchParams.get('previewDateTime') ?? undefined;
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const read = async (requestSignal?: AbortSignal): Promise<PreparedBlock[]> => {
    try {
      const document = await load(
        api,
        {
          siteId: store.siteId,
          preview: store.preview,
          ...(store.preview && previewDateTime ? { previewDateTime } : {}),
        },
        requestSignal ? { signal: requestSignal } : {},
      );
      return prepareShopBlocks(Array.isArray(document) ? [] : (document.blocks ?? []));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return [];
      if (requestSignal?.aborted) throw error;
      console.warn(`[slots] ${key} could not be loaded:`, error instanceof Error ? error.message : error);
      return [];
    }
  };
  if (store.preview) return read(signal);
  // A shared load must not be cancelled by the one shopper who happened to start it.
  return slotCache().getOrLoad(`${store.siteId}/${store.locale}/${key}`, () => read());
}

/**
 * Splits a category's blocks into the slot above the grid and the tiles within it: an `inlineCatalogGrid` block's
 * tiles (each with its `gridPosition` and `gridSpan`) go into the product grid; every other block is drawn above it.
 *
 * @example
 * toCategorySlots(prepareShopBlocks([banner, { type: 'inlineCatalogGrid', items: [card] }])); // { top: [banner], grid: [card tile] }
 */
export function toCategorySlots(blocks: readonly PreparedBlock[]): CategorySlots {
  const top: PreparedBlock[] = [];
  const grid: GridTile[] = [];
  for (const block of blocks) {
    if (block.type !== 'inlineCatalogGrid' || block.$problem) {
      top.push(block);
      continue;
    }
    const items = Array.isArray(block.items)
      ? (block.items as (PreparedBlock & { gridPosition?: unknown; gridSpan?: unknown })[])
      : [];
    for (const item of items) {
      if (!item || typeof item !== 'object') continue;
      grid.push({
        id: item.id,
        gridId: block.id,
        position: typeof item.gridPosition === 'number' ? item.gridPosition : null,
        span: item.gridSpan === 2 ? 2 : 1,
        blocks: [item],
      });
    }
  }
  return { top, grid };
}

/**
 * The CMS content of a category page (content-blocks §2: slots above and within the grid). Call it beside the
 * listing's own calls (`Promise.all`), never after them.
 *
 * @example
 * const [category, listing, slots] = await Promise.all([loadCategory(…), loadListing(…), loadCategorySlots(session, store, url, '100420', request.signal)]);
 */
export async function loadCategorySlots(
  session: RequestSession,
  store: Store,
  url: URL,
  categoryId: string,
  signal?: AbortSignal,
): Promise<CategorySlots> {
  const blocks = await loadSlot(
    session,
    store,
    url,
    `category/${categoryId}`,
    (api, mode, options) => api.content.getCategory({ ...mode, categoryId }, options),
    signal,
  );
  return blocks.length > 0 ? toCategorySlots(blocks) : EMPTY_CATEGORY;
}

/**
 * The CMS content of a product page (`…/product/{siteId}/{productId}`), drawn below the product's details. Call it
 * beside the product's own calls; the product id comes from the URL.
 *
 * @example
 * const [product, slot] = await Promise.all([loadProductPage(…), loadProductSlot(session, store, url, 'SBTN10002', request.signal)]);
 */
export function loadProductSlot(
  session: RequestSession,
  store: Store,
  url: URL,
  productId: string,
  signal?: AbortSignal,
): Promise<PreparedBlock[]> {
  return loadSlot(
    session,
    store,
    url,
    `product/${productId}`,
    (api, mode, options) => api.content.getProductContent({ ...mode, productId }, options),
    signal,
  );
}

/**
 * The search page's CMS content: its `default` banner (every search page) and its `no-results` help (drawn only
 * when nothing is found). Both are read at once, beside the search itself, so an empty result waits for nothing.
 *
 * @example
 * const [listing, slots] = await Promise.all([loadListing(session, store, query), loadSearchSlots(session, store, url, request.signal)]);
 */
export async function loadSearchSlots(
  session: RequestSession,
  store: Store,
  url: URL,
  signal?: AbortSignal,
): Promise<SearchSlots> {
  const slot = (searchType: string) =>
    loadSlot(
      session,
      store,
      url,
      `search/${searchType}`,
      (api, mode, options) => api.content.getSearchContent({ ...mode, searchType }, options),
      signal,
    );
  const [banner, noResults] = await Promise.all([slot('default'), slot('no-results')]);
  return { banner, noResults };
}
