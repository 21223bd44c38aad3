import { experienceKey, type ExperienceDecision } from './selectExperienceVariant';

/** What a `p13n_testcontext` value asks for. */
export interface TestContext {
  /**
   * The plain entries (no colon), comma-joined as given: a segment id or an experience variant id/name that
   * blocks force (`selectSegment`, `selectExperienceVariant`). Undefined when there is none.
   */
  readonly blockOverride: string | undefined;
  /** `experienceId:variantId` pairs: the variant the decision engine or experiment is forced to, by experience id. */
  readonly forcedVariants: Readonly<Record<string, string>>;
}

/**
 * Reads the `p13n_testcontext` query value (commerce-core §2, content-blocks §2), which forces segments and
 * experience variants. Entries are comma-separated: `experienceId:variantId` forces that experience's variant (the
 * decision engine's format), a plain entry is handed to the blocks (a segment id such as `loyalty-loggedin`, or a
 * variant id). Malformed entries are skipped: the spec leaves them unhandled, so they change nothing.
 *
 * @example
 * ```ts
 * parseTestContext('loyalty-loggedin,exp_home_hero:home-hero-b');
 * // { blockOverride: 'loyalty-loggedin', forcedVariants: { exp_home_hero: 'home-hero-b' } }
 * ```
 */
export function parseTestContext(value: string | null | undefined): TestContext {
  const plain: string[] = [];
  const forcedVariants: Record<string, string> = {};
  for (const entry of (value ?? '').slice(0, 500).split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const colon = trimmed.indexOf(':');
    if (colon === -1) {
      plain.push(trimmed);
      continue;
    }
    const experienceId = trimmed.slice(0, colon).trim();
    const variantId = trimmed.slice(colon + 1).trim();
    if (experienceId && variantId && !variantId.includes(':')) forcedVariants[experienceId] = variantId;
  }
  // A block takes one override; the first plain entry is the one a shopper-facing QA link names.
  return { blockOverride: plain[0], forcedVariants };
}

/**
 * The forced variants of a test context as experience decisions, keyed the way experience blocks look them up
 * (`experienceKey`).
 *
 * @example
 * ```ts
 * forcedDecisions({ exp_home_hero: 'home-hero-b' }); // { hero: { variantId: 'home-hero-b' } }
 * ```
 */
export function forcedDecisions(forcedVariants: Readonly<Record<string, string>>): Record<string, ExperienceDecision> {
  const decisions: Record<string, ExperienceDecision> = {};
  for (const [experienceId, variantId] of Object.entries(forcedVariants))
    decisions[experienceKey(experienceId)] = { variantId };
  return decisions;
}
