import { createHash } from 'node:crypto';
import type { EntryContext } from 'react-router';
import { serverConfig } from './serverConfig.server';

/**
 * A memo of rendered documents: the HTML React drew for a page is a function of what the loaders returned (and the
 * URL), so when a request's loaders answer exactly what an earlier request's did, that HTML is sent again instead of
 * rendering the same tree once more. Loaders always run: whatever a page shows about its shopper (cart count,
 * name, consent, personalised and experiment variants, notices) is in their data and so in the key, and two
 * shoppers share an entry only when every byte their pages would show is the same. Per response, only:
 *
 * - the CSP nonce — each response has its own; a stored document's nonce is replaced by this response's
 *   ({@link RenderCache.lookup});
 * - the headers (Set-Cookie, CSP, Cache-Control) — never stored; each response builds its own.
 *
 * Only complete 200 answers to GET are stored, without action data or errors, whose loader data is plain JSON
 * (plain objects, arrays, strings, numbers, booleans, null): a Map, a class instance or a pending promise makes the
 * request uncacheable, since JSON could not tell two of them apart. What the tree reads beside loader data — the
 * clock (the footer's year, an event's sign-up window) — is why an entry also expires after `ttlMs`.
 *
 * @example
 * const documents = createRenderCache({ ttlMs: 60_000, maxEntries: 300, maxBytes: 64e6 });
 * const key = renderKey(request, 200, routerContext);
 * const html = key ? documents.lookup(key, nonce) : undefined;
 */
export interface RenderCache {
  /** The stored document of `key` with its nonce replaced by `nonce`, or undefined (none, or expired). */
  lookup(key: string, nonce: string): string | undefined;
  /** Stores a document rendered with `nonce` under `key`. */
  store(key: string, html: string, nonce: string): void;
  clear(): void;
  /** How many documents are held (tests, diagnostics). */
  readonly size: number;
}

interface StoredDocument {
  html: string;
  nonce: string;
  storedAt: number;
}

/**
 * Creates a {@link RenderCache}: least recently used first out beyond `maxEntries` or `maxBytes` of HTML.
 * `ttlMs` of 0 turns it off.
 *
 * @example
 * const documents = createRenderCache({ ttlMs: 60_000, maxEntries: 300, maxBytes: 64e6 });
 */
export function createRenderCache({
  ttlMs,
  maxEntries,
  maxBytes,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the stored HTML, counted as UTF-16 code units × 2. */
  maxBytes: number;
  now?: () => number;
}): RenderCache {
  const entries = new Map<string, StoredDocument>();
  let bytes = 0;
  const sizeOf = (entry: StoredDocument) => entry.html.length * 2;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    lookup(key, nonce) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        forget(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.html.replaceAll(entry.nonce, nonce);
    },
    store(key, html, nonce) {
      if (ttlMs <= 0 || !nonce || html.length * 2 > maxBytes) return;
      forget(key);
      const entry = { html, nonce, storedAt: now() };
      entries.set(key, entry);
      bytes += sizeOf(entry);
      while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value as string);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

class NotPlainData extends Error {}

/** JSON.stringify's replacer that refuses anything JSON would not keep apart (see {@link renderKey}). */
function plainOnly(this: unknown, _key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new NotPlainData();
    return value;
  }
  if (Array.isArray(value)) return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw new NotPlainData();
  return value;
}

/**
 * The key of a rendered document: a SHA-256 of the URL, the status, the matched routes and every route's loader
 * data; undefined when the document must be drawn afresh (not a GET, not a 200, action data or errors, loader data
 * that is not plain JSON — see {@link RenderCache}).
 *
 * @example
 * const key = renderKey(request, responseStatusCode, routerContext);
 */
export function renderKey(request: Request, status: number, context: EntryContext): string | undefined {
  if (request.method.toUpperCase() !== 'GET' || status !== 200) return undefined;
  const state = context.staticHandlerContext;
  if (state.errors || state.actionData) return undefined;
  let data: string;
  try {
    data = JSON.stringify(
      [request.url, status, state.matches.map((match) => match.route.id), state.loaderData],
      plainOnly,
    );
  } catch {
    return undefined;
  }
  return createHash('sha256').update(data).digest('base64url');
}

let configured: { ttlMs: number; cache: RenderCache } | undefined;

/**
 * This server's {@link RenderCache}: documents kept `RENDER_CACHE_SECONDS` (60 s; `0` turns it off), at most 300
 * of them and 64 MB of HTML. Rebuilt when the setting changes (tests).
 *
 * @example
 * const html = renderedDocuments().lookup(key, nonce);
 */
export function renderedDocuments(): RenderCache {
  const ttlMs = serverConfig().renderCacheSeconds * 1000;
  if (configured?.ttlMs !== ttlMs)
    configured = { ttlMs, cache: createRenderCache({ ttlMs, maxEntries: 300, maxBytes: 64e6 }) };
  return configured.cache;
}
