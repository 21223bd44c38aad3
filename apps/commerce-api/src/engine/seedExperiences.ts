import type { Database } from '../db/openDatabase';
import { engineExperiences } from '../db/schema';

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
}

/** An experience as seeded. */
export interface ExperienceSeed {
  id: string;
  brand: string;
  name: string;
  targeting: Targeting;
  variants: Variant[];
}

/** The demo experiences of brand `switchback`. */
export const experienceSeeds: readonly ExperienceSeed[] = [
  {
    id: 'exp_home_hero',
    brand: 'switchback',
    name: 'Home hero test',
    targeting: { pageTypes: ['home'] },
    variants: [
      { variantId: 'home-hero-a', label: 'Control: autumn ridgeline', weight: 50, isControl: true, json: { blockId: 'hero', variant: 'control' } },
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
    id: 'exp_pdp_recommendations',
    brand: 'switchback',
    name: 'Product page recommendations layout',
    targeting: { pageTypes: ['product'] },
    variants: [
      { variantId: 'recs-3', label: '3 cards', weight: 50, isControl: true, json: { blockId: 'recommendations', variant: '3-cards' } },
      { variantId: 'recs-5', label: '5 cards', weight: 50, isControl: false, json: { blockId: 'recommendations', variant: '5-cards' } },
    ],
  },
  {
    id: 'exp_free_shipping_nudge',
    brand: 'switchback',
    name: 'Free shipping nudge in the cart',
    targeting: { pageTypes: ['cart'], maxCartValue: 98.99 },
    variants: [
      { variantId: 'nudge-on', label: 'Show nudge', weight: 100, isControl: false, json: { blockId: 'promo-bar', message: 'Free shipping on orders over $99' } },
    ],
  },
  {
    id: 'exp_loyalty_popup',
    brand: 'switchback',
    name: 'Loyalty sign-up popup for non-members',
    targeting: { customVariables: { isLoyaltyMember: 'false' } },
    variants: [
      { variantId: 'loyalty-popup-on', label: 'Popup', weight: 80, isControl: false, json: { popup: 'loyalty-modal', delaySeconds: 8 } },
      { variantId: 'loyalty-popup-off', label: 'Control: no popup', weight: 20, isControl: true, json: {} },
    ],
  },
  {
    id: 'exp_mobile_sticky_cta',
    brand: 'switchback',
    name: 'Sticky add-to-cart on small screens',
    targeting: { pageTypes: ['product'], maxScreenWidth: 767 },
    variants: [
      { variantId: 'sticky-on', label: 'Sticky button', weight: 100, isControl: false, json: { stickyAddToCart: true } },
    ],
  },
];

/**
 * Writes the demo decision-engine experiences. Part of `seedDatabase`, inside its transaction.
 * @example
 * await seedExperiences(tx);
 */
export async function seedExperiences(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(engineExperiences).values(
    experienceSeeds.map((seed) => ({ ...seed, targeting: { ...seed.targeting }, variants: seed.variants })),
  );
}
