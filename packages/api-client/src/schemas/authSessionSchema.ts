import * as z from 'zod/mini';

/**
 * The answer of `POST /token/v2/auth/token`: the tokens plus the auth session of spec §3.
 * `consumerType` stays an open string: the spec names GUEST, REGISTERED and EMPLOYEE but not the full list.
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
  tokenType: z.string(),
  consumerNo: z.string(),
  consumerType: z.string(),
  memberId: z.nullable(z.string()),
  isEmployeeDiscountTCAccepted: z.boolean(),
});

/**
 * A parsed token answer.
 *
 * @example
 * function isGuest(session: AuthSession) { return session.consumerType === 'GUEST'; }
 */
export type AuthSession = z.infer<typeof authSessionSchema>;
