import { lazy, Suspense, useEffect, useState } from 'react';
import { CART_CONFIG } from '../../lib/cartConfig';

// The drawer, its strings, the cart hooks and swr load with the first add, not with the product page, in two steps
// (see ./LazyMiniCart).
const MiniCartDrawer = lazy(() => import('./LazyMiniCart').then((module) => ({ default: module.LazyMiniCartDrawer })));

/**
 * The mini cart that opens after a product was added, when configured (`CART_CONFIG`): the `MiniCartDrawer` of
 * `./MiniCart`, titled "Added to your cart", loaded on the first add. It needs JavaScript; without it the product
 * page's own confirmation and "View cart" link remain.
 *
 * @example
 * <MiniCart added={actionData?.ok ? actionData : undefined} />
 */
export function MiniCart({
  added,
  enabled = CART_CONFIG.miniCartOnAdd,
}: {
  added: object | undefined;
  enabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // A new answer object is a new add: open again.
    if (enabled && added) {
      setWanted(true);
      setOpen(true);
    }
  }, [added, enabled]);
  if (!enabled || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <MiniCartDrawer open={open} onClose={() => setOpen(false)} added />
    </Suspense>
  );
}
