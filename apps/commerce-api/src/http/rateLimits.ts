import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/openDatabase';
import { rateLimits } from '../db/schema';
import type { AppEnv } from './AppEnv';
import { ApiError } from './ApiError';

/** At most `points` requests per `seconds`. */
export interface Limit {
  points: number;
  seconds: number;
}

/** The limited calls: per client IP, and per account (e-mail, or the bearer session) where one is named. */
export type RuleName =
  | 'signIn'
  | 'signUp'
  | 'lookup'
  | 'passwordReset'
  | 'guestToken'
  | 'basket'
  | 'payment'
  | 'placement'
  | 'reviews'
  | 'flags';

interface Rule {
  methods: readonly string[];
  path: RegExp;
  /** Only when the body says so (the guest token call shares its path with refresh and code exchange). */
  when?: (body: Record<string, unknown>) => boolean;
  /** The account a call is about: an e-mail from the body, or the session (bearer token) it is made with. */
  account?: 'email' | 'session';
  ip: Limit;
  perAccount?: Limit;
}

const minute = 60;
const hour = 3_600;

/**
 * The limits (per client IP, and per account where named). Generous enough for a shopper, tight enough that a
 * burst from one address or against one account is stopped: 100 parallel sign-ins, 200 guest sessions a second,
 * 50 password-reset e-mails for one account, unlimited reviews (issue 15) all answer 429 past these.
 */
export const RATE_LIMIT_RULES: Readonly<Record<RuleName, Rule>> = {
  signIn: {
    methods: ['POST'],
    path: /^\/consumers-v3\/auth\/signin\/?$/,
    account: 'email',
    ip: { points: 30, seconds: minute },
    perAccount: { points: 10, seconds: 5 * minute },
  },
  signUp: {
    methods: ['POST'],
    path: /^\/consumers-v3\/auth\/signup\/?$/,
    account: 'email',
    ip: { points: 10, seconds: minute },
    perAccount: { points: 5, seconds: hour },
  },
  lookup: {
    methods: ['GET', 'POST'],
    path: /^\/consumers-v3\/consumer\/lookup\/?$/,
    ip: { points: 30, seconds: minute },
  },
  passwordReset: {
    methods: ['POST', 'PUT'],
    path: /^\/consumers-v3\/(consumer\/resetpassword|confirmforgotpassword)\/?$/,
    account: 'email',
    ip: { points: 10, seconds: minute },
    perAccount: { points: 5, seconds: 15 * minute },
  },
  guestToken: {
    methods: ['POST'],
    path: /^\/token\/v2\/auth\/token\/?$/,
    when: (body) => body.type === 'Guest',
    ip: { points: 60, seconds: minute },
  },
  basket: {
    methods: ['POST'],
    path: /^\/cart\/v1\/(cart|cartWithItem|reserveWithItem)\/?$/,
    account: 'session',
    ip: { points: 60, seconds: minute },
    perAccount: { points: 30, seconds: minute },
  },
  payment: {
    methods: ['POST', 'PUT', 'PATCH'],
    path: /^\/cart\/v1\/(cart\/[^/]+\/paymentInstruments|paymentSession|giftcard\/balance)\/?$/,
    account: 'session',
    ip: { points: 30, seconds: minute },
    perAccount: { points: 20, seconds: minute },
  },
  placement: {
    methods: ['POST', 'PUT'],
    path: /^\/cart\/v2\/checkout\/order\/?$/,
    account: 'session',
    ip: { points: 20, seconds: minute },
    perAccount: { points: 10, seconds: minute },
  },
  reviews: {
    methods: ['POST'],
    path: /^\/products\/v1\/products\/[^/]+\/reviews(\/questions)?\/?$/,
    account: 'session',
    ip: { points: 10, seconds: hour },
    perAccount: { points: 5, seconds: hour },
  },
  flags: {
    methods: ['POST'],
    path: /^\/products\/v1\/products\/[^/]+\/review\/[^/]+\/flag\/?$/,
    account: 'session',
    ip: { points: 30, seconds: hour },
    perAccount: { points: 20, seconds: hour },
  },
};

/** How commerce-api counts. */
export interface RateLimitOptions {
  /** Where counters live: this database (default) or a Redis server (`REDIS_URL`). */
  redisUrl?: string;
  /**
   * Clients on the loopback interface (a developer's machine, the test suites, the load bench — every request from
   * 127.0.0.1) get this many times the points. 1 makes them count like anyone else.
   */
  loopbackFactor?: number;
  /** Replaces some limits (tests). */
  limits?: Partial<Record<RuleName, { ip?: Limit; perAccount?: Limit }>>;
  /** Peers whose `x-client-ip` is believed (the storefront); loopback is always trusted. */
  trustedProxies?: readonly string[];
}

/** The header in which a trusted peer (the storefront) names the shopper's IP address. */
export const CLIENT_IP_HEADER = 'x-client-ip';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const IP_TEXT = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * Reads the rate-limit settings from the environment: `RATE_LIMITS=off` turns them off (answers `false`);
 * `REDIS_URL` counts in Redis; `RATE_LIMIT_LOOPBACK_FACTOR` (default 100) multiplies the limits of loopback
 * clients; `TRUSTED_PROXIES` (comma-separated addresses) may name the client in `x-client-ip` besides loopback.
 *
 * @example
 * const rateLimits = rateLimitOptionsFromEnv(process.env);
 */
