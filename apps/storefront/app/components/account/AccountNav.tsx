import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useStoreHref } from '../StoreLink';
import { useAccountText } from '../../lib/accountText';
import { useShopperRoles } from '../../lib/useShopperRoles';

/** The account pages, in the order of the account menu. */
export const ACCOUNT_PAGES = [
  { to: '/account', label: 'Overview', end: true },
  { to: '/account/profile', label: 'Profile', end: false },
  { to: '/account/password', label: 'Password', end: false },
  { to: '/account/addresses', label: 'Addresses', end: false },
  { to: '/account/payment-methods', label: 'Payment methods', end: false },
  { to: '/account/subscriptions', label: 'Subscriptions', end: false },
  { to: '/account/orders', label: 'Orders', end: false },
  { to: '/account/loyalty', label: 'Points and vouchers', end: false },
  { to: '/favorites', label: 'Favorites', end: false },
] as const;

function AccountNavLink({ to, end, children }: { to: string; end: boolean; children: ReactNode }) {
  return (
    <NavLink to={useStoreHref(to)} end={end} className="account-nav__link">
      {children}
    </NavLink>
  );
}

/**
 * The account menu; the current page's link carries `aria-current="page"`. `signOut` is the sign-out control,
 * rendered at the end of the menu.
 *
 * @example
 * <AccountNav signOut={<SignOutButton />} />
 */
export function AccountNav({ signOut }: { signOut?: ReactNode }) {
  const text = useAccountText();
  // Spec §6: employees have no favourites.
  const { usesWishlists } = useShopperRoles();
  const pages = usesWishlists ? ACCOUNT_PAGES : ACCOUNT_PAGES.filter((page) => page.to !== '/favorites');
  return (
    <nav className="account-nav" aria-label={text.navAccount}>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <AccountNavLink to={page.to} end={page.end}>
              {text.accountNav[page.to] ?? page.label}
            </AccountNavLink>
          </li>
        ))}
      </ul>
      {signOut ? <div className="account-nav__sign-out">{signOut}</div> : null}
    </nav>
  );
}
