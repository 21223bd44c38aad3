import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type RouterContextProvider,
} from 'react-router';
import { pageCacheControl, withPageCacheControl } from './lib/cacheHeaders.server';
import { installUpstreamPool } from './lib/upstreamPool.server';
import { contentSecurityPolicy, nonceOfContext } from './lib/securityHeaders.server';
import { stylesheetsFirstStream } from './lib/stylesheetsFirst.server';
import { scriptsAfterPaint } from './lib/scriptsAfterPaint.server';
import { NonceContext } from './lib/cspNonce';
import { renderedDocuments, renderKey } from './lib/renderCache.server';
import { createLoadContext as createPeerContext } from './lib/clientAddress.server';
import { documentRequestContext, documentRequestOf, type IncomingDocumentRequest } from './lib/documentCache.server';
import { loadMegaMenu, preloadBlockPreparer, preloadBlocks } from '@switchback/content-blocks';
import { loadAllMessages } from './lib/messages';
import { preloadPageIslands } from './lib/pageIslands.server';
import { loadAccountMessages } from './lib/accountText';
import { loadAuthMessages } from './lib/authText';

// Every block type's component (the browser loads them one by one), the block schemas, the pages' own islands
// (lib/pageIslands.ts) and every language's UI strings (the browser loads its page's), loaded before the first
// request: the server draws each block in one pass, so no block waits for a chunk and none is streamed late.
await Promise.all([
  preloadBlocks(),
  preloadBlockPreparer(),
  loadMegaMenu(),
  loadAllMessages(),
  ...(['en-us', 'fr-ca'] as const).flatMap((locale) => [loadAccountMessages(locale), loadAuthMessages(locale)]),
  preloadPageIslands(),
]);

// Calls to commerce-api share a bounded keep-alive pool from the first request on (lib/upstreamPool.server.ts).
installUpstreamPool();

/**
 * The router context each request starts with, holding its socket's address (lib/clientAddress.server.ts) and what
 * the document cache knows of the request as it arrived (lib/documentCache.server.ts): `server.mjs` passes it to
 * React Router's request handler as `getLoadContext`.
 */
export function createLoadContext(incoming: Parameters<typeof createPeerContext>[0] & IncomingDocumentRequest) {
  const context = createPeerContext(incoming);
  context.set(documentRequestContext, documentRequestOf(incoming));
  return context;
}

/**
 * Answers a request from the document cache before React Router sees it, or purges it on a write (server.mjs;
 * lib/documentCache.server.ts).
 */
export { serveKeptDocument } from './lib/documentCache.server';

/** How long rendering may take before React gives up on unfinished parts and leaves them to the browser. */
export const streamTimeout = 5_000;

/**
 * Renders every document request to complete HTML.
 *
 * The shop must work without JavaScript (shoppers with scripts off, crawlers, slow first loads), so the response
 * waits until everything is rendered (`onAllReady`) — our loaders have already fetched all data, so there is no
 * slow part to stream later — and React is told never to move a finished Suspense boundary out of line
 * (`progressiveChunkSize: Infinity`). Without that, a large CMS block (each sits in its own boundary) is sent
 * hidden at the end of the page and revealed by an inline script: invisible with JavaScript off.
 *
 * An error inside a boundary (a CMS block that throws) does not fail the page: React sends the boundary's
 * fallback and the browser renders that part, so such errors are logged, not turned into a 500.
 *
 * Every script of the document carries this response's CSP nonce (React's own, React Router's `<Scripts>` and
 * module preloads through {@link NonceContext}, JSON-LD); the root middleware made it (lib/securityHeaders.server).
 *
 * A document whose loaders answered exactly what an earlier request's did is not drawn again: the HTML drawn then
 * is sent, with this response's nonce (lib/renderCache.server.ts). Headers are always this response's own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
) {
  const nonce = nonceOfContext(loadContext);
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  // Honest caching: pages are drawn for their shopper (lib/cacheHeaders.server.ts).
  responseHeaders.set('Cache-Control', pageCacheControl(request, responseHeaders, responseStatusCode));
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const documents = renderedDocuments();
  const key = renderKey(request, responseStatusCode, routerContext);
  const drawn = key === undefined ? undefined : documents.lookup(key, nonce);
  if (drawn !== undefined) {
    responseHeaders.set('Content-Type', 'text/html');
    // Bytes, not the string: a string body is first checked for lone surrogates character by character (WebIDL's
    // USVString), a whole page's worth on every request; Buffer.from encodes it natively (a lone surrogate becomes
    // U+FFFD either way).
    return new Response(Buffer.from(drawn, 'utf8'), { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    let failedPart = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          settled = true;
          // Everything is rendered, so the document is gathered and sent as one body: streamed, it went out as some
          // sixty 2 kB writes, each through three streams to the socket (about a sixth of the server's CPU per page).
          const chunks: Buffer[] = [];
          const collect = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              // Scripts start once the page has painted (lib/scriptsAfterPaint.server.ts).
              const text = scriptsAfterPaint(Buffer.concat(chunks).toString('utf8'), nonce);
              // Kept for the next request with the same loader data, unless a part failed to render.
              if (key !== undefined && !failedPart) documents.store(key, text, nonce);
              const html = Buffer.from(text, 'utf8');
              responseHeaders.set('Content-Type', 'text/html');
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          collect.on('error', reject);
          pipe(stylesheetsFirstStream()).pipe(collect);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          // Shell errors reach onShellError (and React Router's error boundary); these are boundary errors.
          failedPart = true;
          if (!settled) console.error('[storefront] a part of the page failed to render on the server', error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** `.data` answers of client-side navigations get the same Cache-Control as their pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  withPageCacheControl(request, response);
