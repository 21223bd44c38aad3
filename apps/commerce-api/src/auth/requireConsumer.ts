import { createMiddleware } from 'hono/factory';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import type { AuthenticatedConsumer, TokenService } from './TokenService';

/** Variables a route behind `requireConsumer` can read. */
export interface ConsumerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { consumer: AuthenticatedConsumer };
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Guards a route with a bearer access token. A missing, unknown, expired or revoked token answers 401 AUT432;
 * otherwise the consumer is available as `c.get('consumer')`.
 * @example
 * routes.get('/cart/:basketId', requireConsumer(tokens), (c) => c.json(c.get('consumer')));
 */
export function requireConsumer(tokens: TokenService) {
  return createMiddleware<ConsumerEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const consumer = token ? await tokens.authenticate(token) : undefined;
    if (!consumer) {
      throw new ApiError(401, 'AUT432', token ? 'Access token is invalid or expired' : 'Authorization required', {
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
    c.set('consumer', consumer);
    await next();
  });
}
