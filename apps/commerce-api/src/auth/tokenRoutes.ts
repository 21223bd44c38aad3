import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import type { AccountService } from './AccountService';
import { optionalConsumer } from './requireConsumer';
import type { TokenService } from './TokenService';

// Spec §7: a Registered exchange carries a PKCE code and the guest's objects to hand over.
const registeredRequest = z.strictObject({
  type: z.literal('Registered'),
  authorizationCode: z.string().min(1).max(200),
  codeVerifier: z.string().min(1).max(200),
  guestObjects: z
    .strictObject({
      basketId: z.string().max(64).optional(),
      favoriteId: z.string().max(64).optional(),
      saveForLaterId: z.string().max(64).optional(),
    })
    .optional(),
  orderNo: z.string().max(40).optional(),
  st: z.string().max(200).optional(),
  action: z.literal('postLogin').optional(),
});

const tokenRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Guest') }),
  z.strictObject({ type: z.literal('Refresh'), refreshToken: z.string().min(1) }),
  registeredRequest,
]);

/**
 * `POST /token/v2/auth/token`: a guest session (`{ type: 'Guest' }`), a refreshed one
 * (`{ type: 'Refresh', refreshToken }`), or a registered one (`{ type: 'Registered', authorizationCode,
 * codeVerifier, guestObjects }`) that redeems the code of a sign-in with its PKCE verifier.
 * @example
 * app.route('/token/v2/auth', tokenRoutes(tokens, accounts));
 */
export function tokenRoutes(tokens: TokenService, accounts: AccountService) {
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
      case 'Registered': {
        // With a guest's bearer token, only that guest's objects are handed over; without one, any guest's.
        const caller = await optionalConsumer(tokens, c.req.header('authorization'));
        const session = await accounts.exchangeCode(
          body.authorizationCode,
          body.codeVerifier,
          body.guestObjects ?? {},
          caller?.consumerType === 'GUEST' ? caller.consumerNo : undefined,
          body.action === 'postLogin' ? body.orderNo : undefined,
        );
        return c.json(session);
      }
    }
  });
}
