import { createMiddleware } from 'hono/factory';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import type { AuthenticatedConsumer, TokenService } from './TokenService';

/** Variables a route behind `requireConsumer` can read. */
export interface ConsumerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { consumer: AuthenticatedConsumer; accessToken: string };
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The spec §8 "invalid customer" error: the request is authenticated, but the session's customer is not the one the
 * call is about (a cart of another registered customer). Answered 403 like the other "authenticated but not
 * allowed" auth error (AUT404), so clients reset the session instead of renewing the token (a 401 AUT432 renews).
 * @example
 * throw invalidCustomer('This cart belongs to another customer; start a new session');
 */
export function invalidCustomer(message: string): ApiError {
  return new ApiError(403, 'AUT498', message, { named: 'INVALID_CUSTOMER' });
}

/**
 * Guards a route with a bearer access token. A missing, unknown, expired or revoked token answers 401 AUT432 (a
 * deleted consumer's tokens are deleted with it, so they are unknown too); otherwise the consumer is available as
 * `c.get('consumer')`.
 * @example
 * routes.get('/cart/:basketId', requireConsumer(tokens), (c) => c.json(c.get('consumer')));
 */
export function requireConsumer(tokens: TokenService) {
  return createMiddleware<ConsumerEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const consumer = token ? await tokens.authenticate(token) : undefined;
    if (!consumer || !token) {
      throw new ApiError(401, 'AUT432', token ? 'Access token is invalid or expired' : 'Authorization required', {
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
    c.set('consumer', consumer);
    c.set('accessToken', token);
    await next();
  });
}

/**
 * Guards a route that only a signed-in (non-guest) consumer may use. Put it after `requireConsumer`. A guest token
 * answers 403 AUT404; the storefront ignores a 403 on a guest token (spec §6) and offers sign-in instead.
 * @example
 * routes.get('/consumer', auth, registered, (c) => …);
 */
export const requireRegistered = createMiddleware<ConsumerEnv>(async (c, next) => {
  if (c.get('consumer').consumerType === 'GUEST') {
    throw new ApiError(403, 'AUT404', 'Sign in to use this');
  }
  await next();
});

/**
 * The consumer of a request's bearer token when there is a valid one, else `undefined`; for calls that work with
 * or without a session (the token exchange, for instance).
 * @example
 * const caller = await optionalConsumer(tokens, c.req.header('authorization'));
 */
export async function optionalConsumer(
  tokens: TokenService,
  authorization: string | undefined,
): Promise<AuthenticatedConsumer | undefined> {
  const token = BEARER.exec(authorization ?? '')?.[1];
  return token ? tokens.authenticate(token) : undefined;
}
