import { createHash } from 'node:crypto';
import { createContext, type MiddlewareFunction } from 'react-router';
import { parseCookies } from './cookies.server';
import { parseLocalePath } from './pageType';
import { CART_COOKIE_PREFIX, SESSION_COOKIES } from './session.server';
import { createNonce, cspNonceContext } from './securityHeaders.server';
import { serverConfig } from './serverConfig.server';
import { RECENT_SEARCHES_COOKIE } from '../components/search/recentSearches.server';

/**
 * A short-lived memo of whole documents, per request as the browser sent it: when the same browser asks for the same
 * page again with exactly the same headers (cookies included) within `DOCUMENT_CACHE_SECONDS` (10 s), the document
 * sent then is sent again — no middleware, no loader, no call to commerce-api, no render — with a fresh CSP nonce.
 *
 * Why it cannot leak or go stale for a shopper:
 *
 * - **The key is the whole request** ({@link documentKeyOf}): method, URL (with `.data`), host and every header but a
 *   few about the connection and transport (`accept-encoding`, `connection`, `cache-control` …). The cookies hold
 *   the shopper's session tokens, so two shoppers never share an entry; two cookieless requests with the same
 *   headers do, and their pages could not differ (what a page shows about its shopper comes from cookies and
 *   headers).
 * - **Only what is safe to send twice is kept**: a 200 `text/html` answer to GET that sets no cookie (a new guest, a
 *   renewed token, a notice read once all set one), outside preview and the transactional pages (checkout, order
 *   confirmation, account, sign-in, XPLR Pass, a cart line's design `?recipe=`), which are always drawn afresh.
 * - **The shopper's own writes purge their documents**: any request that is not GET or HEAD (a form action, an
 *   `/api` call of the mini cart, a consent choice, a beacon) drops every document of the shoppers its cookies name —
 *   the session (refresh and access token, consumer number: all devices of a member on this server) and each cart
 *   id — so the page after an add-to-cart shows the new count. A page drawn while such a write was under way is not
 *   kept (each request takes a {@link DocumentCache.ticket} as it starts; a purge in between voids it).
 * - **Everything else is bounded by the time to live**: a change made outside this server process (another storefront
 *   process, commerce-api's own price or stock changes) shows within `DOCUMENT_CACHE_SECONDS`, on top of the shared
 *   data's own TTLs (lib/cachePolicy.server.ts). A browser's hard reload (`Cache-Control: no-cache`) is drawn
 *   afresh.
 *
 * Credentials are never held: keys and shopper scopes are SHA-256 digests. Memory: at most `maxEntries` documents
 * and `maxBytes` of HTML, least recently used first out.
 *
 * @example
 * const documents = createDocumentCache({ ttlMs: 10_000, maxEntries: 500, maxBytes: 64e6 });
 * const ticket = documents.ticket(scopes);
 * documents.store(key, { status: 200, headers, body, nonce }, scopes, ticket);
 * documents.lookup(key, createNonce()); // the same document with the new nonce
 */
export interface DocumentCache {
  /** The stored document of `key` with its nonce (body and headers) replaced by `nonce`; undefined if none. */
  lookup(key: string, nonce: string): KeptDocument | undefined;
  /**
   * Keeps a document drawn with `document.nonce` for the shoppers `scopes` name, unless one of them was purged after
   * `ticket` was taken. Answers whether it was kept.
   */
  store(key: string, document: StoredDocument, scopes: readonly string[], ticket: string): boolean;
  /** What {@link store} needs to know that no purge of these scopes happened since (take it as the request starts). */
  ticket(scopes: readonly string[]): string;
  /** Drops every document of these shopper scopes, and voids their outstanding tickets. */
  purge(scopes: readonly string[]): void;
  clear(): void;
  /** How many documents are held (tests, diagnostics). */
  readonly size: number;
}

/**
 * Cookies a kept document may set again: their value is a function of the request's URL and cookies only (the
 * recent searches put the searched term first), never a session, an id or a one-time notice.
 */
export const REPLAYABLE_COOKIES: ReadonlySet<string> = new Set([RECENT_SEARCHES_COOKIE]);

