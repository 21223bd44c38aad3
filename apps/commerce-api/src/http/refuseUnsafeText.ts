import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './AppEnv';
import { ApiError } from './ApiError';

/** A lone (unpaired) UTF-16 surrogate: not a character, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `text` holds something no field of this API may hold: a NUL character (PostgreSQL refuses it in text and
 * JSON, which used to surface as a 500) or a lone surrogate.
 *
 * @example
 * hasUnsafeText('a\u0000b'); // true
 */
export function hasUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The first string (value or key) anywhere in a parsed JSON value that {@link hasUnsafeText}, as a field path. */
function unsafeField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path || 'body' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = unsafeField(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, entry] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (hasUnsafeText(key)) return here;
    const found = unsafeField(entry, here, depth + 1);
    if (found) return found;
  }
  return null;
}

const refuse = (where: string) =>
  new ApiError(400, 'API400', `${where} contains a NUL character or an unpaired surrogate`);

function decodeOrRefuse(part: string, where: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    // Percent-encoding that is not UTF-8 (an encoded lone surrogate is `%ED%A0%80`).
    throw new ApiError(400, 'API400', `${where} is not valid percent-encoded UTF-8`);
  }
}

/**
 * Middleware before every route: the path, every query parameter and every string of a JSON (or text/plain beacon)
 * body are checked for NUL characters and lone surrogates, which answer 400 `API400` in the spec's error shape
 * before a handler or the database sees them. A body that is not JSON is left to the route, which refuses it as
 * such. Hono keeps the body text it read, so the route reads it again at no cost.
 *
 * @example
 * app.use(refuseUnsafeText);
 */
export const refuseUnsafeText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (hasUnsafeText(decodeOrRefuse(url.pathname, 'The path'))) throw refuse('The path');
  for (const pair of url.search.slice(1).split('&')) {
    if (pair === '') continue;
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    const decodedName = decodeOrRefuse(name, 'A query parameter');
    if (
      hasUnsafeText(decodedName) ||
      hasUnsafeText(decodeOrRefuse(value, `Query parameter "${decodedName.slice(0, 40)}"`))
    ) {
      throw refuse(
        `Query parameter "${decodedName
          .replaceAll('\u0000', '?')
          .replace(/[\ud800-\udfff]/g, '?')
          .slice(0, 40)}"`,
      );
    }
  }
  const method = c.req.method.toUpperCase();
  const contentType = c.req.header('content-type') ?? '';
  if (method !== 'GET' && method !== 'HEAD' && /json|^text\/plain/i.test(contentType)) {
    const text = await c.req.text();
    if (text.includes('\u0000')) throw refuse('The request body');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const field = unsafeField(parsed, '');
    if (field)
      throw refuse(
        `Field "${field
          .replaceAll('\u0000', '?')
          .replace(/[\ud800-\udfff]/g, '?')
          .slice(0, 60)}"`,
      );
  }
  await next();
};
