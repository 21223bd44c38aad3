import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { loadProducts, type ProductInfo } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';
import { engineExperiences, engineRecords } from '../db/schema';
import { DEFAULT_SITE_ID, siteSeeds } from '../sites/siteSeeds';
import { rankProducts, recommendedItem } from './recommendProducts';
import type { Targeting, Variant } from './seedExperiences';

/** What the context events of one call say about the visitor, reduced to what targeting reads. */
export interface DecisionContext {
  pageType?: string | undefined;
  cartValue?: number | undefined;
  screenWidth?: number | undefined;
  customVariables: Record<string, string>;
  /** Forced variants (`p13n_testcontext`): experience id → variant id. */
  forced: Record<string, string>;
  /** Product ids and SKUs of the ProductDetailView events (related recommendations). */
  viewedProducts?: string[] | undefined;
  /** Product ids and SKUs of the Cart event's lines (complement recommendations). */
  cartProducts?: string[] | undefined;
  /** The site the channel names (`sb-ca/web` → `sb-ca`): recommendation prices are in its currency. */
  siteId?: string | undefined;
  /** The Language event's value (`fr-CA`): recommendation titles are French for `fr…`. */
  language?: string | undefined;
}

/** A record event of content-blocks §7, as stored in `engine_records`. */
export interface EngineRecord {
  kind: 'RecClicks' | 'RecImpressions' | 'Impressions';
  ids: string[];
}

/** An experience row as the engine reads it. */
export type ExperienceRow = typeof engineExperiences.$inferSelect;

/** One action of a decision: the chosen variant's JSON and how to report the impression. */
export interface DecisionAction {
  actionId: string;
  actionType: 'monetate:action:OmniChannelJson';
  component: string;
  json: Record<string, unknown>;
  impressionReporting: {
    experienceId: string;
    experienceName: string;
    variantId: string;
    variantLabel: string;
    isControl: boolean;
  }[];
}