/** A document as it is kept: what the response said, and the nonce its body and CSP carry. */
export interface StoredDocument {
  status: number;
  /** The response's headers (Set-Cookie only of {@link REPLAYABLE_COOKIES}), one entry per Set-Cookie. */
  headers: [string, string][];
  /** The body in UTF-8 (as it was sent: no decoding, no encoding again). */
  body: Uint8Array;
  nonce: string;
}

/** A document as {@link DocumentCache.lookup} gives it back: the body in UTF-8, ready to send. */
export interface KeptDocument {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
}

interface Entry {
  status: number;
  headers: [string, string][];
  /** The body in UTF-8, cut where the nonce was: sending it is joining them with the new nonce. */
  parts: Buffer[];
  bytes: number;
  nonce: string;
  storedAt: number;
  scopes: readonly string[];
  /** When a request past `ttlMs` went on to draw the page again. */
  refreshingSince?: number;
}

/** How long the other requests wait for the one redrawing an expired document before another one tries. */
const REFRESH_WAIT_MS = 5_000;

/** Beyond this many purged scopes, their generations start over (a new epoch voids every ticket taken before). */
const MAX_GENERATIONS = 10_000;

/**
 * Creates a {@link DocumentCache}. `ttlMs` of 0 turns it off (nothing is kept).
 *
 * @example
 * const documents = createDocumentCache({ ttlMs: 10_000, maxEntries: 500, maxBytes: 64e6 });
 */
export function createDocumentCache({
  ttlMs,
  staleMs = 0,
  maxEntries,
  maxBytes,
  now = Date.now,
}: {
  /** How long a document is sent again as it is. */
  ttlMs: number;
  /**
   * How long after that it is still sent to the others while one request draws the page again
   * (stale-while-revalidate); a purge ends it at once.
   */
  staleMs?: number;
  maxEntries: number;
  /** Upper bound of the stored HTML in UTF-8. */
  maxBytes: number;
  now?: () => number;
}): DocumentCache {
  const entries = new Map<string, Entry>();
  const byScope = new Map<string, Set<string>>();
  const generations = new Map<string, number>();
  let epoch = 0;
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const scope of entry.scopes) {
      const keys = byScope.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) byScope.delete(scope);
    }
  };
  const ticket = (scopes: readonly string[]) =>
    [epoch, ...scopes.map((scope) => `${scope}:${generations.get(scope) ?? 0}`)].join('|');

  return {
    lookup(key, nonce) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age >= ttlMs + staleMs) {
        forget(key);
        return undefined;
      }
      if (age >= ttlMs && (entry.refreshingSince === undefined || now() - entry.refreshingSince >= REFRESH_WAIT_MS)) {
        // This request draws the page again; the others get this one meanwhile.
        entry.refreshingSince = now();
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      const fresh = Buffer.from(nonce);
      const pieces = entry.parts.flatMap((part, index) => (index === 0 ? [part] : [fresh, part]));
      return {
        status: entry.status,
        headers: entry.headers.map(([name, value]) => [name, value.replaceAll(entry.nonce, nonce)]),
        body: Buffer.concat(pieces),
        nonce,
      };
    },
    store(key, document, scopes, given) {
      if (ttlMs <= 0 || !document.nonce) return false;
      const parts = splitAt(
        Buffer.from(document.body.buffer, document.body.byteOffset, document.body.byteLength),
        Buffer.from(document.nonce),
      );
      const size = parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes || ticket(scopes) !== given) return false;
      forget(key);
      const { status, headers, nonce } = document;
      entries.set(key, { status, headers, nonce, parts, bytes: size, scopes: [...scopes], storedAt: now() });
      bytes += size;
      for (const scope of scopes) {
        let keys = byScope.get(scope);
        if (!keys) byScope.set(scope, (keys = new Set()));
        keys.add(key);
      }
      while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value as string);
      return true;
    },
    ticket,
    purge(scopes) {
      for (const scope of scopes) {
        if (generations.size >= MAX_GENERATIONS && !generations.has(scope)) {
          generations.clear();
          epoch += 1;
        }
        generations.set(scope, (generations.get(scope) ?? 0) + 1);
        for (const key of [...(byScope.get(scope) ?? [])]) forget(key);
      }
    },
    clear() {
      entries.clear();
      byScope.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/** `bytes` cut at each occurrence of `separator` (as String.prototype.split, on bytes). */
function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The shoppers a request's cookies name, as digests: its session (refresh token, access token, consumer number) and
 * each remembered cart. Empty for a request without any (a first visit).
 *
 * @example
 * shopperScopes('sb_rt=r1; sb_who=GUEST%3AC1; sb_cart_sb-us=c1'); // three digests
 */
export function shopperScopes(cookieHeader: string | null | undefined): string[] {
  const cookies = parseCookies(cookieHeader ?? null);
  const scopes: string[] = [];
  for (const [name, value] of cookies) {
    if (!value) continue;
    if (
      name === SESSION_COOKIES.refreshToken ||
      name === SESSION_COOKIES.accessToken ||
      name === SESSION_COOKIES.consumer ||
      name.startsWith(CART_COOKIE_PREFIX)
    )
      scopes.push(digest(`${name}=${value}`));
  }
  return scopes;
}

/** Headers about the connection or the transfer, not the page: left out of the key. */
const UNKEYED_HEADERS = new Set([
  'accept-encoding',
  'cache-control',
  'connection',
  'content-length',
  'if-modified-since',
  'if-none-match',
  'keep-alive',
  'pragma',
  'priority',
  'te',
]);

/** Pages always drawn afresh (below the locale): the transactional ones. */
const NEVER_KEPT = /^\/(?:checkout|account|order-confirmation|sign-in|xplr-pass)(?:\/|$)/;

/** A request as Node's HTTP server gives it (Express's `req`): the method, the URL as sent and the headers. */
export interface IncomingDocumentRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The key of a request's document, or undefined when its answer is never kept (not a GET, preview, a transactional
 * page, `?recipe=`): a digest of the method, the URL as sent (path and query, `.data` included) and every header
 * except {@link UNKEYED_HEADERS}, in name order.
 *
 * @example
 * documentKeyOf({ method: 'GET', url: '/en-us', headers: { host: 'shop.test', cookie: 'sb_rt=r1' } });
 */
