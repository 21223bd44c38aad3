import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { carriedParams } from '../lib/carriedQuery';
import { useShopperRoles } from '../lib/useShopperRoles';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { LIVE_CLICK } from '@switchback/content-blocks';
import { LocationSelector } from './LocationSelector';
import { SiteMegaMenu, SITE_MENU_ID } from './SiteMegaMenu';
import { HeaderSearchBox } from './HeaderSearchBox';
import { useStoreHref } from './StoreLink';
import { HeaderAccount, ShopperNotices } from './auth/HeaderAccount';
import { HeaderCartLink } from './cart/HeaderCartLink';
import { HeartIcon, MenuIcon, PinIcon, SearchIcon } from './SiteIcons';

/** `id` of the header's search form (the phone header's search link points at it). */
export const SEARCH_ID = 'site-search';
const SEARCH_INPUT_ID = 'site-search-q';

/** Props of {@link HeaderSearch}. */
interface HeaderSearchProps {
  /** Called when Escape is pressed in the form or focus leaves it (the phone header folds the field away then). */
  onDismiss?: ((reason: 'escape' | 'blur') => void) | undefined;
}

/**
 * The header's search box: a GET form to the store's search page, so it works before (or without) JavaScript. The
 * carried parameters of spec §2 travel as hidden fields.
 *
 * @example
 * <HeaderSearch />
 */
export function HeaderSearch({ onDismiss }: HeaderSearchProps = {}) {
  const store = useStore();
  const t = useText();
  const location = useLocation();
  const action = `${store.preview ? '/pre' : ''}/${store.locale}/search`;
  // On the search page the box shows the current term.
  const current = location.pathname.endsWith('/search') ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // The suggestions list handles (and prevents) its own Escape first.
    if (event.key === 'Escape' && !event.defaultPrevented) onDismiss?.('escape');
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDismiss?.('blur');
  };
  return (
    <Form
      method="get"
      action={action}
      role="search"
      id={SEARCH_ID}
      className="site-search"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {[...carriedParams(store.search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={SEARCH_INPUT_ID} className="sb-visually-hidden">
        {t.searchLabel}
      </label>
      <HeaderSearchBox inputId={SEARCH_INPUT_ID} defaultValue={current} key={current} />
      <button type="submit" className="site-search__submit">
        <SearchIcon />
        <span className="sb-visually-hidden">{t.searchButton}</span>
      </button>
    </Form>
  );
}

/** Props of {@link SiteHeaderBar}. */
export interface SiteHeaderBarProps {
  /** Whether the phone header's search field is unfolded (the header's own state, see `SiteHeader`). */
  searchOpen: boolean;
  /** Folds the phone header's search field out or away. */
  onSearchOpenChange: (open: boolean) => void;
  /** Opens the menu drawer. */
  onOpenMenu: () => void;
}

/**
 * What the shop's header draws (issue 19), mobile first: an island of `SiteHeader`, whose code a browser loads
 * when the shopper reaches into the header (see `SiteHeader` for the layout and the states it keeps).
 *
 * Phones and tablets: one bar at most 64px tall — the menu button (the menu in a drawer from the left), the
 * Switchback name linking home, a search button that unfolds the search field under the bar, account and the cart
 * with its count. From the lg breakpoint: the name, a real search field with suggestions, find a store, favourites,
 * account and cart with labels, and below them the mega-menu row with the country and language chooser.
 *
 * Without JavaScript the menu button is a link to the drawer (`#site-menu`, shown with `:target`), the search button
 * a link to the form (`#site-search`, shown the same way) and the cart a link to the cart page. With JavaScript,
 * before the code has come, a press on those links (and on the sign-in link) is kept and given to the live header
 * (`data-sb-live-click`, content-blocks `islandHandover`).
 *
 * @example
 * <SiteHeaderBar searchOpen={false} onSearchOpenChange={setSearchOpen} onOpenMenu={openMenu} />
 */
export function SiteHeaderBar({ searchOpen, onSearchOpenChange, onOpenMenu }: SiteHeaderBarProps) {
  const homeHref = useStoreHref('/');
  const storesHref = useStoreHref('/store-locator');
  const favoritesHref = useStoreHref('/favorites');
  // Spec §6: employees have no favourites, so no link to them.
  const { usesWishlists } = useShopperRoles();
  const t = useText();
  const searchToggle = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (searchOpen) document.getElementById(SEARCH_INPUT_ID)?.focus();
  }, [searchOpen]);

  const openMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpenMenu();
  };
  const toggleSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSearchOpenChange(!searchOpen);
  };
  const dismissSearch = (reason: 'escape' | 'blur') => {
    if (!searchOpen) return;
    onSearchOpenChange(false);
    if (reason === 'escape') searchToggle.current?.focus();
  };

  return (
    <>
      <div className="site-header__bar">
        <a
          href={`#${SITE_MENU_ID}`}
          className="site-header__icon site-header__menu-button"
          aria-haspopup="dialog"
          onClick={openMenu}
          {...LIVE_CLICK}
        >
          <MenuIcon />
          <span className="sb-visually-hidden">{t.menuOpen}</span>
        </a>
        <NavLink to={homeHref} end className="site-header__brand">
          Switchback
        </NavLink>
        <a
          ref={searchToggle}
          href={`#${SEARCH_ID}`}
          className="site-header__icon site-header__search-toggle"
          aria-controls={SEARCH_ID}
          aria-expanded={searchOpen}
          onClick={toggleSearch}
          {...LIVE_CLICK}
          // Pressing it while the field has focus must toggle, not blur-close and reopen.
          onMouseDown={(event) => event.preventDefault()}
        >
          <SearchIcon />
          <span className="sb-visually-hidden">{t.navSearch}</span>
        </a>
        <HeaderSearch onDismiss={dismissSearch} />
        <nav aria-label={t.primaryNav} className="site-header__nav">
          <ul className="site-header__actions">
            <li className="site-header__wide-only">
              <NavLink to={storesHref} className="site-header__action">
                <PinIcon />
                <span className="site-header__label">{t.navStores}</span>
              </NavLink>
            </li>
            {usesWishlists ? (
              <li className="site-header__wide-only">
                <NavLink to={favoritesHref} className="site-header__action">
                  <HeartIcon />
                  <span className="site-header__label">{t.navFavorites}</span>
                </NavLink>
              </li>
            ) : null}
            <HeaderAccount />
            <HeaderCartLink />
          </ul>
        </nav>
      </div>
      <div className="site-header__menu-row">
        <SiteMegaMenu view="desktop" />
        <LocationSelector className="site-header__location" />
      </div>
      <ShopperNotices />
    </>
  );
}
