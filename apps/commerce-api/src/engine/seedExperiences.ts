import type { Database } from '../db/openDatabase';
import { engineExperiences } from '../db/schema';
import type { RecommendationStrategy } from './recommendProducts';

/** Who an experience targets; every rule given must hold. */
export interface Targeting {
  /** The page view's pageType (home, product, category, cart, search, checkout, account, …). */
  pageTypes?: string[];
  /** Cart value bounds, from the Cart context event (sum of line values). */
  minCartValue?: number;
  maxCartValue?: number;
  /** Screen width bounds, from the ScreenSize context event. */
  minScreenWidth?: number;
  maxScreenWidth?: number;
  /** Custom variables that must have these values. */
  customVariables?: Record<string, string>;
}

/** One arm of an experience; weights are relative. */
export interface Variant {
  variantId: string;
  label: string;
  weight: number;
  isControl: boolean;
  json: Record<string, unknown>;
  /**
   * Set on recommendation experiences: the engine adds `title` (English, or French when the Language event says
   * `fr…`) and `items` (at most 24 products picked by `strategy`) to the action's `json`.
   */
  recommendations?: { strategy: RecommendationStrategy; titles: { en: string; fr: string }; limit: number };
}

/** An experience as seeded. */
export interface ExperienceSeed {
  id: string;
  brand: string;
  name: string;
  targeting: Targeting;
  variants: Variant[];
}

const POPULAR = { en: 'Popular right now', fr: 'Populaire en ce moment' };
const RELATED = { en: 'You may also like', fr: 'Vous aimerez aussi' };
const COMPLEMENTS = { en: 'Complete your kit', fr: 'Complétez votre équipement' };

/**
 * The demo experiences of brand `switchback`. The `exp_home_hero` variants match the variants of the home page's
 * seeded experience block (`src/content/seedPages.ts`, `variantId: 'home-hero-b'`).
 */
export const experienceSeeds: readonly ExperienceSeed[] = [
  {
    id: 'exp_home_hero',
    brand: 'switchback',
    name: 'Home hero test',
    targeting: { pageTypes: ['home'] },
    variants: [
      {
        variantId: 'home-hero-a',
        label: 'Control: autumn ridgeline',
        weight: 50,
        isControl: true,
        json: { blockId: 'hero', variant: 'control' },
      },
      {
        variantId: 'home-hero-b',
        label: 'Trail fork hero',
        weight: 50,
        isControl: false,
        json: { blockId: 'hero', variant: 'trail-fork', media: '/media/trail-fork.svg', title: 'Take the other trail' },
      },
    ],
  },
  {
    id: 'exp_home_recommendations',
    brand: 'switchback',
    name: 'Home page: popular right now',
    targeting: { pageTypes: ['home'] },
    variants: [
      {
        variantId: 'popular',
        label: 'Popular right now',
        weight: 100,
        isControl: false,
        json: { blockId: 'recommendations', variant: '6-cards' },
        recommendations: { strategy: 'popular', titles: POPULAR, limit: 12 },
      },
    ],
  },
  {
    id: 'exp_pdp_recommendations',
    brand: 'switchback',
    name: 'Product page recommendations layout',
    targeting: { pageTypes: ['product'] },
    variants: [
      {
        variantId: 'recs-3',
        label: '3 cards',
        weight: 50,
        isControl: true,
        json: { blockId: 'recommendations', variant: '3-cards' },
        recommendations: { strategy: 'related', titles: RELATED, limit: 12 },
      },
      {
        variantId: 'recs-5',
        label: '5 cards',
        weight: 50,
        isControl: false,
        json: { blockId: 'recommendations', variant: '5-cards' },
        recommendations: { strategy: 'related', titles: RELATED, limit: 12 },
      },
    ],
  },
  {
    id: 'exp_cart_recommendations',
    brand: 'switchback',
    name: 'Cart: complete your kit',
    targeting: { pageTypes: ['cart'] },
    variants: [
      {
        variantId: 'complements',
        label: 'Complete your kit',
        weight: 100,
        isControl: false,
        json: { blockId: 'recommendations', variant: '5-cards' },
        recommendations: { strategy: 'complements', titles: COMPLEMENTS, limit: 12 },
      },
    ],
  },
  {
    id: 'exp_free_shipping_nudge',
    brand: 'switchback',
    name: 'Free shipping nudge in the cart',
    targeting: { pageTypes: ['cart'], maxCartValue: 98.99 },
    variants: [
      {
        variantId: 'nudge-on',
        label: 'Show nudge',
        weight: 100,
        isControl: false,
        json: { blockId: 'promo-bar', message: 'Free shipping on orders over $99' },
      },
    ],
  },
  {
    id: 'exp_loyalty_popup',
    brand: 'switchback',
    name: 'Loyalty sign-up popup for non-members',
    targeting: { customVariables: { isLoyaltyMember: 'false' } },
    variants: [
      {
        variantId: 'loyalty-popup-on',
        label: 'Popup',
        weight: 80,
        isControl: false,
        json: { popup: 'loyalty-modal', delaySeconds: 8 },
      },
      { variantId: 'loyalty-popup-off', label: 'Control: no popup', weight: 20, isControl: true, json: {} },
    ],
  },
  {
    id: 'exp_mobile_sticky_cta',
    brand: 'switchback',
    name: 'Sticky add-to-cart on small screens',
    targeting: { pageTypes: ['product'], maxScreenWidth: 767 },
    variants: [
      {
        variantId: 'sticky-on',
        label: 'Sticky button',
        weight: 100,
        isControl: false,
        json: { stickyAddToCart: true },
      },
    ],
  },
];

/**
 * Writes the demo decision-engine experiences. Part of `seedDatabase`, inside its transaction.
 * @example
 * await seedExperiences(tx);
 */
export async function seedExperiences(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx
    .insert(engineExperiences)
    .values(experienceSeeds.map((seed) => ({ ...seed, targeting: { ...seed.targeting }, variants: seed.variants })));
}
