import { Badge, ColorSwatches } from '@switchback/ui';
import { badgeTone } from '../lib/badgeTone';
import { imageSources } from '../lib/imageSources';
import type { ProductCard } from '../lib/toProductCard';
import { PriceTag } from './PriceTag';
import { RatingSummary } from './RatingSummary';
import { StoreLink } from './StoreLink';
import { useText } from '../lib/useText';
import { QuickShop } from './quickshop/QuickShop';
import './ProductTile.css';

// A tile is about a quarter of a wide screen and half of a phone's.
const TILE_WIDTHS = [300, 400] as const;
const TILE_SIZES = '(min-width: 64em) 25vw, (min-width: 40em) 33vw, 50vw';
// More colours than this become "+N": a tile stays one line of swatches at phone width.
const TILE_SWATCHES = 5;

/**
 * One product of a listing: image, eyebrow, name (the link, an h2 unless `headingLevel` says otherwise), badge,
 * price, rating and colour swatches. Only the first tiles of a page load their image at once (`eager`); the
 * rest are lazy. A `priority` tile's image is asked for before other images (the first row on a phone, where the
 * page's largest paint is). With `quickShop`, a "Quick shop" button opens the quickshop dialog once JavaScript runs.
 *
 * @example
 * <ProductTile product={card} lang="en-US" eager priority />
 */
export function ProductTile({
  product,
  lang,
  eager = false,
  priority = false,
  headingLevel = 2,
  quickShop = false,
}: {
  product: ProductCard;
  lang: string;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
  quickShop?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useText();
  const headingId = `product-${product.id}`;
  return (
    <article className="product-tile" aria-labelledby={headingId}>
      {/* The frame holds the 4:5 space before the image arrives, so nothing below it moves. */}
      <div className="product-tile__media">
        {product.image ? (
          <img
            className="product-tile__image"
            {...imageSources(product.image.url, TILE_WIDTHS)}
            sizes={TILE_SIZES}
            width={product.image.width}
            height={product.image.height}
            alt={product.image.alt}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {product.badge ? (
          <Badge className="product-tile__badge" tone={badgeTone(product.badge)}>
            {product.badge}
          </Badge>
        ) : null}
      </div>
      <div className="product-tile__body">
        {product.eyebrow ? <p className="product-tile__eyebrow">{product.eyebrow}</p> : null}
        {/* The name's link covers the whole tile (::after), so the image is a target too without a second link. */}
        <Heading className="product-tile__name" id={headingId}>
          <StoreLink to={product.path} className="product-tile__link">
            {product.name}
          </StoreLink>
        </Heading>
        {product.price ? (
          <PriceTag
            price={product.price}
            lang={lang}
            employeePrice={!product.digital}
            formatted={product.shown?.price ?? undefined}
          />
        ) : null}
        {product.rating ? (
          <RatingSummary
            score={product.rating.score}
            reviewsCount={product.rating.reviewsCount}
            shown={product.shown?.rating ?? undefined}
          />
        ) : null}
        {product.colors.length > 0 ? (
          <ColorSwatches
            className="product-tile__swatches"
            label={t.colourCount(product.colors.length)}
            size="sm"
            max={TILE_SWATCHES}
            swatches={product.colors.map((color) => ({ value: color.code, name: color.name, color: color.hex }))}
          />
        ) : null}
      </div>
      {quickShop ? <QuickShop product={product} /> : null}
    </article>
  );
}