export function documentKeyOf(request: IncomingDocumentRequest): string | undefined {
  if ((request.method ?? 'GET').toUpperCase() !== 'GET' || !request.url?.startsWith('/')) return undefined;
  const url = new URL(request.url, 'http://document.invalid');
  const { preview, rest } = parseLocalePath(url.pathname);
  if (preview || url.searchParams.get('preview') === 'true' || url.searchParams.has('recipe')) return undefined;
  if (NEVER_KEPT.test(rest)) return undefined;
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .filter((name) => !UNKEYED_HEADERS.has(name))
    .sort();
  const hash = createHash('sha256').update('GET ').update(request.url);
  for (const name of names) {
    const value = request.headers[name];
    hash.update(`\n${name}: ${Array.isArray(value) ? value.join('\n\t') : (value ?? '')}`);
  }
  return hash.digest('base64url');
}

/** Whether the browser asked for a fresh page (a hard reload sends `Cache-Control: no-cache`). */
function wantsFresh(headers: IncomingDocumentRequest['headers']): boolean {
  const value = [headers['cache-control'], headers.pragma].flat().join(',').toLowerCase();
  return value.includes('no-cache') || value.includes('no-store');
}

let configured: { ttlMs: number; cache: DocumentCache } | undefined;

/**
 * This server's {@link DocumentCache}: documents kept `DOCUMENT_CACHE_SECONDS` (10 s; `0` turns it off), then as
 * long again while one request draws the page anew, at most 500 of them and 64 MB of HTML. Rebuilt when the setting changes (tests).
 *
 * @example
 * documentCache().purge(shopperScopes(request.headers.get('cookie')));
 */
