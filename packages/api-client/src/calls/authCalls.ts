import { isApiError } from '../ApiError';
import { fromRequestOptions, type RequestOptions, type ResolvedOptions, type Transport } from '../createTransport';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import {
  authorizationGrantSchema,
  authSessionSchema,
  type AuthorizationGrant,
  type AuthSession,
} from '../schemas/authSessionSchema';
import { buyInStoreSessionSchema, type BuyInStoreSession } from '../schemas/buyInStoreSessionSchema';

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
 * Body of `POST /consumers-v3/auth/signin` (spec §7: type, username, password, code challenge, bot response).
 *
 * @example
 * const body: SignInRequest = { type: 'Registered', username: 'alex@example.com', password, codeChallenge };
 */
export interface SignInRequest {
  type?: 'Registered';
  username: string;
  password: string;
  /** S256 challenge of the PKCE verifier the token exchange will send. */
  codeChallenge: string;
  codeChallengeMethod?: 'S256';
  botResponse?: string;
}

/**
 * A subscription choice made at sign-up.
 *
 * @example
 * const choice: SubscriptionChoice = { type: 'Newsletter', channel: 'email', optin: true };
 */
export interface SubscriptionChoice {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  channel: 'email' | 'sms';
  optin: boolean;
}

/**
 * Body of `POST /consumers-v3/auth/signup`: the sign-up fields of spec §3 plus `isTermsConfirmed`,
 * `isTemporaryPassword`, `subscriptions`, `source` and the bot response.
 *
 * @example
 * const body: SignUpRequest = { email, password, firstName: 'Alex', lastName: 'Rivera', isTermsConfirmed: true, policy: true, codeChallenge };
 */
export interface SignUpRequest {
  email: string;
  password?: string;
  isTemporaryPassword?: boolean;
  firstName: string;
  lastName: string;
  birthDate?: string;
  phone?: string;
  phoneCode?: string;
  postalCode?: string;
  gender?: string;
  country?: string;
  newsletter?: boolean;
  loyaltyTerms?: boolean;
  brandTerms?: boolean;
  policy?: boolean;
  optInAccepted?: boolean;
  isTermsConfirmed: boolean;
  subscriptions?: SubscriptionChoice[];
  source?: { acquisitionType: string; campaignName?: string };
  codeChallenge: string;
  codeChallengeMethod?: 'S256';
  botResponse?: string;
}

/**
 * Authentication calls (spec §7 "Authentication").
 *
 * @example
 * const { authorizationCode } = await client.auth.signIn({ username, password, codeChallenge });
 * const session = await client.auth.getToken({ type: 'Registered', authorizationCode, codeVerifier });
 */
export interface AuthCalls {
  /**
   * `POST /token/v2/auth/token`; retried once after {@link TOKEN_RETRY_DELAY_MS} on 409. Guest and Refresh are public
   * (no bearer); a Registered exchange carries the guest's bearer token, which proves the handed-over guest objects
   * and the `postLogin` order are that guest's.
   */
  getToken(body: TokenRequest, options?: RequestOptions): Promise<AuthSession>;
  /** `POST /consumers-v3/auth/signin`: an authorization code for the PKCE exchange. Public. */
  signIn(body: SignInRequest, options?: RequestOptions): Promise<AuthorizationGrant>;
  /** `POST /consumers-v3/consumer/auth/signout` (refreshToken). */
  signOut(body?: { refreshToken?: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /consumers-v3/auth/signup`: an authorization code for the new account. Public. */
  signUp(body: SignUpRequest, options?: RequestOptions): Promise<AuthorizationGrant>;
  /** `POST /consumers-v3/consumer/changepassword`. */
  changePassword(
    body: { currentPassword: string; newPassword: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/confirmforgotpassword`: sets a new password with the code of the reset e-mail. Public. */
  confirmForgotPassword(
    body: { email: string; code: string; newPassword: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/resetpassword`: sends the reset e-mail. */
  resetPassword(body: { email: string; botResponse?: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `POST /consumers-v3/consumer/agent/login`: a store associate starts a buy-in-store session. */
  agentLogin(
    body: { storeId: string; username: string; password: string },
    options?: RequestOptions,
  ): Promise<BuyInStoreSession>;
}

/**
 * Creates the `auth` area on a transport (see `createApiTransport`); tree-shakes with its schemas when unused.
 *
 * @example
 * const auth = createAuthCalls(createApiTransport(options)); // optional second argument: { sleep } for the 409 retry
 * const session = await auth.getToken({ type: 'Guest' });
 */
export function createAuthCalls(send: Transport, options: Partial<Pick<ResolvedOptions, 'sleep'>> = {}): AuthCalls {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    async getToken(body, requestOptions) {
      const request = () =>
        send({
          call: 'auth.getToken',
          method: 'POST',
          path: '/token/v2/auth/token',
          body,
          schema: authSessionSchema,
          authenticated: body.type === 'Registered',
          ...fromRequestOptions(requestOptions),
        });
      try {
        return await request();
      } catch (error) {
        // 409 means a concurrent token request for the same consumer was still being processed.
        if (!isApiError(error) || error.status !== 409) throw error;
        await sleep(TOKEN_RETRY_DELAY_MS);
        return request();
      }
    },
    signIn(body, requestOptions) {
      return send({
        call: 'auth.signIn',
        method: 'POST',
        path: '/consumers-v3/auth/signin',
        body,
        schema: authorizationGrantSchema,
        authenticated: false,
        ...fromRequestOptions(requestOptions),
      });
    },
    signOut(body, requestOptions) {
      return send({
        call: 'auth.signOut',
        method: 'POST',
        path: '/consumers-v3/consumer/auth/signout',
        body: body ?? {},
        schema: acknowledgementSchema,
        ...fromRequestOptions(requestOptions),
      });
    },
    signUp(body, requestOptions) {
      return send({
        call: 'auth.signUp',
        method: 'POST',
        path: '/consumers-v3/auth/signup',
        body,
        schema: authorizationGrantSchema,
        authenticated: false,
        ...fromRequestOptions(requestOptions),
      });
    },
    changePassword(body, requestOptions) {
      return send({
        call: 'auth.changePassword',
        method: 'POST',
        path: '/consumers-v3/consumer/changepassword',
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(requestOptions),
      });
    },
    confirmForgotPassword(body, requestOptions) {
      return send({
        call: 'auth.confirmForgotPassword',
        method: 'POST',
        path: '/consumers-v3/confirmforgotpassword',
        body,
        schema: acknowledgementSchema,
        authenticated: false,
        ...fromRequestOptions(requestOptions),
      });
    },
    resetPassword(body, requestOptions) {
      return send({
        call: 'auth.resetPassword',
        method: 'POST',
        path: '/consumers-v3/consumer/resetpassword',
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(requestOptions),
      });
    },
    agentLogin(body, requestOptions) {
      return send({
        call: 'auth.agentLogin',
        method: 'POST',
        path: '/consumers-v3/consumer/agent/login',
        body,
        schema: buyInStoreSessionSchema,
        ...fromRequestOptions(requestOptions),
      });
    },
  };
}
