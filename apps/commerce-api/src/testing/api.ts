// Small helpers so tests read like the client calls they stand for.
import type { Hono } from 'hono';
import type { AuthSession } from '../auth/TokenService';
import type { ErrorResponseBody } from '../http/ApiError';

type App = Pick<Hono, 'request'>;

/**
 * Sends a JSON request through the app (no socket).
 * @example
 * const res = await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
 */
export function call(
  app: App,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  return Promise.resolve(
    app.request(path, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    }),
  );
}

/**
 * Starts a guest session and returns its tokens.
 * @example
 * const { accessToken } = await guestSession(app);
 */
export async function guestSession(app: App): Promise<AuthSession> {
  const res = await call(app, 'POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
  if (res.status !== 200) throw new Error(`Guest token failed with ${res.status}: ${await res.text()}`);
  return (await res.json()) as AuthSession;
}

/**
 * Reads an error response and returns its status, first error id, every error id in order and body, for one-line
 * assertions. A condition with a named id of spec §8 answers it first and its area code second.
 * @example
 * expect(await errorOf(res)).toMatchObject({ status: 404, errorId: 'API404' });
 * expect(await errorOf(res)).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
 */
export async function errorOf(
  res: Response,
): Promise<{ status: number; errorId: string | undefined; errorIds: string[]; body: ErrorResponseBody }> {
  const body = (await res.json()) as ErrorResponseBody;
  return {
    status: res.status,
    errorId: body.errorDetails?.[0]?.errorId,
    errorIds: (body.errorDetails ?? []).map((detail) => detail.errorId),
    body,
  };
}
