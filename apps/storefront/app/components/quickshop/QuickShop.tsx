import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProductCard } from '../../lib/toProductCard';
import { useText } from '../../lib/useText';
import './quickshop.css';

// The dialog (fetchers, swatches, size buttons) is a chunk of its own: a listing pays for it on the first click.
const QuickShopDialog = lazy(() => import('./QuickShopDialog').then((module) => ({ default: module.QuickShopDialog })));

const OPENER_CLASSES = 'sb-button sb-button--secondary sb-button--size-sm quickshop__open';

/**
 * "Quick shop" on a listing tile (commerce-core §2 quickshop dialog): a secondary button that opens
 * {@link QuickShopDialog} — colours and sizes, added to the cart without leaving the listing. The button works
 * once JavaScript runs: until then the server's markup holds an invisible stand-in of the same size, so the tiles
 * do not grow when the page hydrates (no layout shift); without JavaScript the stand-in takes no room
 * (`@media (scripting: none)`) and the tile's link leads to the product page.
 *
 * @example
 * <QuickShop product={card} />
 */
export function QuickShop({ product }: { product: ProductCard }) {
  const t = useText();
  const openerRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  // How many times the shopper asked for the dialog: 0 until the first click, which loads its chunk.
  const [openRequest, setOpenRequest] = useState(0);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <span className={`${OPENER_CLASSES} quickshop__placeholder`} aria-hidden="true">
        {t.quickShop}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        ref={openerRef}
        className={OPENER_CLASSES}
        onClick={() => setOpenRequest((count) => count + 1)}
        aria-haspopup="dialog"
      >
        {/* Seen: "Quick shop"; heard: "Quick shop Alpenglow Parka", so each tile's button has a name of its own. */}
        {t.quickShop} <span className="sb-visually-hidden">{product.name}</span>
      </button>
      {openRequest > 0 ? (
        <Suspense fallback={null}>
          <QuickShopDialog product={product} openRequest={openRequest} opener={openerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
