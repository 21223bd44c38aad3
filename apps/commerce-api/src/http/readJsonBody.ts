import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { validationError } from './validationError';

// application/json, application/merge-patch+json, … with or without parameters such as charset.
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
// navigator.sendBeacon sends a string body as text/plain (a JSON content type would need a CORS preflight).
const TEXT_PLAIN = /^text\/plain\s*(?:;|$)/i;

/** How `readJsonBody` reads a body. */
export interface ReadJsonBodyOptions {
  /** An empty body is `undefined` instead of a 400. */
  optional?: boolean;
  /** Also take a `text/plain` body as JSON (beacons from `navigator.sendBeacon`). */
  textPlain?: boolean;
}

/**
 * Reads and validates a JSON request body. A non-JSON content type answers 415 API415; an empty body (unless
 * `optional`), malformed JSON or a body the schema rejects answers 400 API400 naming the field. Use `.strict()`
 * schemas so unknown fields are refused rather than silently dropped. With `textPlain`, a `text/plain` body is parsed
 * the same way.
 * @returns The parsed body, or `undefined` when `optional` and the request has no body.
 * @example
 * const body = await readJsonBody(c, z.strictObject({ type: z.literal('Guest') }));
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options?: ReadJsonBodyOptions & { optional?: false },
): Promise<z.output<S>>;
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: ReadJsonBodyOptions & { optional: true },
): Promise<z.output<S> | undefined>;
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: ReadJsonBodyOptions = {},
): Promise<z.output<S> | undefined> {
  const contentType = c.req.header('content-type');
  const accepted =
    contentType !== undefined &&
    (JSON_CONTENT_TYPE.test(contentType) || (options.textPlain === true && TEXT_PLAIN.test(contentType)));
  if (contentType !== undefined && !accepted) {
    throw new ApiError(415, 'API415', `Unsupported content type "${contentType.slice(0, 100)}"; send application/json`);
  }
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.optional) return undefined;
    throw new ApiError(400, 'API400', 'A JSON request body is required');
  }
  if (contentType === undefined) {
    throw new ApiError(415, 'API415', 'Missing content type; send application/json');
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'API400', 'Request body is not valid JSON');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error.issues, input);
  return result.data;
}
