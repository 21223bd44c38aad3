import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { optionalConsumer } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { analyticsEvents } from '../db/schema';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery, wholeNumberParam } from '../http/readQuery';
import { hasNul, jsonbProblem } from '../http/storableJson';

/** Events one POST may carry. */
export const MAX_EVENTS_PER_POST = 50;
/** The largest payload of one event, serialised as JSON (UTF-8 bytes). */
export const MAX_PAYLOAD_BYTES = 8 * 1024;
/** Rows GET answers when `limit` is not given, and at most. */
export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 500;

const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NO_NUL = 'must not contain NUL characters';

const visitorId = z.string().regex(VISITOR_ID, 'must be 1-64 letters, digits, "_" or "-"');
const eventName = z
  .string()
  .regex(EVENT_NAME, 'must be snake_case: a lowercase letter, then up to 63 of a-z, 0-9, "_"');

// The payload is kept exactly as parsed (no zod record copy, which would re-create keys such as "__proto__").
const payload = z.unknown().superRefine((value, ctx) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return;
  }
  if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_PAYLOAD_BYTES) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_PAYLOAD_BYTES / 1024} kB as JSON` });
    return;
  }
  const problem = jsonbProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
}) as z.ZodType<Record<string, unknown>>;

// Years before 2000 are a broken client clock, and PostgreSQL has no year 0 that JavaScript would send.
const clientTimestamp = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 9999;
}, 'must be a date-time between the years 2000 and 9999');

const event = z.strictObject({
  name: eventName,
  payload,
  visitorId,
  pageUrl: z
    .string()
    .max(2000)
    .refine((value) => !hasNul(value), NO_NUL)
    .optional(),
  timestamp: clientTimestamp.optional(),
});

const postBody = z.strictObject({ events: z.array(event).min(1).max(MAX_EVENTS_PER_POST) });

const listQuery = z.object({
  visitorId,
  name: eventName.optional(),
  limit: wholeNumberParam(MAX_LIST_LIMIT, DEFAULT_LIST_LIMIT).refine((value) => value >= 1, 'must be at least 1'),
});

/** One stored event as GET answers it. */
export interface AnalyticsEventJson {
  name: string;
  payload: Record<string, unknown>;
  visitorId: string;
  pageUrl: string | null;
  /** The client's own time of the event, when it sent one. */
  timestamp: string | null;
  receivedAt: string;
}

/**
 * The analytics beacon store.
 * `POST /events` takes `{ events: [{ name, payload, visitorId, pageUrl?, timestamp? }] }` (1-50) as JSON or as
 * `text/plain` (navigator.sendBeacon), stores them in one insert with the consumer number of a registered caller's
 * token (guests, no token or a stale token: none; a beacon on page close must not fail on an expired session) and
 * answers `202 { accepted }`. `GET /events?visitorId=&name=&limit=` answers a visitor's events, newest first.
 * @example
 * app.route('/analytics/v1', analyticsRoutes(db, tokens, now));
 */
export function analyticsRoutes(db: Database, tokens: TokenService, now: () => Date) {
  return new Hono<AppEnv>()
    .post('/events', async (c) => {
      const body = await readJsonBody(c, postBody, { textPlain: true });
      const caller = await optionalConsumer(tokens, c.req.header('authorization'));
      const consumerNo = caller && caller.consumerType !== 'GUEST' ? caller.consumerNo : null;
      const receivedAt = now();
      await db.insert(analyticsEvents).values(
        body.events.map((entry) => ({
          receivedAt,
          visitorId: entry.visitorId,
          name: entry.name,
          payload: entry.payload,
          pageUrl: entry.pageUrl ?? null,
          clientTimestamp: entry.timestamp ? new Date(entry.timestamp) : null,
          consumerNo,
        })),
      );
      return c.json({ accepted: body.events.length }, 202);
    })
    .get('/events', async (c) => {
      const query = readQuery(c, listQuery);
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(
          query.name
            ? and(eq(analyticsEvents.visitorId, query.visitorId), eq(analyticsEvents.name, query.name))
            : eq(analyticsEvents.visitorId, query.visitorId),
        )
        // One POST shares a receive time; the id keeps its events in the order they were sent.
        .orderBy(desc(analyticsEvents.receivedAt), desc(analyticsEvents.id))
        .limit(query.limit);
      const events: AnalyticsEventJson[] = rows.map((row) => ({
        name: row.name,
        payload: row.payload,
        visitorId: row.visitorId,
        pageUrl: row.pageUrl,
        timestamp: row.clientTimestamp ? row.clientTimestamp.toISOString() : null,
        receivedAt: row.receivedAt.toISOString(),
      }));
      return c.json({ events });
    });
}
