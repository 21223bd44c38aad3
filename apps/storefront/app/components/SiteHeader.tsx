import { NavLink } from 'react-router';
import { useStoreHref } from './StoreLink';

const NAV_LINKS = [
  { to: '/search', label: 'Search' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/account', label: 'Account' },
  { to: '/cart', label: 'Cart' },
] as const;

function HeaderNavLink({ to, label }: { to: string; label: string }) {
  const href = useStoreHref(to);
  return (
    <li>
      <NavLink to={href} className="site-header__link">
        {label}
      </NavLink>
    </li>
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
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <NavLink to={homeHref} end className="site-header__brand">
          Switchback
        </NavLink>
        <nav aria-label="Primary">
          <ul className="site-header__nav">
            {NAV_LINKS.map((link) => (
              <HeaderNavLink key={link.to} {...link} />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
