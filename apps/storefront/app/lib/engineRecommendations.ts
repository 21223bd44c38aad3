import type { ContentBlock } from '@switchback/api-client';
import type { EngineRecommendations } from '@switchback/personalisation';
import type { Locale } from './locales';

/**
 * The decision engine's recommendations as a recommendation carousel block (content-blocks §3) for the page's
 * locale: product links get the locale prefix, each product keeps its rec token, and the block carries the
 * decision (`monetateDecision`) that chose it, so its impression and click reports name both.
 *
 * @example
 * <ShopBlocks blocks={[engineRecommendationsBlock(recommendations, 'en-us', 'product-recommendations', 'You may also like')]} />
 */
export function engineRecommendationsBlock(recommendations: EngineRecommendations, locale: Locale, id: string, fallbackTitle: string): ContentBlock {
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
