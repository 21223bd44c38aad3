import { experienceKey, type ExperienceDecision } from './selectExperienceVariant';

/** One action of a decision-engine answer, as far as the shop reads it (content-blocks §7). */
export interface EngineAction {
  readonly actionId?: string | undefined;
  readonly component?: string | undefined;
  readonly json?: Readonly<Record<string, unknown>> | undefined;
  readonly impressionReporting?:
    | readonly {
        readonly experienceId?: string | undefined;
        readonly variantId?: string | undefined;
        readonly variantLabel?: string | undefined;
        readonly isControl?: boolean | undefined;
      }[]
    | undefined;
}

/** A product the engine recommends, with the token that attributes a click to the decision. */
export interface EngineRecommendedProduct {
  id: string;
  sku?: string | undefined;
  title: string;
  /** Locale-less product path (`/p/{slug}-{id}`) or an absolute path; the app prefixes its locale. */
  url: string;
  image?: { src: string; alt?: string | undefined } | undefined;
  rating?: { score: number } | undefined;
  price?: number | undefined;
  currency?: string | undefined;
  recToken?: string | undefined;
}

/** The recommendations one engine action carries. */
export interface EngineRecommendations {
  /** The action id: what an impression record names. */
  actionId: string | undefined;
  experienceId: string | undefined;
  /** The layout the engine chose (`3-cards`, `5-cards`, `6-cards`). */
  variant: string | undefined;
  title: string | undefined;
  /** The decision, for the block's `monetateDecision` (analytics). */
  decision: { name?: string | undefined; variant?: string | undefined };
  products: EngineRecommendedProduct[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/**
 * The experience decisions of an engine answer, keyed by `experienceKey` of the experience id, as experience
 * blocks look them up. A control arm is reported as `Control`, which keeps the block's baseline (content-blocks §4).
 *
 * @example
 * ```ts
 * experienceDecisionsFrom([{ component: 'exp_home_hero', impressionReporting: [{ experienceId: 'exp_home_hero', variantId: 'home-hero-b', variantLabel: 'Trail fork hero', isControl: false }] }]);
 * // { hero: { variantId: 'home-hero-b', name: 'Trail fork hero' } }
 * ```
 */
export function experienceDecisionsFrom(actions: readonly EngineAction[]): Record<string, ExperienceDecision> {
  const decisions: Record<string, ExperienceDecision> = {};
  for (const action of actions) {
    for (const report of action.impressionReporting ?? []) {
      const experienceId = text(report.experienceId) ?? text(action.component);
      if (!experienceId || !text(report.variantId)) continue;
      decisions[experienceKey(experienceId)] = {
        variantId: report.variantId,
        name: report.isControl ? 'Control' : (report.variantLabel ?? null),
      };
    }
  }
  return decisions;
}

/**
 * The first recommendation action of an engine answer (`json.blockId === 'recommendations'` with items), its
 * products read leniently: an item without an id, a title or a link is left out.
 *
 * @example
 * ```ts
 * const recommendations = recommendationsFrom(answer.data.responses[0]?.actions ?? []);
 * recommendations?.products[0]?.recToken;
 * ```
 */
export function recommendationsFrom(actions: readonly EngineAction[]): EngineRecommendations | undefined {
  for (const action of actions) {
    const json = action.json;
    if (!json || json.blockId !== 'recommendations' || !Array.isArray(json.items)) continue;
    const products = json.items.flatMap((item): EngineRecommendedProduct[] => {
      if (!isRecord(item)) return [];
      const id = text(item.id);
      const title = text(item.title);
      const url = text(item.url);
      if (!id || !title || !url) return [];
      const image =
        isRecord(item.image) && text(item.image.src)
          ? { src: item.image.src as string, alt: text(item.image.alt) }
          : undefined;
      const score = isRecord(item.rating) ? number(item.rating.score) : undefined;
      return [
        {
          id,
          sku: text(item.sku),
          title,
          url,
          image,
          rating: score === undefined ? undefined : { score },
          price: number(item.price),
          currency: text(item.currency),
          recToken: text(item.recToken),
        },
      ];
    });
    if (products.length === 0) continue;
    const report = action.impressionReporting?.[0];
    return {
      actionId: text(action.actionId),
      experienceId: text(report?.experienceId) ?? text(action.component),
      variant: text(json.variant),
      title: text(json.title),
      decision: { name: text(report?.variantLabel) ?? text(action.component), variant: text(report?.variantId) },
      products,
    };
  }
  return undefined;
}
