import { promoBarStorageKey, usePersistedFlag, type PreparedBlock } from '@switchback/content-blocks';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';
import { ShopBlocks } from './ShopBlocks';

/**
 * The promo bar above the header, from the CMS `promo-bar` fragment, drawn by the content-blocks PromoBar (rotation,
 * closing, links), its impressions and link clicks reported as promotions. Nothing when no promo bar is published.
 * Its code loads when the shopper reaches into it or just before its first rotation (issue 14, `blockCatalog`);
 * a bar the shopper closed on this device is hidden here from the start, before that code has come.
 *
 * @example
 * <SitePromoBar />
 */
export function SitePromoBar() {
  const { promoBar } = useSiteChrome();
  const { preview } = useStore();
  // One promo bar in practice (the fragment's), so one flag; a second bar would follow the first's.
  const closed = usePersistedFlag(promoBarStorageKey(promoBar[0]?.id ?? ''))[0];
  const shown = closed ? promoBar.filter((block) => !isClosable(block)) : promoBar;
  if (shown.length === 0) return null;
  return (
    <div className="site-promo-bar">
      <ShopBlocks blocks={shown} preview={preview} />
    </div>
  );
}

function isClosable(block: PreparedBlock): boolean {
  return (block as { closable?: unknown }).closable === true;
}
