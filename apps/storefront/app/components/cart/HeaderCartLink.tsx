import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCartCount } from '../../lib/useCartCount';
import { LIVE_CLICK } from '@switchback/content-blocks';
import { useStoreHref } from '../StoreLink';
import { useText } from '../../lib/useText';
import { BagIcon } from '../SiteIcons';

// The mini cart (its lines, prices, the cart hooks and swr) loads when the shopper first opens it, in two steps
// (see ./LazyMiniCart).
const MiniCartDrawer = lazy(() => import('./LazyMiniCart').then((module) => ({ default: module.LazyMiniCartDrawer })));

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
  const count = useCartCount();
  // The page the drawer was opened on: following a link in it (or any navigation) closes it. Not an effect that
  // closes it on a new page, which would also close it when a click handed to the header as it goes live (see
  // SiteHeader) opens it on the first render.
  const page = `${pathname}${search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const open = openOn === page;
  const onCartPage = /\/cart$/.test(pathname);

  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onCartPage || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpened(true);
    setOpenOn(page);
  };

  return (
    <li>
      <NavLink
        to={href}
        className="site-header__action header-cart-link"
        onClick={openDrawer}
        aria-haspopup={onCartPage ? undefined : 'dialog'}
        {...(onCartPage ? {} : LIVE_CLICK)}
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
          <MiniCartDrawer open={open} onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </li>
  );
}
