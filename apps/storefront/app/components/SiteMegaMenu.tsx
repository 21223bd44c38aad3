import { BlockContextProvider, DeferredIsland, loadedMegaMenu, loadMegaMenu } from '@switchback/content-blocks';
import { useLocation } from 'react-router';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { menuAnalyticsEvent } from '../lib/analyticsEvents';
import { useAnalytics } from './AnalyticsProvider';

/** `id` of the menu drawer: the menu button links to it, so it opens with `:target` before JavaScript. */
export const SITE_MENU_ID = 'site-menu';

/**
 * The header's mega menu, from the CMS `menu` document (commerce-core §7), drawn by the content-blocks MegaMenu. The
 * header draws the desktop bar (`view="desktop"`, shown from the lg breakpoint) and the menu drawer the mobile
 * accordions (`view="mobile"`); every link is a real `<a href>` rendered on the server. Link clicks and mobile
 * sections opened go to analytics (top nav link click, mobile menu section click). Items the schema cannot read were
 * left out on the server; nothing at all when no menu is published. The menu's code loads only when the shopper
 * reaches into it (points at, touches, clicks or tabs into the menu; `DeferredIsland`): until then its server markup
 * stays as it is, links working — unless a client navigation leads into another locale, whose menu it then draws.
 *
 * @example
 * <SiteMegaMenu view="desktop" />
 */
export function SiteMegaMenu({ view = 'responsive' }: { view?: 'responsive' | 'desktop' | 'mobile' }) {
  const { menu: items } = useSiteChrome();
  const t = useText();
  const { locale } = useStore();
  const location = useLocation();
  const { track } = useAnalytics();
  if (items.length === 0) return null;
  // trustedHtml: the menu was checked (its banners' rich text sanitised) by the menu schema on the server.
  return (
    <BlockContextProvider location={location} trustedHtml>
      <DeferredIsland
        name={`site-menu-${view}`}
        load={loadMegaMenu}
        loaded={loadedMegaMenu}
        wake="interaction"
        // The menu is one per locale: after a client navigation into another locale the server's markup is stale.
        version={locale}
        render={(MegaMenu) => (
          <MegaMenu
            items={items}
            view={view}
            location={location}
            text={{ navigation: t.mainMenu, visualSelectors: t.shopByCategory }}
            className="site-mega-menu"
            onMenuEvent={(event) => {
              const mapped = menuAnalyticsEvent(event);
              track(mapped.name, mapped.payload);
            }}
          />
        )}
      />
    </BlockContextProvider>
  );
}