/** Whether an experience's rules hold for the context. */
export function matchesTargeting(targeting: Targeting, context: DecisionContext): boolean {
  if (targeting.pageTypes && (!context.pageType || !targeting.pageTypes.includes(context.pageType))) return false;
  const cart = context.cartValue ?? 0;
  if (targeting.minCartValue !== undefined && cart < targeting.minCartValue) return false;
  if (targeting.maxCartValue !== undefined && cart > targeting.maxCartValue) return false;
  if (
    targeting.minScreenWidth !== undefined &&
    (context.screenWidth === undefined || context.screenWidth < targeting.minScreenWidth)
  )
    return false;
  if (
    targeting.maxScreenWidth !== undefined &&
    (context.screenWidth === undefined || context.screenWidth > targeting.maxScreenWidth)
  )
    return false;
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
export function chooseVariant(
  experienceId: string,
  visitorId: string,
  variants: readonly Variant[],
  forced?: string,
): Variant | undefined {
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

/** How long the experiences of a brand and the catalogue the recommendations rank are reused (ms). */
export const ENGINE_READ_TTL_MS = 30_000;

/**
 * A value read once and reused for {@link ENGINE_READ_TTL_MS}; callers that arrive while it is being read share
 * that read; a failed read is not kept.
 */
function reusedReads<T>(clock: () => number) {
  const reads = new Map<string, { value: Promise<T>; readAt: number }>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const at = clock();
    const held = reads.get(key);
    if (held && at - held.readAt < ENGINE_READ_TTL_MS) return held.value;
    const value = read();
    reads.set(key, { value, readAt: at });
    value.catch(() => {
      if (reads.get(key)?.value === value) reads.delete(key);
    });
    return value;
  };
}

/**
 * The decision engine of content-blocks §7, answering from the seeded experiences of a brand. Recommendation
 * experiences (variants with `recommendations`) rank the catalogue of the site's currency. Both are read from the
 * database at most once per {@link ENGINE_READ_TTL_MS} (every page of the storefront asks for a decision, and the
 * whole catalogue with its stock was most of a decision's time): a product sold out a moment ago may be recommended
 * for up to that long, and the storefront and the cart check stock themselves.
 * @example
 * const engine = new DecisionEngine(db, 'http://127.0.0.1:4000');
 * const experiences = await engine.experiencesOf('switchback');
 * const actions = await engine.decide(experiences, 'visitor-1', { pageType: 'home', customVariables: {}, forced: {} });
 */
export class DecisionEngine {
  private readonly experiences: (key: string, read: () => Promise<ExperienceRow[]>) => Promise<ExperienceRow[]>;
  private readonly catalogues: (key: string, read: () => Promise<ProductInfo[]>) => Promise<ProductInfo[]>;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    clock: () => number = Date.now,
  ) {
    this.experiences = reusedReads(clock);
    this.catalogues = reusedReads(clock);
  }

  /** Every experience of the brand, active or not, by id; none means the brand is unknown (404). */
  experiencesOf(brand: string): Promise<ExperienceRow[]> {
    return this.experiences(brand, async () =>
      this.db.select().from(engineExperiences).where(eq(engineExperiences.brand, brand)).orderBy(engineExperiences.id),
    );
  }

  /** The actions of every active experience whose targeting holds, recommendation products filled in. */
  async decide(
    experiences: readonly ExperienceRow[],
    visitorId: string,
    context: DecisionContext,
  ): Promise<DecisionAction[]> {
    const chosen: { experience: ExperienceRow; variant: Variant }[] = [];
    for (const experience of experiences) {
      if (!experience.active || !matchesTargeting(experience.targeting as Targeting, context)) continue;
      const variant = chooseVariant(
        experience.id,
        visitorId,
        experience.variants as Variant[],
        context.forced[experience.id],
      );
      if (variant) chosen.push({ experience, variant });
    }
    const site =
      siteSeeds.find((candidate) => candidate.id === context.siteId) ??
      siteSeeds.find((candidate) => candidate.id === DEFAULT_SITE_ID);
    const catalogue = chosen.some(({ variant }) => variant.recommendations)
      ? await this.catalogues(site?.currency ?? 'USD', () => loadProducts(this.db, site?.currency ?? 'USD'))
      : [];
    const french = /^fr(?:[-_]|$)/i.test(context.language ?? '');
    return chosen.map(({ experience, variant }) => {
      let json = variant.json;
      if (variant.recommendations) {
        const { strategy, titles, limit } = variant.recommendations;
        const products = rankProducts(catalogue, {
          strategy,
          viewed: context.viewedProducts ?? [],
          inCart: context.cartProducts ?? [],
          limit,
        });
        json = {
          ...variant.json,
          title: french ? titles.fr : titles.en,
          items: products.map((product) =>
            recommendedItem(
              product,
              { experienceId: experience.id, variantId: variant.variantId },
              this.publicUrl,
              context.language,
            ),
          ),
        };
      }
      return {
        actionId: `${experience.id}:${variant.variantId}`,
        actionType: 'monetate:action:OmniChannelJson' as const,
        component: experience.id,
        json,
        impressionReporting: [
          {
            experienceId: experience.id,
            experienceName: experience.name,
            variantId: variant.variantId,
            variantLabel: variant.label,
            isControl: variant.isControl,
          },
        ],
      };
    });
  }

  /** Stores the record events of one call (one insert), stamped `at`. */
  async record(visitorId: string, records: readonly EngineRecord[], at: Date): Promise<void> {
    if (records.length === 0) return;
    await this.db
      .insert(engineRecords)
      .values(records.map((entry) => ({ visitorId, kind: entry.kind, ids: entry.ids, recordedAt: at })));
  }

  /** A visitor's newest record events first (at most `limit`). */
  async recordsOf(visitorId: string, limit: number): Promise<(EngineRecord & { recordedAt: string })[]> {
    const rows = await this.db
      .select({ kind: engineRecords.kind, ids: engineRecords.ids, recordedAt: engineRecords.recordedAt })
      .from(engineRecords)
      .where(eq(engineRecords.visitorId, visitorId))
      .orderBy(desc(engineRecords.id))
      .limit(limit);
    return rows.map((row) => ({ kind: row.kind, ids: row.ids, recordedAt: row.recordedAt.toISOString() }));
  }
}

/** A new visitor id when the caller has none: `vuid_` and 27 more characters (content-blocks §3: at most 32). */
export function newVisitorId(): string {
  return `vuid_${randomBytes(20).toString('base64url').slice(0, 27)}`;
}
