import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';

/** What one purge removed. */
export interface PurgeResult {
  guests: number;
  tokens: number;
  authorizationCodes: number;
}

/** Settings of {@link purgeExpired}. */
export interface PurgeOptions {
  /** Rows per statement, so one run never holds many locks for long. Default 500. */
  batchSize?: number;
  /** At most this many statements per kind of row in one run (the next run goes on). Default 20. */
  maxBatches?: number;
  /** A guest younger than this is kept whatever its tokens say. Default one day. */
  guestGraceMs?: number;
}

const DAY_MS = 86_400_000;

/**
 * Removes what nobody can use any more (issue 15, unbounded guest growth):
 *
 * - tokens past their expiry (a revoked refresh token is kept until it expires, so a replay is still recognised);
 * - authorization codes past their expiry;
 * - guest consumers older than the grace period with no live token (their refresh token, 30 days, expired or was
 *   revoked — at sign-in, for instance), no order (orders are kept, and keep their guest) and no review (kept for
 *   moderation). Their carts, lists, addresses and the rest go with them (`on delete cascade`).
 *
 * Rows another transaction holds are skipped (`for update skip locked`), so several commerce-api processes on one
 * PostgreSQL server can run it at the same time. Indexes: `auth_tokens (expires_at)`, `authorization_codes
 * (expires_at)` and `consumers (created_at) where consumer_type = 'GUEST'` (migration 0015).
 *
 * @example
 * const removed = await purgeExpired(db, new Date()); // { guests: 120, tokens: 480, authorizationCodes: 3 }
 */
export async function purgeExpired(db: Database, now: Date, options: PurgeOptions = {}): Promise<PurgeResult> {
  const batch = options.batchSize ?? 500;
  const maxBatches = options.maxBatches ?? 20;
  const at = now.toISOString();
  const guestCutoff = new Date(now.getTime() - (options.guestGraceMs ?? DAY_MS)).toISOString();

  const repeat = async (statement: () => SQL): Promise<number> => {
    let total = 0;
    for (let round = 0; round < maxBatches; round += 1) {
      const rows = await queryRows<{ n: number }>(db, statement());
      const removed = Number(rows[0]?.n ?? 0);
      total += removed;
      if (removed < batch) break;
    }
    return total;
  };

  const guests = await repeat(
    () => sql`with doomed as (
        select c.consumer_no from consumers c
         where c.consumer_type = 'GUEST' and c.created_at < ${guestCutoff}::timestamptz
           and not exists (select 1 from auth_tokens t where t.consumer_no = c.consumer_no and t.revoked_at is null and t.expires_at > ${at}::timestamptz)
           and not exists (select 1 from orders o where o.consumer_no = c.consumer_no)
           and not exists (select 1 from reviews r where r.author = c.consumer_no)
         order by c.created_at
         limit ${batch}
         for update of c skip locked
      ), gone as (delete from consumers where consumer_no in (select consumer_no from doomed) returning 1)
      select count(*)::int as n from gone`,
  );
  const tokens = await repeat(
    () => sql`with doomed as (
        select token_hash from auth_tokens where expires_at < ${at}::timestamptz limit ${batch} for update skip locked
      ), gone as (delete from auth_tokens where token_hash in (select token_hash from doomed) returning 1)
      select count(*)::int as n from gone`,
  );
  const authorizationCodes = await repeat(
    () => sql`with doomed as (
        select code_hash from authorization_codes where expires_at < ${at}::timestamptz limit ${batch} for update skip locked
      ), gone as (delete from authorization_codes where code_hash in (select code_hash from doomed) returning 1)
      select count(*)::int as n from gone`,
  );
  return { guests, tokens, authorizationCodes };
}

/** A running purge schedule. */
export interface PurgeSchedule {
  /** Stops the schedule; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs {@link purgeExpired} every `intervalMs` (first run after `firstRunMs`), one run at a time. The timers do not
 * keep the process alive; a failed run is logged and the next one tries again.
 *
 * @example
 * const schedule = startPurgeSchedule(db, { intervalMs: 60 * 60_000 });
 * await schedule.stop();
 */
export function startPurgeSchedule(
  db: Database,
  options: PurgeOptions & {
    intervalMs: number;
    firstRunMs?: number;
    now?: () => Date;
    log?: (message: string) => void;
  },
): PurgeSchedule {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? console.log;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = purgeExpired(db, now(), options)
      .then((removed) => {
        if (removed.guests + removed.tokens + removed.authorizationCodes > 0) {
          log(
            `commerce-api: purged ${removed.guests} expired guests, ${removed.tokens} tokens, ${removed.authorizationCodes} authorization codes`,
          );
        }
      })
      .catch((error: unknown) =>
        log(
          `commerce-api: the purge of expired guests failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, options.firstRunMs ?? Math.min(options.intervalMs, 60_000));
  const timer = setInterval(run, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
