import type { ProductCard } from '../lib/toProductCard';
import { useText } from '../lib/useText';
import { ProductTile } from './ProductTile';
import './RecommendationsRail.css';

/**
 * A row of recommended products (`/products/v1/widgetRecommendations`) with the widget's title, drawn as product
 * tiles in a row that scrolls sideways and snaps to each tile. Nothing when there is nothing to recommend.
 *
 * @example
 * <RecommendationsRail title="You may also like" products={cards} lang="en-US" />
 */
export function RecommendationsRail({ title, products, lang }: { title: string | null; products: ProductCard[]; lang: string }) {
  const t = useText();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-heading" className="recommendations">
      <h2 id="recommendations-heading">{title ?? t.recommendations}</h2>
      {/* A swipeable row with scroll snap: no carousel script. */}
      <ul className="recommendations__rail">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} lang={lang} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
