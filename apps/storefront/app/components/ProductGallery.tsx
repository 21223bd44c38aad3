import type { MouseEvent } from 'react';
import { imageSources } from '../lib/imageSources';
import { useProductText } from '../lib/productText';
import './ProductGallery.css';

const GALLERY_WIDTHS = [600, 800] as const;
const GALLERY_SIZES = '(min-width: 64em) 55vw, (min-width: 48em) 50vw, 100vw';
const THUMB_WIDTHS = [300] as const;

/** The product page's main image sources, for the route's preload link (the same `src`, `srcSet` and `sizes`). */
export function galleryPreload(url: string): { href: string; imageSrcSet: string; imageSizes: string } {
  const { src, srcSet } = imageSources(url, GALLERY_WIDTHS);
  return { href: src, imageSrcSet: srcSet, imageSizes: GALLERY_SIZES };
}

/**
 * A product's images as one CSS scroll-snap track: on phones a swipeable row with position dots (CSS scroll
 * markers where the browser has them), on wider screens the main image with a strip of thumbnails. The thumbnails
 * are links to each image's anchor, so they work without JavaScript; with it, a click scrolls the track alone
 * (the page stays where it is and the URL keeps no fragment). The first image is the page's LCP element: eager,
 * high fetch priority, and preloaded by the route.
 *
 * @example
 * <ProductGallery name="Alpenglow Parka" images={product.images} />
 */
export function ProductGallery({
  name,
  images,
}: {
  name: string;
  images: { url: string; alt: string; width: number; height: number }[];
}) {
  const t = useProductText();
  const idOf = (index: number) => `product-image-${index + 1}`;
  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const target = document.getElementById(idOf(index));
    const track = target?.parentElement;
    if (!target || !track) return;
    event.preventDefault();
    track.scrollTo({
      left: target.offsetLeft - track.offsetLeft,
      behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };
  return (
    <div className={images.length > 1 ? 'product-gallery product-gallery--many' : 'product-gallery'}>
      {/* With more than one image the track scrolls: focusable, so the arrow keys scroll it too (WCAG 2.1.1). */}
      <ul className="product-gallery__track" aria-label={t.imagesOf(name)} tabIndex={images.length > 1 ? 0 : undefined}>
        {images.map((image, index) => (
          <li key={image.url} id={idOf(index)} className="product-gallery__slide">
            <img
              {...imageSources(image.url, GALLERY_WIDTHS)}
              sizes={GALLERY_SIZES}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t.imageThumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <a href={`#${idOf(index)}`} className="product-gallery__thumb" onClick={(event) => show(event, index)}>
                <img
                  {...imageSources(image.url, THUMB_WIDTHS)}
                  sizes="5rem"
                  width={image.width}
                  height={image.height}
                  alt={t.imageNumber(index + 1, images.length)}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
