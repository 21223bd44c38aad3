import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { AccountService } from './auth/AccountService';
import { authRoutes } from './auth/authRoutes';
import { tokenRoutes } from './auth/tokenRoutes';
import { DEFAULT_TOKEN_LIFETIMES, TokenService } from './auth/TokenService';
import type { TokenLifetimes } from './auth/TokenService';
import { cartRoutes } from './cart/cartRoutes';
import { productRoutes } from './catalog/productRoutes';
import { checkoutRoutes } from './checkout/checkoutRoutes';
import { orderRoutes } from './orders/orderRoutes';
import { paymentRoutes } from './payments/paymentRoutes';
import { SandboxPaymentProvider } from './payments/SandboxPaymentProvider';
import { storeRoutes } from './stores/storeRoutes';
import { utilityRoutes } from './utilities/utilityRoutes';
import { addressRoutes } from './consumer/addressRoutes';
import { consumerRoutes } from './consumer/consumerRoutes';
import { contactRoutes } from './consumer/contactRoutes';
import { paymentInstrumentRoutes } from './consumer/paymentInstrumentRoutes';
import { contentRoutes } from './content/contentRoutes';
import { frontendRoutes } from './frontend/frontendRoutes';
import type { Database } from './db/openDatabase';
import { allowedMethods } from './http/allowedMethods';
import { ApiError, errorBody } from './http/ApiError';
import type { AppEnv } from './http/AppEnv';
import { CORRELATION_HEADER, correlationId } from './http/correlationId';
import { refuseUnsafeText } from './http/refuseUnsafeText';
import { limitBody as limitBodyDraining } from './http/limitBody';
import { rateLimitMiddleware, type RateLimitOptions } from './http/rateLimits';
import { engineRoutes } from './engine/engineRoutes';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import { experimentRoutes, MAX_EXPERIMENT_EVENTS_BYTES } from './experiments/experimentRoutes';
import { mediaRoutes } from './media/mediaRoutes';
import { outboxRoutes } from './system/outboxRoutes';
import { contentTestRoutes } from './system/contentTestRoutes';
import { warehouseRoutes } from './system/warehouseRoutes';
import type { PaymentProvider } from './payments/PaymentProvider';
import { socialRoutes } from './social/socialRoutes';
import { timeRoutes } from './system/timeRoutes';
import { wishlistRoutes } from './wishlists/wishlistRoutes';

/** One structured log line. */
export interface LogEntry {
  level: 'info' | 'error';
  message: string;
  correlationId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  /** Stack of an unexpected error: logged, never sent to the client. */
  stack?: string;
}

/** What the app is built from; everything but `db` has a default. */
export interface AppOptions {
  db: Database;
  /** The clock for token expiry, content scheduling and server time (tests move it). */
  now?: () => Date;
  /** Origin that media URLs in content are made absolute against. Default `http://127.0.0.1:4000`. */
  publicUrl?: string;
  /** The payment provider; defaults to the sandbox (tests pass their own to simulate failures). */
  payments?: PaymentProvider;
  /** Origin of the sandbox payment provider's own server (hosted card fields, 3-D Secure, pay-later script); default `publicUrl`. */
  paymentsUrl?: string;
  /** When set, preview content calls must send it in `x-preview-access-key`. */
  previewAccessKey?: string;
  tokenLifetimes?: TokenLifetimes;
  /** Where log lines go; defaults to JSON on stdout/stderr. */
  log?: (entry: LogEntry) => void;
  /** Log one line per request (off by default; `main.ts` turns it on). */
  logRequests?: boolean;
  /**
   * Rate limits per client IP and per account (http/rateLimits.ts); off unless given. `main.ts` turns them on from
   * the environment (`RATE_LIMITS`, `REDIS_URL`, `RATE_LIMIT_LOOPBACK_FACTOR`, `TRUSTED_PROXIES`).
   */
  rateLimits?: RateLimitOptions | false;
  /**
   * Serve `GET /testing/v1/outbox` (system/outboxRoutes.ts), which reads the e-mails the platform "sent" — reset codes,
   * gift-card numbers and PINs — and the warehouse's test calls (system/warehouseRoutes.ts: set a variant's stock, which
   * sends back-in-stock e-mails; mark an order shipped or delivered) and content publishing (system/contentTestRoutes.ts). Off by default; `main.ts` turns it on with `TEST_ROUTES=on` (the e2e stack does).
   */
  testRoutes?: boolean;
}

// Request bodies of this API are small JSON documents; refuse anything larger before reading it.
const MAX_BODY_BYTES = 100 * 1024;
// Except the experimentation SDK's event batches (up to 100 visitors with their decisions and attributes).
const LARGE_BODY_PATH = /^\/experiments\/v1\/events\/?$/;
// A warranty claim carries up to three photos of 5 MB each (consumer/warrantyPhotos.ts) in multipart form data.
const UPLOAD_PATH = /^\/consumers-v3\/consumer\/warranty\/?$/;
const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

const defaultLog = (entry: LogEntry) =>
  (entry.level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);

