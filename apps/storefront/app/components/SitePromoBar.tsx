import { BlockRenderer } from '@switchback/content-blocks';
import { useSiteChrome } from '../lib/useSiteChrome';
import { useStore } from '../lib/useStore';

/**
 * The promo bar above the header, from the CMS `promo-bar` fragment, drawn by the content-blocks PromoBar (rotation,
 * closing, links). Nothing when no promo bar is published.
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
      <BlockRenderer blocks={promoBar} preview={preview} />
    </div>
  );
}
