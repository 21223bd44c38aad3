import { isApiError, type ContentBlock, type ContentDocument } from '@switchback/api-client';
import {
  megaMenuSchema,
  popupBlockSchema,
  type MegaMenuItem,
  type PopupBlock,
  type PreparedBlock,
} from '@switchback/content-blocks';
import { cachePolicy } from './cachePolicy.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { configuredCache } from './ttlCache.server';
import { prepareShopBlocks } from './blockStylesheets.server';
import { isSupportedLocale, type Locale } from './locales';

/** A locale the location selector offers, with the currency its site charges in. */
export interface SiteLocation {
  locale: Locale;
  currency: string;
}

/**
 * The site-wide content around every page (commerce-core §7 content calls `menu`, `footer`, `popups` and the
 * `promo-bar` fragment), checked on the server (`prepareBlocks`, the menu and pop-up schemas) so the browser draws them
 * without schema code.
 *
 * @example
 * const chrome = await loadSiteChrome(session, store, new URL(request.url));
 */
export interface SiteChrome {
  /** The mega menu's top-level items (`megaMenuItem` blocks that pass the menu schema). */
  menu: MegaMenuItem[];
  /** Promo bar blocks of the `promo-bar` fragment, prepared. */
  promoBar: PreparedBlock[];
  /** The footer's blocks (link columns, newsletter, legal rich text …), prepared for the block renderer. */
  footerBlocks: PreparedBlock[];
  /** The site's valid pop-ups (`popups/{siteId}`); each names the page types it shows on (`pages`). */
  popups: PopupBlock[];
  /**
   * The locales commerce-api's location selector lists (`GET /fapi/pages/location-selector`) that this shop serves,
   * with their currency; absent or empty when the call failed (the selector then lists every served locale).
   */
  locations?: SiteLocation[];
}

/**
 * The served locales of a location-selector answer, with the currency of their site.
 *
 * @example
 * toSiteLocations({ sites: [{ currency: 'CAD', locales: [{ locale: 'en-ca' }, { locale: 'fr-ca' }] }] });
 * // [{ locale: 'en-ca', currency: 'CAD' }, { locale: 'fr-ca', currency: 'CAD' }]
 */
export function toSiteLocations(answer: unknown): SiteLocation[] {
  const sites = (answer as { sites?: unknown } | null)?.sites;
  if (!Array.isArray(sites)) return [];
  return sites.flatMap((site: { currency?: unknown; locales?: unknown }) => {
    if (typeof site?.currency !== 'string' || !Array.isArray(site.locales)) return [];
    const currency = site.currency;
    return (site.locales as { locale?: unknown }[]).flatMap((entry) => {
      const locale = typeof entry?.locale === 'string' ? entry.locale : null;
      return isSupportedLocale(locale) ? [{ locale, currency }] : [];
    });
  });
}

const EMPTY: SiteChrome = { menu: [], promoBar: [], footerBlocks: [], popups: [] };

// The navigation of a store, shared by every shopper (read without a token): see lib/cachePolicy.server.ts.
const publishedCache = configuredCache<SiteChrome>(() => ({ ...cachePolicy().navigation, maxEntries: 50 }));

function blocksOf(document: ContentDocument | null): ContentBlock[] {
  if (!document) return [];
  if (Array.isArray(document))
    return document.filter(
      (entry): entry is ContentBlock =>
        !!entry && typeof entry === 'object' && typeof (entry as ContentBlock).type === 'string',
    );
  return document.blocks ?? [];
}

/** A chrome with a part whose call failed for a reason other than 404: drawn for one page, never cached. */
class IncompleteChromeError extends Error {
  constructor(
    readonly chrome: SiteChrome,
    cause: unknown,
  ) {
    super(`a part of the site chrome could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * The menu, promo bar, footer and pop-ups of a store, requested at the same time. Published content is shared between
 * shoppers for CMS_CACHE_SECONDS (then served stale for up to 5 minutes while one call refreshes it); preview content is
 * read afresh. A part commerce-api answers 404 for is not published and stays empty, cached like the rest. A part whose
 * call fails otherwise (5xx, a time-out) is left empty for this page only: the chrome is then not cached, and a stale
 * copy, when there is one, is served instead. Either way the shop falls back to its built-in links rather than failing
 * the page.
 *
 * @example
 * const { menu, promoBar, footerBlocks } = await loadSiteChrome(session, store, new URL(request.url));
 */
export async function loadSiteChrome(session: RequestSession, store: Store, url: URL): Promise<SiteChrome> {
  const previewDateTime = url.searchParams.get('previewDateTime') ?? undefined;
  const mode = {
    siteId: store.siteId,
    preview: store.preview,
    ...(store.preview && previewDateTime ? { previewDateTime } : {}),
  };
  const load = async (): Promise<SiteChrome> => {
    const api = session.api({ siteId: store.siteId, locale: store.locale });
    let failed: unknown;
    const orEmpty = (call: Promise<ContentDocument>) =>
      call.catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 404)) failed ??= error;
        return null;
      });
    const [menu, footer, promo, popups, locations] = await Promise.all([
      orEmpty(api.content.getMenu(mode)),
      orEmpty(api.content.getFooter(mode)),
      orEmpty(api.content.getFragment({ ...mode, fragmentId: 'promo-bar' })),
      // Pop-ups are an extra: whatever goes wrong with them never costs the menu and footer.
      api.content.getPopups(mode).catch((error: unknown) => {
        console.warn('[chrome] could not load the pop-ups:', error instanceof Error ? error.message : error);
        return null;
      }),
      // The location selector's sites (commerce-core §7 `/fapi/pages/location-selector`): an extra like the pop-ups.
      api.frontend.getLocationSelector().then(toSiteLocations, (error: unknown) => {
        console.warn('[chrome] could not load the location selector:', error instanceof Error ? error.message : error);
        return [];
      }),
    ]);
    const chrome: SiteChrome = {
      menu: megaMenuSchema.parse(blocksOf(menu).filter((block) => block.type === 'megaMenuItem')),
      promoBar: prepareShopBlocks(blocksOf(promo).filter((block) => block.type === 'promoBar')),
      footerBlocks: prepareShopBlocks(blocksOf(footer)),
      popups: blocksOf(popups).flatMap((block) => {
        const parsed = block.type === 'popup' ? popupBlockSchema.safeParse(block) : undefined;
        return parsed?.success ? [parsed.data] : [];
      }),
      locations,
    };
    if (failed !== undefined) throw new IncompleteChromeError(chrome, failed);
    return chrome;
  };
  try {
    if (store.preview) return await load();
    return await publishedCache().getOrLoad(`${store.siteId}/${store.locale}`, load);
  } catch (error) {
    console.warn('[chrome] could not load the menu, footer or promo bar:', error);
    return error instanceof IncompleteChromeError ? error.chrome : EMPTY;
  }
}
