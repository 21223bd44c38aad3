import { Link, type LinkProps } from 'react-router';
import { storeHref } from '../lib/carriedQuery';
import type { Locale } from '../lib/locales';
import { useStore } from '../lib/useStore';

/**
 * Props of {@link StoreLink}: React Router's Link props with `to` as a path inside the store.
 *
 * @example
 * const props: StoreLinkProps = { to: '/cart', children: 'Cart' };
 */
export interface StoreLinkProps extends Omit<LinkProps, 'to'> {
  /** A path inside the store (`/cart`, `/` for home), without locale or `/pre`. */
  to: string;
  /** Another locale than the current page's, for a locale switcher. */
  locale?: Locale;
  /** The query whose carried parameters the link keeps, when not the current page's (a locale switcher drops `siteId`). */
  search?: string;
}

/**
 * The href of a store path from the current page: `/pre` when previewing, the locale, and the carried query
 * parameters of spec §2.
 *
 * @example
 * const cartHref = useStoreHref('/cart'); // '/en-us/cart?cms=edit' on '/en-us?cms=edit&utm_source=x'
 */
export function useStoreHref(to: string, locale?: Locale, search?: string): string {
  const store = useStore();
  return storeHref(to, { ...store, locale: locale ?? store.locale, search: search ?? store.search });
}

/**
 * The link every internal link of the storefront uses: it keeps the shopper in their locale and preview mode and
 * carries `siteId`, `cms`, `preview` and `enrollment_marketing_source` from the current query.
 *
 * @example
 * <StoreLink to="/help/contact-us">Contact us</StoreLink>
 */
export function StoreLink({ to, locale, search, ...props }: StoreLinkProps) {
  return <Link to={useStoreHref(to, locale, search)} {...props} />;
}
