import { useRouteLoaderData } from 'react-router';

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
 * The number of units in the shopper's cart, as the header shows it: from the locale layout's loader (which runs
 * again after every cart change), on the cart page from the page's own cart.
 *
 * @example
 * const count = useCartCount(); // 2
 */
export function useCartCount(): number {
  const live = useRouteLoaderData<LayoutCartData>('live');
  const preview = useRouteLoaderData<LayoutCartData>('preview');
  const livePage = useRouteLoaderData<CartPageData>('live/cart');
  const previewPage = useRouteLoaderData<CartPageData>('preview/cart');
  return live?.cartCount ?? preview?.cartCount ?? livePage?.cart?.totalItems ?? previewPage?.cart?.totalItems ?? 0;
}
