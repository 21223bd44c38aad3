import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import type { TokenService } from './TokenService';

// Spec §7: a Registered exchange carries a PKCE code and the guest's objects to hand over.
const registeredRequest = z.strictObject({
  type: z.literal('Registered'),
  authorizationCode: z.string().min(1),
  codeVerifier: z.string().min(1),
  guestObjects: z
    .strictObject({ basketId: z.string().optional(), favoriteId: z.string().optional(), saveForLaterId: z.string().optional() })
    .optional(),
  orderNo: z.string().optional(),
  st: z.string().optional(),
  action: z.literal('postLogin').optional(),
});

const tokenRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Guest') }),
  z.strictObject({ type: z.literal('Refresh'), refreshToken: z.string().min(1) }),
  registeredRequest,
]);

/**
 * `POST /token/v2/auth/token`: a guest session (`{ type: 'Guest' }`) or a refreshed one
 * (`{ type: 'Refresh', refreshToken }`). Registered sign-in is validated but not implemented yet.
 * @example
 * app.route('/token/v2/auth', tokenRoutes(new TokenService(db, clock)));
 */
export function tokenRoutes(tokens: TokenService) {
  return new Hono<AppEnv>().post('/token', async (c) => {
    const body = await readJsonBody(c, tokenRequest);
    switch (body.type) {
      case 'Guest':
        return c.json(await tokens.createGuestSession());
      case 'Refresh': {
        const session = await tokens.refreshSession(body.refreshToken);
        if (!session) throw new ApiError(401, 'AUT432', 'Refresh token is invalid or expired');
        return c.json(session);
      }
      case 'Registered':
        throw new ApiError(400, 'API400', 'Token type "Registered" is not supported yet');
    }
  });
}
