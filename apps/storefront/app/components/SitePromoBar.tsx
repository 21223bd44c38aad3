import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';
import { ShopBlocks } from './ShopBlocks';

/**
 * The promo bar above the header, from the CMS `promo-bar` fragment, drawn by the content-blocks PromoBar (rotation,
 * closing, links), its impressions and link clicks reported as promotions. Nothing when no promo bar is published.
 *
 * @example
 * <SitePromoBar />
 */
export function SitePromoBar() {
  const { promoBar } = useSiteChrome();
  const { preview } = useStore();
  if (promoBar.length === 0) return null;
  return (
    <div className="site-promo-bar">
      <ShopBlocks blocks={promoBar} preview={preview} />
    </div>
  );
}
