import type { ContentPage } from '@switchback/api-client';
import type { PreparedBlock } from '@switchback/content-blocks';
import type { EngineRecommendations } from '@switchback/personalisation';
import { drawnTitleH1 } from './drawnTitleH1';
import { engineRecommendationsBlock, similarRecommendationsBlock } from './engineRecommendations';
import type { ProductCard } from './toProductCard';
import type { Locale } from './locales';
import { prepareShopBlocks } from './blockStylesheets.server';

/** A CMS page as the browser gets it: its blocks checked on the server, and whether one of them draws the h1. */
export type PreparedPage = Pick<ContentPage, 'id' | 'siteId' | 'slug' | 'title' | 'description' | 'updatedAt'> & {
  blocks: PreparedBlock[];
  /** A block the editor marked as the page's h1 is drawn; otherwise the page gives its own (hidden) h1. */
  hasBlockH1: boolean;
};

// Published pages are shared objects of the content cache: each is prepared once, not on every request.
const prepared = new WeakMap<ContentPage, PreparedPage>();

/**
 * A CMS page with its blocks prepared for `LazyBlockRenderer` (schemas run here, never in the browser), memoised
 * per page object so a cached page is checked once.
 *
 * @example
 * return { page: page ? preparePage(page) : null };
 */
export function preparePage(page: ContentPage): PreparedPage {
  let result = prepared.get(page);
  if (!result) {
    const { id, siteId, slug, title, description, updatedAt } = page;
    const blocks = prepareShopBlocks(page.blocks);
    result = { id, siteId, slug, title, description, updatedAt, blocks, hasBlockH1: drawnTitleH1(blocks) };
    prepared.set(page, result);
  }
  return result;
}

// The engine answers the same recommendations to most pages of a kind (and every answer is a new object): prepared
// blocks are remembered by what they are made of, so the schemas run once per distinct carousel, not per request.
const RECENT_CAROUSELS = 200;
const recentCarousels = new Map<string, PreparedBlock[]>();

function rememberedCarousel(source: unknown, prepare: () => PreparedBlock[]): PreparedBlock[] {
  const key = JSON.stringify(source);
  const known = recentCarousels.get(key);
  if (known) return known;
  const blocks = prepare();
  if (recentCarousels.size >= RECENT_CAROUSELS) recentCarousels.delete(recentCarousels.keys().next().value as string);
  recentCarousels.set(key, blocks);
  return blocks;
}

/**
 * The decision engine's recommendations as one prepared recommendation carousel block, or none.
 *
 * @example
 * const recommendations = prepareRecommendations(personalisation?.recommendations, 'en-us', 'home-recommendations', 'Popular right now');
 */
export function prepareRecommendations(
  recommendations: EngineRecommendations | null | undefined,
  locale: Locale,
  id: string,
  fallbackTitle: string,
): PreparedBlock[] {
  return recommendations
    ? rememberedCarousel(['engine', recommendations, locale, id, fallbackTitle], () =>
        prepareShopBlocks([engineRecommendationsBlock(recommendations, locale, id, fallbackTitle)]),
      )
    : [];
}

/**
 * The product page's recommendation carousel block (content-blocks §2): the decision engine's picks when it decided
 * (targeting consent), else the catalogue's "similar" products in the same block; none when there is nothing to
 * recommend.
 *
 * @example
 * const recommendations = prepareProductRecommendations(personalisation.recommendations, product.recommendations, 'en-us', 'product-recommendations', 'You may also like');
 */
export function prepareProductRecommendations(
  recommendations: EngineRecommendations | null | undefined,
  similar: { title: string | null; products: readonly ProductCard[] },
  locale: Locale,
  id: string,
  fallbackTitle: string,
): PreparedBlock[] {
  if (recommendations) return prepareRecommendations(recommendations, locale, id, fallbackTitle);
  return similar.products.length > 0
    ? rememberedCarousel(['similar', similar, locale, id, fallbackTitle], () =>
        prepareShopBlocks([similarRecommendationsBlock(similar.products, locale, id, similar.title ?? fallbackTitle)]),
      )
    : [];
}
