import * as z from 'zod/mini';
import { blockBaseShape } from './blockFieldSchemas';

// Targets are whole CMS blocks, each validated by its own schema when drawn (as in segmentation).
const targetsSchema = z._default(z.array(z.unknown()), []);

/**
 * An experience block (content-blocks §3, §4): baseline content until the personalisation provider decides
 * a variant for `experienceId`, then that variant's content. `trackingEvent` names the analytics event sent
 * when a variant is shown.
 *
 * @example
 * experienceBlockSchema.parse({ id: 'exp', type: 'experience', experienceId: 'home_hero_exp-4411',
 *   baselines: [{ targets: [heroA] }], variants: [{ name: 'Member prices', variantId: 'v-2', targets: [heroB] }] });
 */
export const experienceBlockSchema = z.object({
  ...blockBaseShape,
  type: z.enum(['experience', 'experienceBlock']),
  experienceId: z.string().check(z.trim(), z.minLength(1)),
  baselines: z._default(z.array(z.object({ targets: targetsSchema })), []),
  variants: z._default(
    z.array(z.object({ name: z.optional(z.string()), variantId: z.optional(z.string()), targets: targetsSchema })),
    [],
  ),
  trackingEvent: z.optional(z.string()),
});

/** An experience block as the registry hands it to {@link Experience}. */
export type ExperienceBlock = z.output<typeof experienceBlockSchema>;
