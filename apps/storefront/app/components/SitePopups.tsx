import {
  BlockContextProvider,
  loadBlock,
  POPUP_DEFAULT_DELAY_MS,
  type PopupBlock,
  type PopupProps,
} from '@switchback/content-blocks';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useBlockServices } from '../lib/blockServices';
import { resolvePageType } from '../lib/pageType';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';
import { useShopBlockServices } from './ShopBlocks';

// The pop-up's code is fetched this long before its delay ends, so it is ready on time without weighing on the
// page's first load.
const LOAD_AHEAD_MS = 1000;

/**
 * The CMS pop-ups of the site (content-blocks §2, §4: newsletter and account-registration prompts) that name
 * this page's type in their `pages` (all pages when they name none), as the server checked them. Each appears
 * after its delay, minimised then expanded, once per visitor per page, and stays away once closed (remembered in
 * the browser). Their impression, expand and click events go to analytics. Nothing is drawn on the server, and the
 * pop-up's code loads only a moment before the first one is due.
 *
 * @example
 * <SitePopups />
 */
export function SitePopups() {
  const { popups } = useSiteChrome();
  const location = useLocation();
  const { preview } = useStore();
  const services = useShopBlockServices(useBlockServices(), { preview, engineDecided: false });
  const pageType = resolvePageType(location.pathname);
  const shown = useMemo(
    () => popups.filter(({ pages }) => !pages || pages.length === 0 || pages.includes(pageType)),
    [popups, pageType],
  );
  const loaded = usePopupCode(shown, location.pathname);
  if (shown.length === 0 || !loaded) return null;
  const { Popup, waited } = loaded;
  return (
    // trustedHtml: the pop-ups were checked (and their rich text sanitised) by their schema on the server.
    <BlockContextProvider location={location} services={services} trustedHtml>
      {shown.map((popup) => (
        <Popup
          key={`${popup.id}:${location.pathname}`}
          {...popup}
          delay={Math.max(0, delayMs(popup) - waited) / 1000}
          preview={preview}
        />
      ))}
    </BlockContextProvider>
  );
}

function delayMs(popup: PopupBlock): number {
  return popup.delay === undefined ? POPUP_DEFAULT_DELAY_MS : popup.delay * 1000;
}

/**
 * The Popup component, loaded `LOAD_AHEAD_MS` before the earliest of the page's pop-ups is due, and how much of
 * the delays had passed on this page when it came (on a later page the delays start from zero again).
 */
function usePopupCode(
  popups: readonly PopupBlock[],
  pathname: string,
): { Popup: ComponentType<PopupProps>; waited: number } | undefined {
  const [loaded, setLoaded] = useState<{ Popup: ComponentType<PopupProps>; pathname: string; waited: number }>();
  const due = popups.length === 0 ? undefined : Math.min(...popups.map(delayMs));
  useEffect(() => {
    if (due === undefined || loaded) return;
    let cancelled = false;
    const waited = Math.max(0, due - LOAD_AHEAD_MS);
    const timer = setTimeout(() => {
      loadBlock('popup').then(
        (component) => cancelled || setLoaded({ Popup: component as ComponentType<PopupProps>, pathname, waited }),
        () => undefined,
      );
    }, waited);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [due, loaded, pathname]);
  if (!loaded) return undefined;
  return { Popup: loaded.Popup, waited: loaded.pathname === pathname ? loaded.waited : 0 };
}
