import { experienceKey, type ExperienceDecision } from './selectExperienceVariant';

// The page global and its event live apart from the selection, so a bundle that only selects (a block renderer
// deciding from the server's decisions) does not carry them.

/** The page global a personalisation integration publishes decisions in (see {@link readExperienceDecision}). */
export const EXPERIENCE_DECISIONS_GLOBAL = '__sbExperienceDecisions';
/** The window event a personalisation integration fires after it has published new decisions. */
export const EXPERIENCE_RECALCULATE_EVENT = 'sb:experiences-recalculated';

/**
 * Reads the decision for an experience from the page global the personalisation provider's script fills
 * (content-blocks §7: by experience id, the last segment after an underscore):
 * `window.__sbExperienceDecisions = { 'exp-4411': { variantId: 'v-2', name: 'Free delivery message' } }`.
 * Anything malformed reads as "not decided". On the server there is no decision.
 *
 * @example
 * ```ts
 * readExperienceDecision('home_hero_exp-4411'); // { variantId: 'v-2', name: 'Free delivery message' } or undefined
 * ```
 */
export function readExperienceDecision(
  experienceId: string,
  scope: object | undefined = typeof window === 'undefined' ? undefined : window,
): ExperienceDecision | undefined {
  const table = (scope as Record<string, unknown> | undefined)?.[EXPERIENCE_DECISIONS_GLOBAL];
  if (!table || typeof table !== 'object') return undefined;
  const entry = (table as Record<string, unknown>)[experienceKey(experienceId)];
  if (!entry || typeof entry !== 'object') return undefined;
  const { variantId, name } = entry as Record<string, unknown>;
  const decision = {
    variantId: typeof variantId === 'string' ? variantId : undefined,
    name: typeof name === 'string' ? name : undefined,
  };
  return decision.variantId || decision.name ? decision : undefined;
}
