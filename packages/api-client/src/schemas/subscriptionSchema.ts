import * as z from 'zod/mini';
import { maybeBoolean, maybeString } from './fields';

/**
 * Subscription types of spec §3. The schema accepts any string so a new type does not break older clients.
 *
 * @example
 * SUBSCRIPTION_TYPES.includes('Newsletter'); // true
 */
export const SUBSCRIPTION_TYPES = ['Newsletter', 'LoyaltyNewsletter', 'Loyalty'] as const;

/**
 * A subscription (spec §3): type, channel (`email` or `sms`), opt-in state and dates.
 *
 * @example
 * const sms = subscriptionSchema.parse(entry).channel === 'sms';
 */
export const subscriptionSchema = z.looseObject({
  type: z.string(),
  channel: maybeString,
  optin: maybeBoolean,
  doubleOptin: maybeBoolean,
  recipient: maybeString,
  category: maybeString,
  country: maybeString,
  region: maybeString,
  optinDate: maybeString,
  optoutDate: maybeString,
});

/**
 * A parsed subscription.
 *
 * @example
 * const subscribed = (s: Subscription) => s.optin === true;
 */
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * The answer of the `GET`, `PUT` and `POST /consumers-v3/consumer/subscription` calls.
 *
 * @example
 * const { subscriptions } = subscriptionListSchema.parse(body);
 */
export const subscriptionListSchema = z.looseObject({ subscriptions: z.array(subscriptionSchema) });
