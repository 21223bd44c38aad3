import { Drawer } from '@switchback/ui';
import { NavLink } from 'react-router';
import { useShopper } from '../lib/useShopper';
import { useShopperRoles } from '../lib/useShopperRoles';
import { useText } from '../lib/useText';
import { LocationSelector } from './LocationSelector';
import { SiteMegaMenu, SITE_MENU_ID } from './SiteMegaMenu';
import { AccountIcon, HeartIcon, PinIcon } from './SiteIcons';
import { useStoreHref } from './StoreLink';

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