/**
 * Builds the commerce API as a Hono app. It holds no socket, so tests drive it with `app.request()` and
 * `main.ts` serves it with @hono/node-server. Every error leaves in the spec's shape
 * `{ appId, correlationId, errorDetails: [{ errorId, message }] }`.
 * @example
 * const handle = await openDatabase();
 * await migrate(handle.db);
 * const app = createApp({ db: handle.db });
 * const res = await app.request('/fapi/server/time'); // { timestamp: 1763790000000 }
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? defaultLog;
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:4000';
  const tokens = new TokenService(options.db, now, options.tokenLifetimes ?? DEFAULT_TOKEN_LIFETIMES);
  const accounts = new AccountService(options.db, tokens, now);
  const app = new Hono<AppEnv>({ strict: false }); // `/social/` and `/social` are one path: clients join a base URL and `/` either way

  const respondWithError = (c: Context<AppEnv>, error: unknown): Response => {
    const id = c.get('correlationId') ?? randomUUID();
    c.header(CORRELATION_HEADER, id);
    if (error instanceof ApiError) {
      return c.json(errorBody(id, error.details), error.status, error.headers);
    }
    log({
      level: 'error',
      message: error instanceof Error ? error.message : String(error),
      correlationId: id,
      method: c.req.method,
      path: c.req.path,
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    });
    return c.json(
      errorBody(id, [
        { errorId: 'GEN500', message: 'Something went wrong on our side. Quote the correlation id if you report it.' },
      ]),
      500,
    );
  };

  app.use(correlationId);
  if (options.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      log({
        level: 'info',
        message: 'request',
        correlationId: c.get('correlationId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      });
    });
  }
  app.use(async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    // Answers carry tokens and carts: never cached unless a route says otherwise.
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  const limitBody = (maxSize: number) => limitBodyDraining(maxSize, respondWithError);
  const smallBody = limitBody(MAX_BODY_BYTES);
  const largeBody = limitBody(MAX_EXPERIMENT_EVENTS_BYTES);
  const uploadBody = limitBody(MAX_UPLOAD_BYTES);
  app.use((c, next) =>
    LARGE_BODY_PATH.test(c.req.path)
      ? largeBody(c, next)
      : UPLOAD_PATH.test(c.req.path)
        ? uploadBody(c, next)
        : smallBody(c, next),
  );
  // NUL characters and lone surrogates anywhere in the path, the query or a JSON body: 400 before any handler.
  app.use(refuseUnsafeText);
  if (options.rateLimits) {
    app.use(rateLimitMiddleware(options.db, options.rateLimits, (message) => log({ level: 'error', message })));
  }

  app.route('/fapi/server', timeRoutes(now));
  app.route('/fapi', frontendRoutes({ db: options.db, now, publicUrl }));
  app.route('/token/v2/auth', tokenRoutes(tokens, accounts));
  app.route('/consumers-v3', authRoutes({ db: options.db, tokens, accounts, now }));
  app.route('/consumers-v3', consumerRoutes(options.db, tokens, now));
  app.route('/consumers-v3', addressRoutes(options.db, tokens, now));
  app.route('/consumers-v3', paymentInstrumentRoutes(options.db, tokens, now));
  app.route('/consumers-v3', contactRoutes(options.db, tokens, now));
  app.route('/wishlists/v2', wishlistRoutes(options.db, tokens, now, publicUrl));
  app.route('/api/engine/v1', engineRoutes({ db: options.db, publicUrl, now }));
  app.route('/analytics/v1', analyticsRoutes(options.db, tokens, now));
  app.route('/experiments/v1', experimentRoutes(options.db, now));
  // The spec's social media service lives on its own host; here it is served under /social.
  app.route('/social', socialRoutes(options.db, now, options.publicUrl ?? 'http://127.0.0.1:4000'));
  app.route(
    '/cart',
    cartRoutes({ db: options.db, tokens, now, publicUrl: options.publicUrl ?? 'http://127.0.0.1:4000' }),
  );
  app.route(
    '/products',
    productRoutes({ db: options.db, tokens, publicUrl: options.publicUrl ?? 'http://127.0.0.1:4000', now }),
  );
  app.route(
    '/cart',
    checkoutRoutes({
      db: options.db,
      tokens,
      now,
      publicUrl,
      payments: options.payments ?? new SandboxPaymentProvider(options.paymentsUrl ?? publicUrl),
      paymentsUrl: options.paymentsUrl ?? publicUrl,
    }),
  );
  app.route('/consumers-v3/consumer', orderRoutes({ db: options.db, tokens, now, publicUrl }));
  app.route('/payments/sandbox/v1', paymentRoutes(options.db, now));
  app.route('/consumers-v3/utilities', utilityRoutes(options.db, tokens));
  app.route('/stores/v1', storeRoutes(options.db));
  app.route('/media', mediaRoutes());
  if (options.testRoutes) {
    app.route('/testing/v1', outboxRoutes(options.db));
    app.route('/testing/v1', warehouseRoutes(options.db, now));
    app.route('/testing/v1', contentTestRoutes(options.db, now));
  }
  app.route(
    '/',
    contentRoutes({
      db: options.db,
      now,
      publicUrl: options.publicUrl ?? 'http://127.0.0.1:4000',
      ...(options.previewAccessKey ? { previewAccessKey: options.previewAccessKey } : {}),
    }),
  );

  let methodsAt: ((path: string) => string[]) | undefined;
  app.notFound((c) => {
    methodsAt ??= allowedMethods(app.routes);
    const allowed = methodsAt(c.req.path);
    if (allowed.length > 0) {
      return respondWithError(
        c,
        new ApiError(405, 'API405', `Method ${c.req.method} is not allowed here; use ${allowed.join(', ')}`, {
          headers: { allow: allowed.join(', ') },
        }),
      );
    }
    return respondWithError(c, new ApiError(404, 'API404', `No route for ${c.req.method} ${c.req.path.slice(0, 200)}`));
  });
  app.onError((error, c) => respondWithError(c, error));
  return app;
}
