import { isApiError } from '../ApiError';
import type { RequestOptions, ResolvedOptions, Transport } from '../createTransport';
import { authSessionSchema, type AuthSession } from '../schemas/authSessionSchema';

/**
 * Spec §9: a token request answered 409 is retried once, after this many milliseconds.
 *
 * @example
 * const client = createApiClient({ ...options, sleep: (ms) => { expect(ms).toBe(TOKEN_RETRY_DELAY_MS); return Promise.resolve(); } });
 */
export const TOKEN_RETRY_DELAY_MS = 2000;

/**
 * Ids of the guest's objects handed over when a guest signs in (spec §4).
 *
 * @example
 * const guestObjects: GuestObjects = { basketId: cart.id };
 */
export interface GuestObjects {
  basketId?: string;
  favoriteId?: string;
  saveForLaterId?: string;
}

/**
 * Body of `POST /token/v2/auth/token`: a guest token, a refresh, or a registered token from a sign-in code.
 *
 * @example
 * const guest: TokenRequest = { type: 'Guest' };
 * const refresh: TokenRequest = { type: 'Refresh', refreshToken };
 */
export type TokenRequest =
  | { type: 'Guest' }
  | { type: 'Refresh'; refreshToken: string }
  | {
      type: 'Registered';
      authorizationCode: string;
      codeVerifier: string;
      guestObjects?: GuestObjects;
      orderNo?: string;
      st?: string;
      action?: 'postLogin';
    };

/**
 * Authentication calls (spec §7). This slice has the token call; sign-in, sign-up and sign-out join it here.
 *
 * @example
 * const session = await client.auth.getToken({ type: 'Guest' });
 */
export interface AuthCalls {
  /** `POST /token/v2/auth/token`; retried once after {@link TOKEN_RETRY_DELAY_MS} on 409. Public: no bearer. */
  getToken(body: TokenRequest, options?: RequestOptions): Promise<AuthSession>;
}

export function createAuthCalls(send: Transport, options: ResolvedOptions): AuthCalls {
  return {
    async getToken(body, requestOptions) {
      const request = () =>
        send({
          call: 'auth.getToken',
          method: 'POST',
          path: '/token/v2/auth/token',
          body,
          schema: authSessionSchema,
          authenticated: false,
          signal: requestOptions?.signal,
        });
      try {
        return await request();
      } catch (error) {
        // 409 means a concurrent token request for the same consumer was still being processed.
        if (!isApiError(error) || error.status !== 409) throw error;
        await options.sleep(TOKEN_RETRY_DELAY_MS);
        return request();
      }
    },
  };
}
