// Issue 15: bad input became 500s (a NUL in itemId, a review nickname, a sign-in e-mail or a coupon code reached
// PostgreSQL). This property test sends generated bodies — JSON of every shape, the field names the routes read,
// strings with NUL characters and lone surrogates, text that is not JSON — to every public POST/PUT/PATCH route of
// commerce-api, in-process, on a fresh embedded database: no answer may be a 5xx, and every 4xx is in the spec's
// error shape ({ appId, correlationId, errorDetails: [{ errorId, message }] }).
//
// "Public" write routes: every POST, PUT and PATCH of the app's own route table (`app.routes`) as `main.ts` serves
// it, so a route added later is fuzzed without listing it here. Left out: the test-only `/testing/v1` routes
// (mounted only with `TEST_ROUTES=on`, and the app here is built without them) and wildcard paths (no route of a
// write method has one). The sandbox payment provider's calls (`/payments/sandbox/v1/…`) are in: commerce-api serves
// them on its own port.
//
// The routes are split between shards (`fuzz.shard1.test.ts`, `fuzz.shard2.test.ts`), each a test file of its own
// with its own fresh database, so Vitest runs them in two worker processes side by side. Every route gets the same
// number of bodies: `FUZZ_RUNS_PER_ROUTE`, else `FUZZ_RUNS` (all routes together, 3,000 in the everyday suite: CI's
// time is shared by every suite) spread evenly. The issue's bar, 10,000 bodies to each route, is
// `FUZZ_RUNS_PER_ROUTE=10000`, a step of its own in scripts/test.sh (timings in the README). `FUZZ_SEED` replays a run;
// `FUZZ_ROUTE='POST /cart/v1/item'` fuzzes that route alone.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { TokenService } from '../auth/TokenService';
import type { DatabaseHandle } from '../db/openDatabase';
import { guestSession } from './api';
import { registeredSession } from './registeredSession';
import { createTestDatabase } from './testDatabase';

const PER_ROUTE = process.env.FUZZ_RUNS_PER_ROUTE ? Number(process.env.FUZZ_RUNS_PER_ROUTE) : undefined;
const RUNS = Number(process.env.FUZZ_RUNS || 3_000);

type Route = { method: string; path: string };

/** Every POST, PUT and PATCH route the app serves (see the rule above), in the app's order. */
function writeRoutes(app: ReturnType<typeof createApp>): Route[] {
  const unique = new Map<string, Route>();
  for (const route of app.routes) {
    if (
      !['POST', 'PUT', 'PATCH'].includes(route.method) ||
      route.path.includes('*') ||
      route.path.startsWith('/testing')
    )
      continue;
    unique.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...unique.values()];
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\uffff',
  '%00',
  '\u202e',
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  "'; drop table consumers; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(5_000),
);
const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), nasty, fc.string({ maxLength: 20 }));
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1e21, Number.MAX_SAFE_INTEGER + 2),
);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

// The names the routes read (spec §2–§9), so generated bodies get past "unknown shape" into the handlers.
const FIELDS = [
  'type',
  'username',
  'password',
  'email',
  'login',
  'codeChallenge',
  'codeChallengeMethod',
  'codeVerifier',
  'authorizationCode',
  'refreshToken',
  'itemId',
  'productId',
  'quantity',
  'qty',
  'basketId',
  'cartId',
  'couponCode',
  'code',
  'pin',
  'giftCardNumber',
  'nickname',
  'rating',
  'title',
  'text',
  'comment',
  'fit',
  'firstName',
  'lastName',
  'phone',
  'phoneCode',
  'countryCode',
  'postalCode',
  'city',
  'address1',
  'address2',
  'stateCode',
  'payment_method_id',
  'payment_instrument_id',
  'paymentMethod',
  'idempotencyKey',
  'botResponse',
  'storeId',
  'shippingMethodId',
  'guestObjects',
  'orderNo',
  'action',
  'items',
  'newPassword',
  'currentPassword',
  'birthday',
  'gender',
  'subscriptions',
  'reason',
  'vote',
  'amount',
  'currency',
  'locale',
  'siteId',
  'question',
  'answer',
  'events',
  'name',
  'id',
];
const shapedBody = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map((body) => JSON.stringify(body));
const rawBody = fc.oneof(
  value.map((body) => JSON.stringify(body) ?? 'null'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    '{"type":"Guest"}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    'null',
    '"\\u0000"',
    '"\\ud800"',
  ),
);
const segment = fc.oneof(
  fc.constantFrom(
    'SBJK10026',
    'SBJK10026-BLK-M',
    '00000000-0000-0000-0000-000000000000',
    'SB100000001',
    'R1',
    'C100000001',
    '%00',
    '%ED%A0%80',
    '..',
    'x'.repeat(300),
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
);

/** The route's path with its parameters filled from `values` (`%00` and an encoded lone surrogate kept as sent). */
function fill(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, () =>
    encodeURIComponent(values[index++ % values.length] ?? 'x').replace(/%25(00|ED%25A0%2580)/g, '%$1'),
  );
}

/** Why an answer breaks the rule (a 5xx, or a 4xx not in the spec's error shape), or `undefined` when it keeps it. */
function breach(status: number, answer: string): string | undefined {
  if (status >= 500) return 'a 5xx';
  if (status < 400) return undefined;
  let parsed: { appId?: unknown; correlationId?: unknown; errorDetails?: unknown };
  try {
    parsed = JSON.parse(answer) as typeof parsed;
  } catch {
    return 'an error body that is not JSON';
  }
  if (parsed.appId !== 'commerce-api') return 'no appId "commerce-api"';
  if (typeof parsed.correlationId !== 'string') return 'no correlationId';
  const details = parsed.errorDetails;
  if (!Array.isArray(details) || details.length === 0) return 'no errorDetails';
  for (const detail of details as Array<{ errorId?: unknown; message?: unknown } | null>) {
    if (typeof detail?.errorId !== 'string' || typeof detail.message !== 'string') {
      return 'an errorDetails entry without a string errorId and message';
    }
  }
  return undefined;
}

