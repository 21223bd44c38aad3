import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { experimentEvents } from '../db/schema';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery, wholeNumberParam } from '../http/readQuery';
import { hasNul, jsonbProblem } from '../http/storableJson';
import { buildDatafile, DATAFILE_UPDATED_AT } from './buildDatafile';

/** The largest SDK log-event body taken (the app's body limit is raised to this for the events path). */
export const MAX_EXPERIMENT_EVENTS_BYTES = 256 * 1024;
/** Visitors one SDK batch may carry. */
export const MAX_VISITORS_PER_POST = 100;

// The SDK's log event (`params` of its event dispatcher): only the outline is checked, the rest is stored as sent so
// a newer SDK's extra fields are kept.
const logEvent = z
  .looseObject({
    account_id: z.string().max(64).optional(),
    project_id: z.string().max(64).optional(),
    visitors: z
      .array(
        z.looseObject({
          visitor_id: z.string().min(1).max(64),
          attributes: z.array(z.unknown()).optional(),
          snapshots: z.array(z.unknown()).optional(),
        }),
      )
      .min(1)
      .max(MAX_VISITORS_PER_POST),
  })
  .superRefine((value, ctx) => {
    const problem = jsonbProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const listQuery = z.object({
  visitorId: z
    .string()
    .min(1)
    .max(64)
    .refine((value) => !hasNul(value), 'must not contain NUL characters'),
  limit: wholeNumberParam(500, 100).refine((value) => value >= 1, 'must be at least 1'),
});

// Last-Modified and If-Modified-Since carry whole seconds.
const lastModifiedSeconds = Math.floor(DATAFILE_UPDATED_AT.getTime() / 1000);

function notModifiedSince(header: string | undefined): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && Math.floor(since / 1000) >= lastModifiedSeconds;
}

/** One stored visitor of an SDK batch as GET answers it. */
export interface ExperimentEventJson {
  visitorId: string;
  /** The batch envelope (account_id, project_id, revision, client_name, …) with this visitor only in `visitors`. */
  payload: Record<string, unknown>;
  receivedAt: string;
}

/**
 * The experimentation service of the Optimizely JavaScript SDK, served by this API:
 * `GET /datafiles/:sdkKey.json` (the SDK's `urlTemplate`), with Last-Modified / If-Modified-Since and a minute of
 * caching; `POST /events` takes the SDK's log event and stores one row per visitor; `GET /events?visitorId=` reads
 * a visitor's rows back, newest first.
 * @example
 * app.route('/experiments/v1', experimentRoutes(db, now));
 */
export function experimentRoutes(db: Database, now: () => Date) {
  return new Hono<AppEnv>()
    .get('/datafiles/:file', (c) => {
      const file = c.req.param('file');
      const datafile = file.endsWith('.json') ? buildDatafile(file.slice(0, -'.json'.length)) : undefined;
      if (!datafile) throw recordNotFound(`No datafile "${file.slice(0, 80)}"`);
      c.header('last-modified', DATAFILE_UPDATED_AT.toUTCString());
      c.header('cache-control', 'public, max-age=60');
      if (notModifiedSince(c.req.header('if-modified-since'))) return c.body(null, 304);
      return c.json(datafile);
    })
    .post('/events', async (c) => {
      const batch = await readJsonBody(c, logEvent, { textPlain: true });
      const receivedAt = now();
      const { visitors, ...envelope } = batch;
      await db.insert(experimentEvents).values(
        visitors.map((visitor) => ({
          receivedAt,
          visitorId: visitor.visitor_id,
          payload: { ...envelope, visitors: [visitor] },
        })),
      );
      return c.json({ accepted: visitors.length }, 202);
    })
    .get('/events', async (c) => {
      const query = readQuery(c, listQuery);
      const rows = await db
        .select()
        .from(experimentEvents)
        .where(eq(experimentEvents.visitorId, query.visitorId))
        .orderBy(desc(experimentEvents.receivedAt), desc(experimentEvents.id))
        .limit(query.limit);
      const events: ExperimentEventJson[] = rows.map((row) => ({
        visitorId: row.visitorId,
        payload: row.payload,
        receivedAt: row.receivedAt.toISOString(),
      }));
      return c.json({ events });
    });
}
