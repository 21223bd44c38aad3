import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { engineExperiences } from '../db/schema';
import type { Targeting, Variant } from './seedExperiences';

/** What the context events of one call say about the visitor, reduced to what targeting reads. */
export interface DecisionContext {
  pageType?: string | undefined;
  cartValue?: number | undefined;
  screenWidth?: number | undefined;
  customVariables: Record<string, string>;
  /** Forced variants (`p13n_testcontext`): experience id → variant id. */
  forced: Record<string, string>;
}

/** One action of a decision: the chosen variant's JSON and how to report the impression. */
export interface DecisionAction {
  actionId: string;
  actionType: 'monetate:action:OmniChannelJson';
  component: string;
  json: Record<string, unknown>;
  impressionReporting: { experienceId: string; experienceName: string; variantId: string; variantLabel: string; isControl: boolean }[];
}

/** Whether an experience's rules hold for the context. */
export function matchesTargeting(targeting: Targeting, context: DecisionContext): boolean {
  if (targeting.pageTypes && (!context.pageType || !targeting.pageTypes.includes(context.pageType))) return false;
  const cart = context.cartValue ?? 0;
  if (targeting.minCartValue !== undefined && cart < targeting.minCartValue) return false;
  if (targeting.maxCartValue !== undefined && cart > targeting.maxCartValue) return false;
  if (targeting.minScreenWidth !== undefined && (context.screenWidth === undefined || context.screenWidth < targeting.minScreenWidth)) return false;
  if (targeting.maxScreenWidth !== undefined && (context.screenWidth === undefined || context.screenWidth > targeting.maxScreenWidth)) return false;
  for (const [name, value] of Object.entries(targeting.customVariables ?? {})) {
    if (context.customVariables[name] !== value) return false;
  }
  return true;
}

/**
 * Picks a variant for a visitor: the same visitor always gets the same variant of an experience (a hash of
 * visitor and experience into 10 000 buckets, split by weight), unless the test context forces one.
 * @example
 * chooseVariant('exp_home_hero', 'visitor-1', variants); // { variantId: 'home-hero-b', … }
 */
export function chooseVariant(experienceId: string, visitorId: string, variants: readonly Variant[], forced?: string): Variant | undefined {
  const pinned = forced ? variants.find((variant) => variant.variantId === forced) : undefined;
  if (pinned) return pinned;
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total <= 0) return undefined;
  const bucket = createHash('sha256').update(`${experienceId}:${visitorId}`).digest().readUInt32BE(0) % 10_000;
  let threshold = 0;
  for (const variant of variants) {
    threshold += (variant.weight / total) * 10_000;
    if (bucket < threshold) return variant;
  }
  return variants.at(-1);
}

/**
 * The decision engine of content-blocks §7, answering from the seeded experiences of a brand.
 * @example
 * const actions = await new DecisionEngine(db).decide('switchback', 'visitor-1', { pageType: 'home', customVariables: {}, forced: {} });
 */
export class DecisionEngine {
  constructor(private readonly db: Database) {}

  /** Whether the brand has any experiences (an unknown brand answers 404). */
  async knowsBrand(brand: string): Promise<boolean> {
    const [row] = await this.db.select({ id: engineExperiences.id }).from(engineExperiences).where(eq(engineExperiences.brand, brand)).limit(1);
    return row !== undefined;
  }

  /** The actions of every active experience of the brand whose targeting holds. */
  async decide(brand: string, visitorId: string, context: DecisionContext): Promise<DecisionAction[]> {
    const experiences = await this.db
      .select()
      .from(engineExperiences)
      .where(and(eq(engineExperiences.brand, brand), eq(engineExperiences.active, true)))
      .orderBy(engineExperiences.id);
    const actions: DecisionAction[] = [];
    for (const experience of experiences) {
      const targeting = experience.targeting as Targeting;
      if (!matchesTargeting(targeting, context)) continue;
      const variant = chooseVariant(experience.id, visitorId, experience.variants as Variant[], context.forced[experience.id]);
      if (!variant) continue;
      actions.push({
        actionId: `${experience.id}:${variant.variantId}`,
        actionType: 'monetate:action:OmniChannelJson',
        component: experience.id,
        json: variant.json,
        impressionReporting: [
          { experienceId: experience.id, experienceName: experience.name, variantId: variant.variantId, variantLabel: variant.label, isControl: variant.isControl },
        ],
      });
    }
    return actions;
  }
}

/** A new visitor id when the caller has none: `vuid_` and 27 more characters (content-blocks §3: at most 32). */
export function newVisitorId(): string {
  return `vuid_${randomBytes(20).toString('base64url').slice(0, 27)}`;
}
