import { BlockContextProvider, DeferredIsland, loadedMegaMenu, loadMegaMenu } from '@switchback/content-blocks';
import { Drawer } from '@switchback/ui';
import { NavLink, useLocation } from 'react-router';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useShopperRoles } from '../lib/useShopperRoles';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { menuAnalyticsEvent } from '../lib/analyticsEvents';
import { useAnalytics } from './AnalyticsProvider';
import { LocationSelector } from './LocationSelector';
import { useStoreHref } from './StoreLink';
import { useShopper } from './auth/HeaderAccount';
import { AccountIcon, HeartIcon, PinIcon } from './SiteIcons';

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

/**
 * The menu drawer of phones and tablets (issue 19): a left side sheet with the menu's categories as accordions, then
 * account, favourites, find a store and the country and language chooser. Its content is in the server's HTML, so
 * the header's menu link (`#site-menu`) shows it with `:target` before JavaScript.
 *
 * @example
 * <SiteMenuDrawer open={open} onClose={() => setOpen(false)} />
 */
export function SiteMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText();
  const shopper = useShopper();
  const accountHref = useStoreHref(shopper?.registered ? '/account' : '/sign-in');
  const favoritesHref = useStoreHref('/favorites');
  // Spec §6: employees have no favourites.
  const { usesWishlists } = useShopperRoles();
  const storesHref = useStoreHref('/store-locator');
  return (
    <Drawer
      id={SITE_MENU_ID}
      open={open}
      onClose={onClose}
      title={t.menuOpen}
      closeLabel={t.menuClose}
      className="site-menu"
      keepMounted
    >
      <SiteMegaMenu view="mobile" />
      <ul className="site-menu__links">
        <li>
          <NavLink to={accountHref} className="site-menu__link">
            <AccountIcon />
            {shopper?.registered ? t.navAccount : t.headerAccount.signIn}
          </NavLink>
        </li>
        {usesWishlists ? (
          <li>
            <NavLink to={favoritesHref} className="site-menu__link">
              <HeartIcon />
              {t.navFavorites}
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to={storesHref} className="site-menu__link">
            <PinIcon />
            {t.navStores}
          </NavLink>
        </li>
      </ul>
      <LocationSelector className="site-menu__location" />
    </Drawer>
  );
}
