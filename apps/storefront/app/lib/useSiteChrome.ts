import { useRouteLoaderData } from 'react-router';
import type { SiteChrome } from './siteChrome.server';

const NONE: SiteChrome = { menu: [], promoBar: [], footerBlocks: [], popups: [] };

/**
 * The CMS menu, promo bar and footer the locale layout loaded (live or preview); empty outside a served locale
 * (the 404 page of an unknown locale), so the chrome falls back to its built-in links.
 *
 * @example
 * const { footerBlocks } = useSiteChrome();
 */
export function useSiteChrome(): SiteChrome {
  const live = useRouteLoaderData('live') as { chrome?: SiteChrome } | undefined;
  const preview = useRouteLoaderData('preview') as { chrome?: SiteChrome } | undefined;
  return live?.chrome ?? preview?.chrome ?? NONE;
}