export function documentCache(): DocumentCache {
  const ttlMs = serverConfig().documentCacheSeconds * 1000;
  if (configured?.ttlMs !== ttlMs)
    configured = { ttlMs, cache: createDocumentCache({ ttlMs, staleMs: ttlMs, maxEntries: 500, maxBytes: 64e6 }) };
  return configured.cache;
}

/** What the document cache knows of a request as it arrives: set by {@link createLoadContext}'s caller. */
export interface DocumentRequest {
  /** The document's key, or null when its answer is never kept. */
  key: string | null;
  scopes: string[];
  ticket: string;
}

/** The request's {@link DocumentRequest}; null when the request did not come through the Node server (tests). */
export const documentRequestContext = createContext<DocumentRequest | null>(null);

/**
 * The {@link DocumentRequest} of a Node request, taken as it arrives (so a purge during its render voids its ticket).
 *
 * @example
 * context.set(documentRequestContext, documentRequestOf(req));
 */
export function documentRequestOf(incoming: IncomingDocumentRequest): DocumentRequest {
  const scopes = shopperScopes([incoming.headers.cookie].flat().join('; '));
  // Turned off: nothing to keep, so no document is read into memory to keep it.
  const key = serverConfig().documentCacheSeconds > 0 ? (documentKeyOf(incoming) ?? null) : null;
  return { key, scopes, ticket: documentCache().ticket(scopes) };
}

/** The part of Node's `ServerResponse` a cached document is written to. */
export interface DocumentResponse {
  statusCode: number;
  setHeader(name: string, value: string | string[]): unknown;
  end(body: Buffer): unknown;
}

/**
 * The server's first word on a request (server.mjs, before React Router): a write purges its shoppers' documents
 * and answers false; a GET whose document is kept is answered here (true); anything else answers false and goes on
 * to React Router.
 *
 * @example
 * app.use((req, res, next) => (build.entry.module.serveKeptDocument(req, res) ? undefined : next()));
 */
export function serveKeptDocument(incoming: IncomingDocumentRequest, response: DocumentResponse): boolean {
  const method = (incoming.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    documentCache().purge(shopperScopes([incoming.headers.cookie].flat().join('; ')));
    return false;
  }
  if (method !== 'GET' || wantsFresh(incoming.headers)) return false;
  const key = documentKeyOf(incoming);
  const kept = key === undefined ? undefined : documentCache().lookup(key, createNonce());
  if (!kept) return false;
  response.statusCode = kept.status;
  const setCookies: string[] = [];
  for (const [name, value] of kept.headers) {
    if (name.toLowerCase() === 'set-cookie') setCookies.push(value);
    else response.setHeader(name, value);
  }
  if (setCookies.length > 0) response.setHeader('Set-Cookie', setCookies);
  // The body is written as UTF-8, and said so as when it was first sent.
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Length', String(kept.body.length));
  response.end(kept.body);
  return true;
}

/**
 * Root middleware (first): keeps the document React Router answered when {@link documentCache} may
 * ({@link DocumentCache} says when); the next identical request is answered by {@link serveKeptDocument}.
 *
 * @example
 * export const middleware = [documentCacheMiddleware, securityHeadersMiddleware, …];
 */
export const documentCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let incoming: DocumentRequest | null = null;
  try {
    incoming = context.get(documentRequestContext);
  } catch {
    incoming = null;
  }
  const method = request.method.toUpperCase();
  if (incoming && method !== 'GET' && method !== 'HEAD') {
    // Purged as it arrived (serveKeptDocument) and again once done: a page another tab drew meanwhile, from what
    // was there before the write, is not kept either.
    try {
      return await next();
    } finally {
      documentCache().purge(incoming.scopes);
    }
  }
  const response = await next();
  if (!incoming?.key || method !== 'GET' || response.status !== 200) return response;
  if (!response.body) return response;
  const cookieNames = response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf('=')).trim());
  if (cookieNames.some((name) => !REPLAYABLE_COOKIES.has(name))) return response;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return response;
  const nonce = context.get(cspNonceContext);
  if (!nonce) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== 'content-length');
  documentCache().store(incoming.key, { status: 200, headers, body, nonce }, incoming.scopes, incoming.ticket);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};
