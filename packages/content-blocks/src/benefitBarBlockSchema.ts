import * as z from 'zod/mini';
import { blockBaseShape, colorSchema, lenientArray, safeMediaUrl } from './blockFieldSchemas';

const benefitTargetSchema = z.object({
  id: z.optional(z.string()),
  url: z.string(),
  text: z.string().check(z.trim(), z.minLength(1)),
});

/**
 * A benefit bar: a short line of shopper benefits ("Free delivery over £50 · 60-day returns") with links,
 * an optional logo and info icon, and a close button whose state is remembered (content-blocks §3, §4).
 *
 * @example
 * benefitBarBlockSchema.parse({ id: 'bb', type: 'benefitBar', title: 'Members get free delivery',
 *   targets: [{ id: 'join', url: '/en-gb/sign-up', text: 'Join free' }], showCloseButton: true });
 */
export const benefitBarBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('benefitBar'),
  title: z.string().check(z.trim(), z.minLength(1)),
  subtitle: z.optional(z.string()),
  logo: z.optional(
    z.object({
      url: safeMediaUrl,
      alt: z.optional(z.string()),
      width: z.optional(z.int().check(z.positive())),
      height: z.optional(z.int().check(z.positive())),
    }),
  ),
  infoIcon: z.optional(z.object({ url: safeMediaUrl })),
  backgroundColor: colorSchema,
  alignment: z._default(z.catch(z.enum(['left', 'center', 'right']), 'center'), 'center'),
  targets: z._default(lenientArray(benefitTargetSchema), []),
  showCloseButton: z.optional(z.boolean()),
});

/** A benefit bar as the registry hands it to {@link BenefitBar}. */
export type BenefitBarBlock = z.output<typeof benefitBarBlockSchema>;
