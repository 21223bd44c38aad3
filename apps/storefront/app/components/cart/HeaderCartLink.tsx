import { NavLink, useRouteLoaderData } from 'react-router';
import { useStoreHref } from '../StoreLink';
import './cart.css';
import { useText } from '../../lib/useText';

/** What the locale layout's loader hands the header about the cart. */
interface LayoutCartData {
  /** `null` on the cart page: the page's own cart has the count. */
  cartCount?: number | null;
}

/** What the cart page's loader hands on: the cart it read. */
interface CartPageData {
  cart?: { totalItems?: number };
}

/**
 * The header's cart link with the number of units in the cart (from the locale layout's loader, which runs
 * again after every cart change; on the cart page from the page's own cart). The count is read out with the
 * link: "Cart, 2 items".
 *
 * @example
 * <HeaderCartLink />
 */
export function HeaderCartLink() {
  const TEXT = useText().cartHeader;
  const href = useStoreHref('/cart');
  const live = useRouteLoaderData<LayoutCartData>('live');
  const preview = useRouteLoaderData<LayoutCartData>('preview');
  const livePage = useRouteLoaderData<CartPageData>('live/cart');
  const previewPage = useRouteLoaderData<CartPageData>('preview/cart');
  const count = live?.cartCount ?? preview?.cartCount ?? livePage?.cart?.totalItems ?? previewPage?.cart?.totalItems ?? 0;
  return (
    <li>
      <NavLink to={href} className="site-header__link header-cart-link">
        {TEXT.cart}
        {count > 0 ? (
          <>
            <span className="sb-visually-hidden">, {TEXT.items(count)}</span>
            <span className="header-cart-link__count" aria-hidden="true" data-testid="cart-count">
              {count}
            </span>
          </>
        ) : null}
      </NavLink>
    </li>
  );
}
