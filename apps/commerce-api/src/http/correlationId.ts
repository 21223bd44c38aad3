import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './AppEnv';

export const CORRELATION_HEADER = 'x-correlation-id';

// A caller-supplied id ends up in logs and headers, so only plain tokens are echoed; anything else is replaced.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Gives every request a correlation id: the caller's `x-correlation-id` when it is a plain token, otherwise a
 * fresh UUID. The id is sent back as a response header and used in error bodies and logs.
 */
export const correlationId = createMiddleware<AppEnv>(async (c, next) => {
  const supplied = c.req.header(CORRELATION_HEADER);
  const id = supplied && SAFE_ID.test(supplied) ? supplied : randomUUID();
  c.set('correlationId', id);
  await next();
  c.header(CORRELATION_HEADER, id);
});
