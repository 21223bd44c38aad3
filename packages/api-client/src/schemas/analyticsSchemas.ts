import * as z from 'zod/mini';
import { maybeString } from './fields';

/**
 * The answer of the beacon stores' POSTs (`/analytics/v1/events`, `/experiments/v1/events`): `202 { accepted }`,
 * the number of events (analytics) or visitors (experiments) stored.
 *
 * @example
 * const { accepted } = acceptedEventsSchema.parse({ accepted: 2 });
 */
export const acceptedEventsSchema = z.looseObject({ accepted: z.number() });

/**
 * A parsed `{ accepted }` answer.
 *
 * @example
 * const stored = (answer: AcceptedEvents) => answer.accepted;
 */
export type AcceptedEvents = z.infer<typeof acceptedEventsSchema>;

/**
 * One stored analytics event as `GET /analytics/v1/events` answers it: what the browser sent, with the client's
 * `timestamp` (null when it sent none) and the server's `receivedAt`.
 *
 * @example
 * const event = analyticsEventSchema.parse(body.events[0]);
 */
export const analyticsEventSchema = z.looseObject({
  name: z.string(),
  payload: z.record(z.string(), z.unknown()),
  visitorId: z.string(),
  pageUrl: maybeString,
  timestamp: maybeString,
  receivedAt: z.string(),
});

/**
 * A parsed stored analytics event.
 *
 * @example
 * const names = (events: AnalyticsEvent[]) => events.map((event) => event.name);
 */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * The answer of `GET /analytics/v1/events`: a visitor's events, newest first.
 *
 * @example
 * const { events } = analyticsEventListSchema.parse(body);
 */
export const analyticsEventListSchema = z.looseObject({ events: z.array(analyticsEventSchema) });