/**
 * Declares the fuzz test of one shard: the write routes whose index in the app's route table is `shard - 1` modulo
 * `shards`, on a fresh database of the shard's own.
 * @example
 * describeWriteRouteFuzz(1, 2); // in fuzz.shard1.test.ts
 */
export function describeWriteRouteFuzz(shard: number, shards: number): void {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let sessions: TokenService;
  // The guest's and the member's consumers, whose sessions are renewed when a fuzzed call ended them.
  let guestNo = '';
  let memberNo = '';
  const tokens: string[] = [];
  const seen = { requests: 0, byStatus: new Map<number, number>() };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = createApp({ db: database.db, log: () => {}, rateLimits: false });
    sessions = new TokenService(database.db, () => new Date());
    const guest = await guestSession(app);
    const member = await registeredSession(app, 'maya.chen@example.com', 'Trailhead26');
    guestNo = guest.consumerNo;
    memberNo = member.consumerNo;
    // A live guest, a live member, a well-formed token nobody was given, malformed ones.
    tokens.push(guest.accessToken, member.accessToken, `sba_${'A'.repeat(43)}`, 'sba_not-a-token', 'sba_%00\\x');
  }, 120_000);
  afterAll(() => database?.close());

  /**
   * A fuzzed call may end a session (sign-out, a token exchange, a password change): each route starts with a live
   * guest token and a live member token, so its bodies reach the handler behind the token check.
   */
  async function liveSessions(): Promise<void> {
    for (const [index, consumerNo] of [guestNo, memberNo].entries()) {
      if (!(await sessions.authenticate(tokens[index]!))) {
        tokens[index] = (await sessions.createSession(consumerNo)).accessToken;
      }
    }
  }

  /** One generated request: no 5xx, and every 4xx in the spec's error shape. */
  async function sendOne(
    route: Route,
    values: string[],
    body: string,
    token: number | undefined,
    contentType: string,
  ): Promise<void> {
    const headers: Record<string, string> = { 'content-type': contentType, 'x-site-id': 'sb-us', 'x-locale': 'en-us' };
    if (token !== undefined) headers.authorization = `Bearer ${tokens[token]}`;
    const path = fill(route.path, values);
    const res = await app.request(path, { method: route.method, headers, body });
    seen.requests += 1;
    seen.byStatus.set(res.status, (seen.byStatus.get(res.status) ?? 0) + 1);
    const answer = await res.text();
    // Checked by hand, and only a breach goes through expect(): hundreds of thousands of passing expect() calls
    // cost more than the requests they check.
    const problem = breach(res.status, answer);
    if (problem) {
      expect.fail(`${problem}: ${route.method} ${path} ${body.slice(0, 200)} → ${res.status} ${answer.slice(0, 300)}`);
    }
  }

  describe(`fuzz: generated bodies on every public write route (shard ${shard} of ${shards})`, () => {
    it(
      `answers ${PER_ROUTE ? `${PER_ROUTE} generated requests on each route` : `${RUNS} generated requests spread evenly over the routes`} with no 5xx and every error in the spec's shape`,
      { timeout: PER_ROUTE ? 86_400_000 : 600_000 },
      async () => {
        const everyRoute = writeRoutes(app);
        expect(everyRoute.length).toBeGreaterThan(40);
        const only = process.env.FUZZ_ROUTE;
        const routes = everyRoute.filter(
          (route, index) => index % shards === shard - 1 && (!only || `${route.method} ${route.path}` === only),
        );
        const perRoute = PER_ROUTE ?? Math.ceil(RUNS / everyRoute.length);
        const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
        const started = Date.now();
        const cpu = process.cpuUsage();
        for (const route of routes) {
          await liveSessions();
          await fc.assert(
            fc.asyncProperty(
              fc.array(segment, { minLength: 3, maxLength: 3 }),
              fc.oneof(shapedBody, rawBody),
              fc.option(fc.constantFrom(0, 1, 2, 3, 4), { nil: undefined }),
              fc.constantFrom(
                'application/json',
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
              ),
              (values, body, token, contentType) => sendOne(route, values, body, token, contentType),
            ),
            { numRuns: perRoute, endOnFailure: true, seed },
          );
        }
        const seconds = (Date.now() - started) / 1000;
        const used = process.cpuUsage(cpu);
        const cpuSeconds = (used.user + used.system) / 1e6;
        console.log(
          `fuzz shard ${shard}/${shards}: ${seen.requests} requests, ${perRoute} on each of ${routes.length} routes (of ${everyRoute.length}), in ${seconds.toFixed(1)} s (${((seconds * 1000) / seen.requests).toFixed(2)} ms each, ${((cpuSeconds * 1000) / seen.requests).toFixed(2)} ms of this process's CPU); statuses ${JSON.stringify(Object.fromEntries(seen.byStatus))}`,
        );
        expect(seen.requests).toBe(perRoute * routes.length);
        // A FUZZ_ROUTE that names no write route is a typo, not a pass.
        if (only) expect(everyRoute.map((route) => `${route.method} ${route.path}`)).toContain(only);
      },
    );
  });
}
