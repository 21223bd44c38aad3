import { useEffect, useId, useState } from 'react';
import { useBlockContext } from './BlockContext';
import { useBlockFeatures } from './BlockFeatures';
import { BlockHeading } from './BlockHeading';
import { blockFrame } from './blockFrame';
import type { UgcGalleryBlock } from './ugcGalleryBlockSchema';

/** Props of {@link UgcGallery}. */
export type UgcGalleryProps = Omit<UgcGalleryBlock, 'type' | 'widget'> & {
  type?: 'ugcGallery';
  widget?: UgcGalleryBlock['widget'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** Content-blocks §9: the gallery widget starts 500 ms after mount. */
export const GALLERY_WIDGET_DELAY_MS = 500;

const LOCALE = '[a-z]{2}-[a-z0-9]{2,3}';
// §2 URL shapes: /{locale}/p/{slug}-{8–11 uppercase letters or digits} and the -p{8–11} alternative.
const PRODUCT_PATH = new RegExp(`^/${LOCALE}/(?:p/[\\w-]*?-([A-Z0-9]{8,11})|[\\w-]*?-p([A-Za-z0-9]{8,11}))/?$`, 'i');
// /{locale}/c/{slug}-{4–10 digits} and the -c{4–6 digits} alternative.
const CATEGORY_PATH = new RegExp(`^/${LOCALE}/(?:c/[\\w-]*?-\\d{4,10}|[\\w-]*?-c\\d{4,6})/?$`, 'i');

/**
 * The product id a path names (content-blocks §2 product-detail URL shapes), or `undefined`.
 *
 * @example
 * productIdFromPath('/en-gb/p/ridgeline-shell-SB10000001'); // 'SB10000001'
 */
export function productIdFromPath(pathname: string): string | undefined {
  const match = PRODUCT_PATH.exec(pathname);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Whether a path is a product or category page (§2 URL shapes): where the product gallery shows. */
export function isProductOrCategoryPath(pathname: string): boolean {
  return productIdFromPath(pathname) !== undefined || CATEGORY_PATH.test(pathname);
}

/** Whether a path is a customs (custom-made products) page: any `customs` path segment. */
export function isCustomsPath(pathname: string): boolean {
  return /(?:^|\/)customs(?:[/-]|$)/i.test(pathname);
}

/**
 * A user-generated photo gallery (content-blocks §2, §7, §8, §9). The `product` widget shows only on product
 * and category pages; on a product page it is tagged with the product's master id, looked up through
 * `BlockFeaturesProvider`'s `lookupProductMasterId` (a failed lookup is only logged and the gallery renders
 * untagged). The `community` widget loads the widget script (`galleryWidgetScriptUrl`, with the container id
 * and locale) and shows its title and subtitle only when the page is neither a customs page nor a product
 * page. Widgets start 500 ms after mount; a script that fails to load is only logged.
 *
 * @example
 * <BlockFeaturesProvider galleryWidgetScriptUrl="https://widgets.example/ugc.js" locale="en-gb">
 *   <BlockRenderer blocks={[{ id: 'ugc', type: 'ugcGallery', widget: 'community', containerId: 'ugc-home' }]} location={location} />
 * </BlockFeaturesProvider>
 */
export function UgcGallery(props: UgcGalleryProps) {
  const { widget = 'community', containerId, filter, title, preview = false } = props;
  const { location } = useBlockContext();
  const { lookupProductMasterId, galleryWidgetScriptUrl, locale } = useBlockFeatures();
  const titleId = useId();
  const pathname = location?.pathname ?? '';
  const productId = productIdFromPath(pathname);
  const [started, setStarted] = useState(false);
  const [masterId, setMasterId] = useState<string | undefined>(undefined);
  const shows = widget === 'community' || isProductOrCategoryPath(pathname);
  const showHeading = widget === 'product' || (!isCustomsPath(pathname) && productId === undefined);

  useEffect(() => {
    if (!shows) return;
    const timer = window.setTimeout(() => setStarted(true), GALLERY_WIDGET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shows]);

  useEffect(() => {
    if (!started || widget !== 'product' || !productId || !lookupProductMasterId) return;
    let current = true;
    lookupProductMasterId(productId)
      .then((id) => {
        if (current) setMasterId(id);
      })
      // §8: a failed product lookup is only logged; the gallery renders without a tag.
      .catch((error: unknown) => console.warn('Gallery product lookup failed', error));
    return () => {
      current = false;
    };
  }, [started, widget, productId, lookupProductMasterId]);

  useEffect(() => {
    if (!started || widget !== 'community' || !galleryWidgetScriptUrl || !/^https:\/\//i.test(galleryWidgetScriptUrl))
      return;
    const script = document.createElement('script');
    script.src = galleryWidgetScriptUrl;
    script.async = true;
    script.dataset.containerId = containerId;
    if (locale) script.dataset.locale = locale;
    // §8: a widget that fails to load is only logged.
    script.addEventListener('error', () => console.warn('Gallery widget failed to load', galleryWidgetScriptUrl));
    document.body.append(script);
    return () => script.remove();
  }, [started, widget, galleryWidgetScriptUrl, containerId, locale]);

  if (!shows) {
    return preview ? (
      <p className="sb-block-note" role="note">
        The product photo gallery shows only on product and category pages.
      </p>
    ) : null;
  }
  const hasTitle = showHeading && Boolean(title?.trim() || props.titleHtml);
  const frame = blockFrame('sb-ugc-gallery', props, [`sb-ugc-gallery--${widget}`]);
  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      {showHeading ? <BlockHeading baseClass="sb-ugc-gallery" {...props} titleId={titleId} /> : null}
      <div
        id={containerId}
        className="sb-ugc-gallery__widget"
        data-widget={widget}
        data-filter={filter}
        data-locale={locale}
        data-product-id={widget === 'product' ? masterId : undefined}
        data-started={started ? 'true' : undefined}
      />
    </section>
  );
}
