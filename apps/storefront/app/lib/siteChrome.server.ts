import { isApiError, type ContentBlock, type ContentDocument } from '@switchback/api-client';
import { parseLocalePath } from './pageType';
import { serverConfig } from './serverConfig.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { createTtlCache } from './ttlCache.server';

/**
 * A link of the header or footer content, as a path inside the store (`/c/mens-100100`, `/help/contact-us`) when
 * the CMS pointed inside the shop, or an absolute http(s) URL when it pointed elsewhere.
 *
 * @example
 * const link: ChromeLink = { text: 'Contact us', href: '/help/contact-us', internal: true };
 */
export interface ChromeLink {
  text: string;
  href: string;
  internal: boolean;
}

/**
 * The site-wide content around every page (commerce-core §7 content calls `menu`, `footer` and the `promo-bar`
 * fragment): the raw blocks, for the block components, and the footer's link columns read out for the footer.
 *
 * @example
 * const chrome = await loadSiteChrome(session, store, new URL(request.url));
 */
export interface SiteChrome {
  /** The mega menu's top-level items (`megaMenuItem` blocks). */
  menu: ContentBlock[];
  /** Promo bar blocks of the `promo-bar` fragment. */
  promoBar: ContentBlock[];
  /** The footer's link columns (`footerColumns` block). */
  footerColumns: { title: string; links: ChromeLink[] }[];
  /** The footer's other blocks (newsletter, legal rich text …), for the block renderer. */
  footerBlocks: ContentBlock[];
}

const EMPTY: SiteChrome = { menu: [], promoBar: [], footerColumns: [], footerBlocks: [] };

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
 * A CMS link target as a {@link ChromeLink}: links into the shop lose their locale (the store adds the shopper's
 * own); anything but a relative path or http(s) URL is dropped.
 *
 * @example
 * toChromeLink({ text: 'Men', url: '/en-us/c/mens-100100' }); // { text: 'Men', href: '/c/mens-100100', internal: true }
 */
export function toChromeLink(target: unknown): ChromeLink | null {
  if (!target || typeof target !== 'object') return null;
  const { text, url } = target as { text?: unknown; url?: unknown };
  if (typeof text !== 'string' || typeof url !== 'string' || text.trim() === '') return null;
  if (url.startsWith('/') && !url.startsWith('//')) {
    const parsed = parseLocalePath(url.split(/[?#]/)[0] ?? url);
    const query = url.slice((url.split(/[?#]/)[0] ?? url).length);
    return { text, href: `${parsed.rest}${query}`, internal: true };
  }
  if (/^https?:\/\//i.test(url)) return { text, href: url, internal: false };
  return null;
}

function footerColumnsOf(block: ContentBlock): SiteChrome['footerColumns'] {
  const columns = (block as { columns?: unknown }).columns;
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column: unknown) => {
    const { title, targets } = (column ?? {}) as { title?: unknown; targets?: unknown };
    if (typeof title !== 'string' || !Array.isArray(targets)) return [];
    const links = targets.map(toChromeLink).filter((link): link is ChromeLink => link !== null);
    return links.length > 0 ? [{ title, links }] : [];
  });
}

/**
 * The menu, promo bar and footer of a store, requested at the same time. Published content is shared between
 * shoppers for CMS_CACHE_SECONDS; preview content is read afresh. A call that fails leaves its part empty: the shop
 * falls back to its built-in links rather than failing every page.
 *
 * @example
 * const { menu, promoBar, footerColumns } = await loadSiteChrome(session, store, new URL(request.url));
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
    const footerBlocks = blocksOf(footer);
    return {
      menu: blocksOf(menu).filter((block) => block.type === 'megaMenuItem'),
      promoBar: blocksOf(promo).filter((block) => block.type === 'promoBar'),
      footerColumns: footerBlocks.filter((block) => block.type === 'footerColumns').flatMap(footerColumnsOf),
      footerBlocks: footerBlocks.filter((block) => block.type !== 'footerColumns'),
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
