import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './AppEnv';
import { ApiError } from './ApiError';

/** How much of an oversized body is read and thrown away so the connection stays usable for the next request. */
export const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;
/** How long that reading may take before the connection is closed instead. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Reads and discards a body; true when it ended within the byte and time limits. */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body) return true;
  const reader = body.getReader();
  let read = 0;
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > DRAIN_LIMIT_BYTES || Date.now() > deadline) {
        await reader.cancel().catch(() => {});
        return false;
      }
    }
  } catch {
    return false;
  }
}

/**
 * Refuses a request body over `maxSize` bytes with 413 (`API400`, the spec's error shape) without breaking the
 * client's keep-alive connection, which a pooled client (the storefront) goes on to use for other shoppers' calls:
 *
 * - a declared `Content-Length` over the limit: the body is read and thrown away (up to 8 MB, 10 s), then 413 is
 *   answered on a connection that stays open; a larger or slower body gets 413 with `Connection: close`, so the
 *   client retires that connection instead of writing another request into it;
 * - a body without a length (chunked): read up to the limit (hono's bodyLimit), then 413 with `Connection: close`.
 *
 * @example
 * app.use(limitBody(100 * 1024, (c, error) => respondWithError(c, error)));
 */
export function limitBody(
  maxSize: number,
  respond: (c: Context<AppEnv>, error: ApiError) => Response,
): MiddlewareHandler<AppEnv> {
  const tooLarge = () => new ApiError(413, 'API400', `Request body is larger than ${maxSize / 1024} kB`);
  const refuse = async (c: Context<AppEnv>, body: ReadableStream<Uint8Array> | null) => {
    const drained = await drain(body);
    const response = respond(c, tooLarge());
    if (!drained) response.headers.set('Connection', 'close');
    return response;
  };
  // Only bodies without a declared length exceed the limit here (a declared one over it never reaches this): the
  // rest of the body was never read, so that connection is closed cleanly and the client does not reuse it.
  const chunked = bodyLimit({
    maxSize,
    onError: (c) => {
      const response = respond(c, tooLarge());
      response.headers.set('Connection', 'close');
      return response;
    },
  });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length) && Number(length) > maxSize) return refuse(c, c.req.raw.body);
    return chunked(c, next);
  };
}
