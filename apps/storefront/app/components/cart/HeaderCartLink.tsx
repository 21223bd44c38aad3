import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { useStoreHref } from '../StoreLink';
import { useText } from '../../lib/useText';
import { BagIcon } from '../SiteIcons';

// The mini cart (its lines, prices, the cart hooks and swr) loads when the shopper first opens it, in two steps
// (see ./LazyMiniCart).
const MiniCartDrawer = lazy(() => import('./LazyMiniCart').then((module) => ({ default: module.LazyMiniCartDrawer })));

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
 * The header's cart link: a bag icon with the number of units in the cart as a badge (from the locale layout's
 * loader, which runs again after every cart change; on the cart page from the page's own cart). The count is read
 * out with the link: "Cart, 2 items". With JavaScript a plain click opens the mini cart drawer (lines, subtotal,
 * checkout and cart buttons); without it, and on the cart page, it is a link to the cart page.
 *
 * @example
 * <ul><HeaderCartLink /></ul>
 */
export function HeaderCartLink() {
  const TEXT = useText().cartHeader;
  const href = useStoreHref('/cart');
  const { pathname, search } = useLocation();
  const live = useRouteLoaderData<LayoutCartData>('live');
  const preview = useRouteLoaderData<LayoutCartData>('preview');
  const livePage = useRouteLoaderData<CartPageData>('live/cart');
  const previewPage = useRouteLoaderData<CartPageData>('preview/cart');
  const count =
    live?.cartCount ?? preview?.cartCount ?? livePage?.cart?.totalItems ?? previewPage?.cart?.totalItems ?? 0;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const onCartPage = /\/cart$/.test(pathname);

  // Following a link in the drawer (or any navigation) closes it.
  useEffect(() => setOpen(false), [pathname, search]);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onCartPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };

  return (
    <li>
      <NavLink
        to={href}
        className="site-header__action header-cart-link"
        onClick={openDrawer}
        aria-haspopup={onCartPage ? undefined : 'dialog'}
      >
        <span className="header-cart-link__icon">
          <BagIcon />
          {count > 0 ? (
            <span className="header-cart-link__count" aria-hidden="true" data-testid="cart-count">
              {count}
            </span>
          ) : null}
        </span>
        <span className="site-header__label">{TEXT.cart}</span>
        {count > 0 ? <span className="sb-visually-hidden">, {TEXT.items(count)}</span> : null}
      </NavLink>
      {opened ? (
        <Suspense fallback={null}>
          <MiniCartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}
