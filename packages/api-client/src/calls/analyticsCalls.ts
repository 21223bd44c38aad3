import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import {
  acceptedEventsSchema,
  analyticsEventListSchema,
  type AcceptedEvents,
  type AnalyticsEvent,
} from '../schemas/analyticsSchemas';

/**
 * One analytics event as the browser sends it: a snake_case `name` (`^[a-z][a-z0-9_]{0,63}$`), a JSON object
 * `payload` of at most 8 kB, the visitor id (1-64 of `A-Z a-z 0-9 _ -`), and optionally the page URL (at most 2000
 * characters) and the client's ISO date-time.
 *
 * @example
 * const event: AnalyticsEventInput = { name: 'add_to_cart', payload: { productId: 'SB1000001' }, visitorId: 'vuid_1' };
 */
export interface AnalyticsEventInput {
  name: string;
  payload: Record<string, unknown>;
  visitorId: string;
  pageUrl?: string;
  timestamp?: string;
}

/**
 * Body of `POST /analytics/v1/events`: 1 to 50 events.
 *
 * @example
 * const body: SendAnalyticsEventsRequest = { events: [event] };
 */
export interface SendAnalyticsEventsRequest {
  events: AnalyticsEventInput[];
}

/**
 * Query of `GET /analytics/v1/events`: the visitor, optionally one event name, and at most `limit` events (default
 * 100, at most 500).
 *
 * @example
 * const query: ListAnalyticsEventsQuery = { visitorId: 'vuid_1', name: 'page_view', limit: 10 };
 */
export interface ListAnalyticsEventsQuery {
  visitorId: string;
  name?: string;
  limit?: number;
}

/**
 * The analytics beacon store of commerce-api (content-blocks §2 "interaction origins feeding analytics"; the spec
 * names no path). `sendEvents` sends the bearer token when the client has one, so a registered shopper's events
 * carry the consumer number; guests and token-less calls are accepted too. In a browser on page close use
 * `navigator.sendBeacon` with the same body (commerce-api takes it as `text/plain`).
 *
 * @example
 * await client.analytics.sendEvents({ events: [{ name: 'page_view', payload: { pageType: 'home' }, visitorId }] });
 * const { events } = await client.analytics.listEvents({ visitorId });
 */
export interface AnalyticsCalls {
  /** `POST /analytics/v1/events`: `202 { accepted }`. */
  sendEvents(body: SendAnalyticsEventsRequest, options?: RequestOptions): Promise<AcceptedEvents>;
  /** `GET /analytics/v1/events?visitorId=&name=&limit=`: the visitor's events, newest first. Public. */
  listEvents(query: ListAnalyticsEventsQuery, options?: RequestOptions): Promise<{ events: AnalyticsEvent[] }>;
}

/**
 * Creates the `analytics` area on a transport.
 *
 * @example
 * const analytics = createAnalyticsCalls(createApiTransport(options));
 */
export function createAnalyticsCalls(send: Transport): AnalyticsCalls {
  return {
    sendEvents(body, options) {
      return send({
        call: 'analytics.sendEvents',
        method: 'POST',
        path: '/analytics/v1/events',
        body,
        schema: acceptedEventsSchema,
        ...fromRequestOptions(options),
      });
    },
    listEvents(query, options) {
      const { visitorId, name, limit } = query;
      return send({
        call: 'analytics.listEvents',
        method: 'GET',
        path: '/analytics/v1/events',
        query: { visitorId, name, limit },
        schema: analyticsEventListSchema,
        authenticated: false,
        ...fromRequestOptions(options),
      });
    },
  };
}
