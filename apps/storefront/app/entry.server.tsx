import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

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
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        settled = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        // Shell errors reach onShellError (and React Router's error boundary); these are boundary errors.
        if (!settled) console.error('[storefront] a part of the page failed to render on the server', error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
