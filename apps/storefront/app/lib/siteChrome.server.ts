import { isApiError, type ContentBlock, type ContentDocument } from '@switchback/api-client';
import { serverConfig } from './serverConfig.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { createTtlCache } from './ttlCache.server';

/**
 * The site-wide content around every page (commerce-core §7 content calls `menu`, `footer` and the `promo-bar`
 * fragment): the raw blocks, drawn by the content-blocks components.
 *
 * @example
 * const chrome = await loadSiteChrome(session, store, new URL(request.url));
 */
export interface SiteChrome {
  /** The mega menu's top-level items (`megaMenuItem` blocks). */
  menu: ContentBlock[];
  /** Promo bar blocks of the `promo-bar` fragment. */
  promoBar: ContentBlock[];
  /** The footer's blocks (link columns, newsletter, legal rich text …), for the block renderer. */
  footerBlocks: ContentBlock[];
}

const EMPTY: SiteChrome = { menu: [], promoBar: [], footerBlocks: [] };

let published: { ttlMs: number; cache: ReturnType<typeof createTtlCache<SiteChrome>> } | undefined;

function publishedCache() {
  const ttlMs = serverConfig().cmsCacheSeconds * 1000;
  if (published?.ttlMs !== ttlMs) published = { ttlMs, cache: createTtlCache({ ttlMs, maxEntries: 50 }) };
  return published.cache;
}

function blocksOf(document: ContentDocument | null): ContentBlock[] {
  if (!document) return [];
  if (Array.isArray(document)) return document.filter((entry): entry is ContentBlock => !!entry && typeof entry === 'object' && typeof (entry as ContentBlock).type === 'string');
  return document.blocks ?? [];
}

/**
 * The menu, promo bar and footer of a store, requested at the same time. Published content is shared between
 * shoppers for CMS_CACHE_SECONDS; preview content is read afresh. A call that fails leaves its part empty: the shop
 * falls back to its built-in links rather than failing every page.
 *
 * @example
 * const { menu, promoBar, footerBlocks } = await loadSiteChrome(session, store, new URL(request.url));
 */
export async function loadSiteChrome(session: RequestSession, store: Store, url: URL): Promise<SiteChrome> {
  const previewDateTime = url.searchParams.get('previewDateTime') ?? undefined;
  const mode = { siteId: store.siteId, preview: store.preview, ...(store.preview && previewDateTime ? { previewDateTime } : {}) };
  const load = async (): Promise<SiteChrome> => {
    const api = session.api({ siteId: store.siteId, locale: store.locale });
    const orEmpty = (call: Promise<ContentDocument>) =>
      call.catch((error: unknown) => {
        if (isApiError(error)) return null;
        throw error;
      });
    const [menu, footer, promo] = await Promise.all([
      orEmpty(api.content.getMenu(mode)),
      orEmpty(api.content.getFooter(mode)),
      orEmpty(api.content.getFragment({ ...mode, fragmentId: 'promo-bar' })),
    ]);
    return {
      menu: blocksOf(menu).filter((block) => block.type === 'megaMenuItem'),
      promoBar: blocksOf(promo).filter((block) => block.type === 'promoBar'),
      footerBlocks: blocksOf(footer),
    };
  };
  try {
    if (store.preview) return await load();
    return await publishedCache().getOrLoad(`${store.siteId}/${store.locale}`, load);
  } catch (error) {
    console.warn('[chrome] could not load the menu, footer or promo bar:', error);
    return EMPTY;
  }
}
