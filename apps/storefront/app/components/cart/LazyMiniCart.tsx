import { lazy, Suspense } from 'react';
import type { MiniCartDrawerProps } from './MiniCart';

// The second step of the mini cart's loading. The pages' own scripts import this small module lazily, so the list of
// the drawer's chunks that the bundler writes next to a lazy import (swr, the cart hooks, the api-client's cart
// calls and schemas, the shop's cart texts …, for preloading) lives here and not in every page's first script.
const Drawer = lazy(() => import('./MiniCart').then((module) => ({ default: module.MiniCartDrawer })));

/**
 * The mini cart drawer of `./MiniCart`, loaded when first drawn (nothing shows until it is there).
 *
 * @example
 * const MiniCartDrawer = lazy(() => import('./LazyMiniCart').then((module) => ({ default: module.LazyMiniCartDrawer })));
 */
export function LazyMiniCartDrawer(props: MiniCartDrawerProps) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
