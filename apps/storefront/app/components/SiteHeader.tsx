import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { carriedParams } from '../lib/carriedQuery';
import { useShopperRoles } from '../lib/useShopperRoles';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { useStickyHeader } from '../lib/useStickyHeader';
import { LocationSelector } from './LocationSelector';
import { SiteMegaMenu, SiteMenuDrawer, SITE_MENU_ID } from './SiteMegaMenu';
import { HeaderSearchBox } from './HeaderSearchBox';
import { useStoreHref } from './StoreLink';
import { HeaderAccount, ShopperNotices } from './auth/HeaderAccount';
import { HeaderCartLink } from './cart/HeaderCartLink';
import { HeartIcon, MenuIcon, PinIcon, SearchIcon } from './SiteIcons';
import './SiteHeader.css';

const SEARCH_ID = 'site-search';
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

/**
 * "Skip to main content": the first thing a keyboard reaches on every page (before the promo bar's buttons and the
 * header), shown only while it has focus.
 *
 * @example
 * <SkipLink />
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useText().skipToMain}
    </a>
  );
}

/**
 * The shop's header (issue 19), mobile first.
 *
 * Phones and tablets: one bar at most 64px tall — the menu button (the menu in a drawer from the left), the
 * Switchback name linking home, a search button that unfolds the search field under the bar, account and the cart
 * with its count. From the lg breakpoint: the name, a real search field with suggestions, find a store, favourites,
 * account and cart with labels, and below them the mega-menu row with the country and language chooser.
 *
 * Without JavaScript the menu button is a link to the drawer (`#site-menu`, shown with `:target`), the search button
 * a link to the form (`#site-search`, shown the same way) and the cart a link to the cart page.
 *
 * @example
 * <SiteHeader />
 */
export function SiteHeader() {
  const homeHref = useStoreHref('/');
  const storesHref = useStoreHref('/store-locator');
  const favoritesHref = useStoreHref('/favorites');
  // Spec §6: employees have no favourites, so no link to them.
  const { usesWishlists } = useShopperRoles();
  const t = useText();
  const sticky = useStickyHeader('site-header');
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLAnchorElement>(null);

  // A new page closes whatever the shopper had open in the header.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (searchOpen) document.getElementById(SEARCH_INPUT_ID)?.focus();
  }, [searchOpen]);

  const openMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(true);
  };
  const toggleSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setSearchOpen((open) => !open);
  };
  const dismissSearch = (reason: 'escape' | 'blur') => {
    if (!searchOpen) return;
    setSearchOpen(false);
    if (reason === 'escape') searchToggle.current?.focus();
  };

  return (
    <>
      <header className={searchOpen ? `${sticky} site-header--searching` : sticky}>
        <div className="site-header__bar">
          <a
            href={`#${SITE_MENU_ID}`}
            className="site-header__icon site-header__menu-button"
            aria-haspopup="dialog"
            onClick={openMenu}
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
      </header>
      <SiteMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}
