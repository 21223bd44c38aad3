/**
 * A variant of an experience block: the content the personalisation provider can decide on.
 *
 * @example
 * ```ts
 * const variant: ExperienceVariant = { name: 'Free delivery message', variantId: 'v-2' };
 * ```
 */
export interface ExperienceVariant {
  readonly name?: string | null | undefined;
  readonly variantId?: string | null | undefined;
}

/**
 * The provider's decision for one experience: the variant it chose, by id and/or name. A decision naming
 * `Control` (any case), or no variant, means the baseline.
 *
 * @example
 * ```ts
 * const decision: ExperienceDecision = { variantId: 'v-2', name: 'Free delivery message' };
 * ```
 */
export interface ExperienceDecision {
  readonly variantId?: string | null | undefined;
  readonly name?: string | null | undefined;
}

/**
 * What an experience block shows and why.
 *
 * @example
 * ```ts
 * if (choice.source === 'baseline') render(block.baselines);
 * ```
 */
export type ExperienceChoice<TVariant> =
  { readonly source: 'baseline' } | { readonly source: 'decision' | 'override'; readonly variant: TVariant };

/**
 * The key a decision is published under for an experience id: its last segment after an underscore
 * (content-blocks §7), e.g. `home_hero_exp-4411` → `exp-4411`; an id without an underscore is its own key.
 *
 * @example
 * ```ts
 * experienceKey('home_hero_exp-4411'); // 'exp-4411'
 * ```
 */
export function experienceKey(experienceId: string): string {
  const at = experienceId.lastIndexOf('_');
  return at === -1 ? experienceId : experienceId.slice(at + 1);
}

const isControl = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim().toLowerCase() === 'control';

function findVariant<TVariant extends ExperienceVariant>(
  variants: readonly TVariant[],
  wanted: ExperienceDecision,
): TVariant | undefined {
  if (wanted.variantId) {
    const byId = variants.find((variant) => variant.variantId === wanted.variantId);
    if (byId) return byId;
  }
  if (wanted.name) return variants.find((variant) => typeof variant.name === 'string' && variant.name === wanted.name);
  return undefined;
}

/**
 * Picks what an experience block shows (content-blocks §4): the baseline until a variant is decided; a
 * decided non-baseline variant replaces it. A test-context override (`p13n_testcontext`, a variant id or
 * name of this block) forces that variant; an override naming none of its variants is ignored, as is a
 * decision for a variant the block does not have (the baseline stays). `Control` is the baseline.
 *
 * @example
 * ```ts
 * const choice = selectExperienceVariant(block.variants, readExperienceDecision(block.experienceId), override);
 * ```
 */
export function selectExperienceVariant<TVariant extends ExperienceVariant>(
  variants: readonly TVariant[],
  decision: ExperienceDecision | null | undefined,
  testOverride?: string | null,
): ExperienceChoice<TVariant> {
  if (testOverride) {
    const forced = findVariant(variants, { variantId: testOverride, name: testOverride });
    if (forced) return isControl(forced.name) ? { source: 'baseline' } : { source: 'override', variant: forced };
  }
  if (!decision || isControl(decision.name)) return { source: 'baseline' };
  const decided = findVariant(variants, decision);
  if (!decided || isControl(decided.name)) return { source: 'baseline' };
  return { source: 'decision', variant: decided };
}