export function rateLimitOptionsFromEnv(env: NodeJS.ProcessEnv): RateLimitOptions | false {
  if (/^(off|false|0)$/i.test((env.RATE_LIMITS ?? '').trim())) return false;
  const factor = Number(env.RATE_LIMIT_LOOPBACK_FACTOR ?? 100);
  return {
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    loopbackFactor: Number.isFinite(factor) && factor >= 1 ? factor : 100,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/** The address of the socket the request came on (node-server), or null in-process (`app.request`). */
function peerAddress(c: Context<AppEnv>): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}

/**
 * The client's IP: what a trusted peer (loopback, `TRUSTED_PROXIES`, or an in-process call) says in
 * `x-client-ip`, else the peer's own address.
 *
 * @example
 * clientIp(c, []); // '203.0.113.7'
 */
export function clientIp(c: Context<AppEnv>, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  const trusted = peer === null || LOOPBACK.test(peer) || trustedProxies.includes(peer);
  const named = c.req.header(CLIENT_IP_HEADER)?.trim();
  if (trusted && named && IP_TEXT.test(named)) return named;
  return peer ?? '127.0.0.1';
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);

/**
 * Rate limits in front of the routes: one middleware that finds the rule of a call, consumes a point for the client
 * IP and one for the account, and answers 429 `API429` in the spec's error shape, with `Retry-After` and the
 * `RateLimit-*` headers, when either is used up. Counters are in the `rate_limits` table of the app's database
 * (shared by every process on a PostgreSQL server) or in Redis, through rate-limiter-flexible. A counter store that
 * fails lets the call through (logged): limits must not take the shop down.
 *
 * @example
 * app.use(rateLimitMiddleware(db, { loopbackFactor: 1 }));
 */
export function rateLimitMiddleware(
  db: Database,
  options: RateLimitOptions,
  log: (message: string) => void = console.error,
): MiddlewareHandler<AppEnv> {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (name: string, limit: Limit): RateLimiterAbstract => {
    const key = `${name}:${limit.points}:${limit.seconds}`;
    let found = limiters.get(key);
    if (!found) {
      const common = {
        keyPrefix: `rl_${name}_${limit.points}_${limit.seconds}`,
        points: limit.points,
        duration: limit.seconds,
      };
      found = redis
        ? new RateLimiterRedis({ ...common, storeClient: redis })
        : new RateLimiterDrizzle({ ...common, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
      limiters.set(key, found);
    }
    return found;
  };
  const factor = Math.max(1, options.loopbackFactor ?? 1);
  const trustedProxies = options.trustedProxies ?? [];

  return async (c, next) => {
    const method = c.req.method.toUpperCase();
    const entry = Object.entries(RATE_LIMIT_RULES).find(
      ([, rule]) => rule.methods.includes(method) && rule.path.test(c.req.path),
    );
    if (!entry) return next();
    const [name, rule] = entry as [RuleName, Rule];
    let body: Record<string, unknown> = {};
    if (rule.when || rule.account === 'email') {
      try {
        const parsed = JSON.parse(await c.req.text()) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
      } catch {
        body = {};
      }
    }
    if (rule.when && !rule.when(body)) return next();

    const ip = clientIp(c, trustedProxies);
    const scale = LOOPBACK.test(ip) ? factor : 1;
    const override = options.limits?.[name];
    const checks: Array<{ limit: Limit; key: string; scope: string }> = [];
    const ipLimit = override?.ip ?? rule.ip;
    checks.push({ limit: { points: ipLimit.points * scale, seconds: ipLimit.seconds }, key: ip, scope: 'ip' });
    const accountLimit = override?.perAccount ?? rule.perAccount;
    if (accountLimit) {
      const email = [body.username, body.email, body.login].find((value): value is string => typeof value === 'string');
      const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
      const account = rule.account === 'email' ? email?.trim().toLowerCase() : bearer;
      if (account)
        checks.push({
          limit: { points: accountLimit.points * scale, seconds: accountLimit.seconds },
          key: hash(account),
          scope: 'account',
        });
    }

    for (const check of checks) {
      try {
        const res = await limiter(`${name}_${check.scope}`, check.limit).consume(check.key);
        c.header('RateLimit-Limit', String(check.limit.points));
        c.header('RateLimit-Remaining', String(res.remainingPoints));
        c.header('RateLimit-Reset', String(Math.ceil(res.msBeforeNext / 1000)));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          log(
            `[rate limit] ${name}: the counter store failed, the call goes through: ${error instanceof Error ? error.message : String(error)}`,
          );
          continue;
        }
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new ApiError(429, 'API429', 'Too many requests. Please wait a moment and try again.', {
          headers: {
            'Retry-After': String(seconds),
            'RateLimit-Limit': String(check.limit.points),
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': String(seconds),
            RateLimit: `limit=${check.limit.points}, remaining=0, reset=${seconds}`,
            'RateLimit-Policy': `${check.limit.points};w=${check.limit.seconds}`,
          },
        });
      }
    }
    return next();
  };
}
