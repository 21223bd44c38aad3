import type { ContentBlock } from '@switchback/api-client';
import type { EngineRecommendations } from '@switchback/personalisation';
import type { Locale } from './locales';
import type { ProductCard } from './toProductCard';

/**
 * The decision engine's recommendations as a recommendation carousel block (content-blocks §3) for the page's
 * locale: product links get the locale prefix, each product keeps its rec token, and the block carries the
 * decision (`monetateDecision`) that chose it, so its impression and click reports name both.
 *
 * @example
 * <ShopBlocks blocks={[engineRecommendationsBlock(recommendations, 'en-us', 'product-recommendations', 'You may also like')]} />
 */
export function engineRecommendationsBlock(
  recommendations: EngineRecommendations,
  locale: Locale,
  id: string,
  fallbackTitle: string,
): ContentBlock {
  return {
    id,
    type: 'recommendations',
    name: recommendations.experienceId ?? id,
    title: recommendations.title ?? fallbackTitle,
    variant: recommendations.variant ?? '3-cards',
    showRatings: true,
    monetateDecision: recommendations.decision,
    recommendedProducts: recommendations.products.map((product) => ({
      ...product,
      url: product.url.startsWith('/p/') ? `/${locale}${product.url}` : product.url,
    })),
  };
}

/**
 * The catalogue's "similar" products (`/products/v1/widgetRecommendations`) as a recommendation carousel block, for
 * a page the decision engine did not decide (no targeting consent, or a slow engine): the same block and look as
 * the engine's, without rec tokens or a decision.
 *
 * @example
 * <ShopBlocks blocks={[similarRecommendationsBlock(product.recommendations.products, 'en-gb', 'product-recommendations', 'You may also like')]} />
 */
export function similarRecommendationsBlock(
  products: readonly ProductCard[],
  locale: Locale,
  id: string,
  title: string,
): ContentBlock {
  return {
    id,
    type: 'recommendations',
    name: `${id} (similar products)`,
    title,
    variant: '3-cards',
    showRatings: true,
    recommendedProducts: products.map((product) => ({
      id: product.id,
      title: product.name,
      url: `/${locale}${product.path}`,
      ...(product.image ? { image: { src: product.image.url, alt: product.image.alt } } : {}),
      ...(product.rating ? { rating: { score: product.rating.score, showScore: true } } : {}),
      ...(product.price ? { price: product.price.current, currency: product.price.currency } : {}),
    })),
  };
}
