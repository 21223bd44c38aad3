import { Form, NavLink, useLocation } from 'react-router';
import { carriedParams } from '../lib/carriedQuery';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';
import { useStickyHeader } from '../lib/useStickyHeader';
import { LocationSelector } from './LocationSelector';
import { SiteMegaMenu } from './SiteMegaMenu';
import { SearchAutoSuggest } from './SearchAutoSuggest';
import { useStoreHref } from './StoreLink';
import { HeaderAccount, ShopperNotices } from './auth/HeaderAccount';
import { HeaderCartLink } from './cart/HeaderCartLink';

const NAV_LINKS = [
  { to: '/store-locator', label: 'navStores' },
  { to: '/search', label: 'navSearch' },
  { to: '/favorites', label: 'navFavorites' },
] as const;

function HeaderNavLink({ to, label }: { to: string; label: (typeof NAV_LINKS)[number]['label'] }) {
  const href = useStoreHref(to);
  const t = useText();
  return (
    <li>
      <NavLink to={href} className="site-header__link">
        {t[label]}
      </NavLink>
    </li>
  );
}

/**
 * The header's search box: a GET form to the store's search page, so it works before (or without) JavaScript. The
 * carried parameters of spec §2 travel as hidden fields.
 *
 * @example
 * <HeaderSearch />
 */
export function HeaderSearch() {
  const store = useStore();
  const t = useText();
  const location = useLocation();
  const action = `${store.preview ? '/pre' : ''}/${store.locale}/search`;
  // On the search page the box shows the current term.
  const current = location.pathname.endsWith('/search') ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <Form method="get" action={action} role="search" className="site-search">
      {[...carriedParams(store.search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="site-search-q" className="sb-visually-hidden">
        {t.searchLabel}
      </label>
      <SearchAutoSuggest inputId="site-search-q" defaultValue={current} key={current} />
      <button type="submit" className="sb-button">
        {t.searchButton}
      </button>
    </Form>
  );
}

/**
 * The shop's header: a skip link to the main content, the Switchback name linking home, and the primary navigation.
 *
 * @example
 * <SiteHeader />
 */
export function SiteHeader() {
  const homeHref = useStoreHref('/');
  const t = useText();
  const className = useStickyHeader('site-header');
  return (
    <header className={className}>
      <a className="skip-link" href="#main">
        {t.skipToMain}
      </a>
      <div className="site-header__inner">
        <NavLink to={homeHref} end className="site-header__brand">
          Switchback
        </NavLink>
        <HeaderSearch />
        <LocationSelector className="site-header__location" />
        <nav aria-label={t.primaryNav}>
          <ul className="site-header__nav">
            {NAV_LINKS.map((link) => (
              <HeaderNavLink key={link.to} {...link} />
            ))}
            <HeaderCartLink />
            <HeaderAccount />
          </ul>
        </nav>
      </div>
      <SiteMegaMenu />
      <ShopperNotices />
    </header>
  );
}
