import * as z from 'zod/mini';
import { maybeBoolean, maybeNumber, maybeString } from './fields';

/**
 * The answer of `POST /token/v2/auth/token`: the tokens plus the auth session of spec §3. The tokens, their
 * lifetime and the consumer number are required (a session without them is no session); `consumerType` stays an
 * open string: the spec names GUEST, REGISTERED and EMPLOYEE but not the full list. After a registered exchange
 * the ids of the guest objects that were handed over (`basketId`, `favoriteId`, `saveForLaterId`) may follow.
 *
 * @example
 * const session = authSessionSchema.parse(body);
 * session.consumerType === 'GUEST';
 */
export const authSessionSchema = z.looseObject({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  /** Lifetime of the access token in seconds. */
  expiresIn: z.number().check(z.positive()),
  tokenType: maybeString,
  consumerNo: z.string(),
  consumerType: z.string(),
  memberId: maybeString,
  isEmployeeDiscountTCAccepted: maybeBoolean,
  basketId: maybeString,
  favoriteId: maybeString,
  saveForLaterId: maybeString,
});

/**
 * A parsed token answer.
 *
 * @example
 * function isGuest(session: AuthSession) { return session.consumerType === 'GUEST'; }
 */
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * The answer of sign-in and sign-up: an authorization code that `auth.getToken({ type: 'Registered', … })`
 * exchanges, with the PKCE verifier, for tokens.
 *
 * @example
 * const { authorizationCode } = authorizationGrantSchema.parse(body);
 */
export const authorizationGrantSchema = z.looseObject({
  authorizationCode: z.string(),
  expiresIn: maybeNumber,
  consumerNo: maybeString,
  consumerType: maybeString,
  /** Sign-up: the account lacks a phone, postal code or birth date (spec §4). */
  isPartiallyEnrolled: maybeBoolean,
});

/**
 * A parsed authorization grant.
 *
 * @example
 * const code = (grant: AuthorizationGrant) => grant.authorizationCode;
 */
export type AuthorizationGrant = z.infer<typeof authorizationGrantSchema>;
