import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import {
  authorizationCodes,
  buyInStoreSessions,
  consumerCredentials,
  consumerProfiles,
  consumers,
  consumerSubscriptions,
  outboundMessages,
  passwordResetCodes,
  storeEmployees,
} from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { Site } from '../sites/findSite';
import { attachGuestOrder } from './attachGuestOrder';
import { handOverGuestObjects } from './handOverGuestObjects';
import type { GuestObjects, HandedOver } from './handOverGuestObjects';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwordHash';
import { verifiesChallenge } from './pkce';
import { hashToken } from './TokenService';
import type { AuthSession, TokenService } from './TokenService';

/** Failed sign-ins allowed before the account locks; the one before the last answers AUT426. */
export const MAX_FAILED_SIGN_INS = 5;
/** How long a locked account stays locked, unless the password is reset. */
export const LOCK_MINUTES = 30;
/** Authorization codes are exchanged at once by the client; two minutes leaves room for a slow network. */
export const AUTHORIZATION_CODE_SECONDS = 120;
/** Password reset codes, sent by e-mail, stay valid for an hour (AUT402 afterwards). */
export const RESET_CODE_SECONDS = 3600;

/** What the sign-in and sign-up calls answer: a one-time code for the PKCE token exchange. */
export interface AuthorizationGrant {
  authorizationCode: string;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/** A Registered token answer: the session, the ids of the handed-over objects and the order attached after login. */
export type RegisteredSession = AuthSession & HandedOver & { orderNo: string | null };

/** The fields a sign-up may carry, already validated by the route. */
export interface SignUpInput {
  email: string;
  password?: string | undefined;
  isTemporaryPassword?: boolean | undefined;
  firstName: string;
  lastName: string;
  birthDate?: string | undefined;
  phoneE164?: string | undefined;
  phone?: string | undefined;
  phoneCode?: string | undefined;
  postalCode?: string | undefined;
  gender?: string | undefined;
  countryCode: string;
  newsletter: boolean;
  smsOptIn: boolean;
  loyalty: boolean;
  acquisitionType?: string | undefined;
  campaignName?: string | undefined;
  codeChallenge: string;
}

/** Spec §3 "Buy-in-store session". */
export interface BuyInStoreSession {
  storeId: string;
  storeName: string;
  storeEmployeeId: string;
  storeEmployeeName: string;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const newSecret = (prefix: string) => `${prefix}_${randomBytes(32).toString('base64url')}`;

const invalidCredentials = () => new ApiError(401, 'AUT401', 'The email or password is incorrect');
const locked = () =>
  new ApiError(423, 'AUT423', 'Too many failed attempts: the account is locked. Reset the password or try again later');

// PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`).
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || message?.includes(constraint))) return true;
  }
  return false;
}

/**
 * Registered identity: sign-in with PKCE, sign-up, password change and reset, sign-out and associate login.
 * Passwords are checked with scrypt and never leave this class; failed sign-ins lock the account.
 * @example
 * const accounts = new AccountService(db, tokens, () => new Date());
 * const { authorizationCode } = await accounts.signIn('alex.rivera@example.com', 'Trailhead26', challenge);
 * const session = await accounts.exchangeCode(authorizationCode, verifier, {});
 */
export class AccountService {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly now: () => Date,
  ) {}

  /**
   * Checks a login and password. The failure that leaves one attempt answers AUT426, the last one locks the
   * account (AUT423) for {@link LOCK_MINUTES}; a success clears the count. A locked account answers AUT423
   * without looking at the password.
   */
  async signIn(email: string, password: string, codeChallenge: string): Promise<AuthorizationGrant> {
    const [account] = await this.db
      .select({
        consumerNo: consumerCredentials.consumerNo,
        passwordHash: consumerCredentials.passwordHash,
        lockedUntil: consumerCredentials.lockedUntil,
      })
      .from(consumerProfiles)
      .innerJoin(consumerCredentials, eq(consumerCredentials.consumerNo, consumerProfiles.consumerNo))
      .where(eq(consumerProfiles.email, email))
      .limit(1);
    if (!account) {
      await burnPasswordCheck(password);
      throw invalidCredentials();
    }
    if (account.lockedUntil && account.lockedUntil > this.now()) throw locked();
    if (!(await verifyPassword(password, account.passwordHash))) {
      throw await this.countFailure(account.consumerNo);
    }
    // Conditional, so a lock set by a concurrent wrong guess while this one was hashing still holds.
    const [cleared] = await this.db
      .update(consumerCredentials)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(and(eq(consumerCredentials.consumerNo, account.consumerNo), this.unlocked()))
      .returning({ consumerNo: consumerCredentials.consumerNo });
    if (!cleared) throw locked();
    return this.grant(this.db, account.consumerNo, codeChallenge);
  }

  /**
   * The Registered token exchange: redeems a one-time authorization code with its PKCE verifier, hands the guest's
   * objects over and opens a session. The code is spent even when the verifier is wrong, so it cannot be guessed at.
   * @param caller The guest consumer of the bearer token the call carried, if any.
   * @param postLoginOrderNo With `action: "postLogin"`: the caller's order to attach to the account.
   */
  async exchangeCode(
    authorizationCode: string,
    codeVerifier: string,
    guestObjects: GuestObjects,
    caller?: string,
    postLoginOrderNo?: string,
  ): Promise<RegisteredSession> {
    const now = this.now();
    const [code] = await this.db
      .update(authorizationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(authorizationCodes.codeHash, hashToken(authorizationCode)),
          isNull(authorizationCodes.usedAt),
          gt(authorizationCodes.expiresAt, now),
        ),
      )
      .returning({ consumerNo: authorizationCodes.consumerNo, codeChallenge: authorizationCodes.codeChallenge });
    if (!code) {
      // A code exchanged a second time (a double submit, a replay) is the spec's duplicated token (§8: AUT409, named
      // DUPLICATED_TOKEN); any other unusable code is an authorization failure (AUT432).
      const [spent] = await this.db
        .select({ usedAt: authorizationCodes.usedAt })
        .from(authorizationCodes)
        .where(eq(authorizationCodes.codeHash, hashToken(authorizationCode)))
        .limit(1);
      if (spent?.usedAt)
        throw new ApiError(400, 'AUT409', 'The authorization code was already used', { named: 'DUPLICATED_TOKEN' });
      throw new ApiError(400, 'AUT432', 'The authorization code is invalid or expired');
    }
    if (!verifiesChallenge(codeVerifier, code.codeChallenge)) {
      throw new ApiError(400, 'AUT404', 'The code verifier does not match the code challenge');
    }
    return this.db.transaction(async (tx) => {
      const handedOver = await handOverGuestObjects(tx, code.consumerNo, guestObjects, caller);
      const attached =
        postLoginOrderNo !== undefined &&
        caller !== undefined &&
        (await attachGuestOrder(tx, postLoginOrderNo, code.consumerNo, caller));
      const session = await this.tokens.createSession(code.consumerNo, tx);
      // Session rotation (issue 15): the guest session the sign-in came from ends here, so a guest token that leaked
      // or was planted before sign-in never reaches what the guest handed over to the account.
      if (caller !== undefined && caller !== code.consumerNo) await this.tokens.revokeAllExcept(caller, [], tx);
      return { ...session, ...handedOver, orderNo: attached ? (postLoginOrderNo ?? null) : null };
    });
  }

  /**
   * Creates a registered consumer with profile, credentials and subscriptions, and grants an authorization code
   * so the client signs in through the same PKCE exchange (handing its guest objects over). AUT439 when the
   * e-mail is taken, AUT444 when the phone number is.
   */
  async signUp(input: SignUpInput, site: Site): Promise<AuthorizationGrant & { consumerNo: string }> {
    await this.assertFree(input.email, input.phoneE164);
    const password = input.password ?? newSecret('temporary');
    const passwordHash = await hashPassword(password);
    const now = this.now();
    try {
      return await this.db.transaction(async (tx) => {
        const [consumer] = await tx
          .insert(consumers)
          .values({
            consumerType: 'REGISTERED',
            memberId: input.loyalty ? sql`('M' || nextval('member_id_seq'))` : null,
            createdAt: now,
          })
          .returning({ consumerNo: consumers.consumerNo });
        if (!consumer) throw new Error('Consumer was not created');
        const { consumerNo } = consumer;
        await tx.insert(consumerProfiles).values({
          consumerNo,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneE164: input.phoneE164 ?? null,
          phone: input.phone ?? null,
          phoneCode: input.phoneCode ?? null,
          postalCode: input.postalCode ?? null,
          birthDate: input.birthDate ?? null,
          gender: input.gender ?? null,
          countryCode: input.countryCode,
          siteId: site.id,
          acquisitionType: input.acquisitionType ?? null,
          campaignName: input.campaignName ?? null,
          isLoyaltyMember: input.loyalty,
          loyaltyOptInDate: input.loyalty ? now : null,
          termsConfirmedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(consumerCredentials).values({ consumerNo, passwordHash, passwordChangedAt: now });
        const subscriptions = [
          input.newsletter && { type: 'Newsletter' as const, channel: 'email' as const, recipient: input.email },
          input.smsOptIn &&
            input.phoneE164 && { type: 'Newsletter' as const, channel: 'sms' as const, recipient: input.phoneE164 },
          input.loyalty && { type: 'Loyalty' as const, channel: 'email' as const, recipient: input.email },
        ].filter((entry) => !!entry);
        if (subscriptions.length > 0) {
          await tx.insert(consumerSubscriptions).values(
            subscriptions.map((entry) => ({
              consumerNo,
              ...entry,
              optin: true,
              country: input.countryCode,
              campaignName: input.campaignName ?? null,
              optinDate: now,
              updatedAt: now,
            })),
          );
        }
        if (input.isTemporaryPassword) {
          // Nobody knows the random password: the consumer finishes enrolment through the reset e-mail.
          await this.issueResetCode(tx, consumerNo, input.email);
        }
        return { consumerNo, ...(await this.grant(tx, consumerNo, input.codeChallenge)) };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'consumer_profiles_email_idx')) throw loginInUse();
      if (isUniqueViolation(error, 'consumer_profiles_phone_idx')) throw phoneInUse();
      throw error;
    }
  }

  /**
   * Changes the password of a signed-in consumer: AUT450 when the current one is wrong, AUT451 when the new one is
   * the same. Every session of the consumer ends and a fresh one is returned, so a stolen session dies with it.
   */
  async changePassword(consumerNo: string, currentPassword: string, newPassword: string): Promise<AuthSession> {
    const [credential] = await this.db
      .select()
      .from(consumerCredentials)
      .where(eq(consumerCredentials.consumerNo, consumerNo))
      .limit(1);
    if (!credential) throw new ApiError(403, 'AUT404', 'This account has no password');
    if (!(await verifyPassword(currentPassword, credential.passwordHash))) {
      throw new ApiError(400, 'AUT450', 'The current password is not correct');
    }
    if (currentPassword === newPassword) {
      throw new ApiError(400, 'AUT451', 'The new password must differ from the previous one');
    }
    const passwordHash = await hashPassword(newPassword);
    return this.db.transaction(async (tx) => {
      await tx
        .update(consumerCredentials)
        .set({ passwordHash, passwordChangedAt: this.now() })
        .where(eq(consumerCredentials.consumerNo, consumerNo));
      await this.tokens.revokeAllExcept(consumerNo, [], tx);
      return this.tokens.createSession(consumerNo, tx);
    });
  }

  /**
   * Starts "forgot password": when the e-mail belongs to an account, a one-time reset code is "e-mailed" (written to
   * `outbound_messages`). Answers the same whether or not the account exists, so it cannot be used to find accounts.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const [profile] = await this.db
      .select({ consumerNo: consumerProfiles.consumerNo })
      .from(consumerProfiles)
      .where(eq(consumerProfiles.email, email))
      .limit(1);
    if (!profile) return;
    await this.db.transaction((tx) => this.issueResetCode(tx, profile.consumerNo, email));
  }

  /**
   * Finishes "forgot password" with the e-mailed code: AUT402 when the code is unknown, used or expired, AUT451 when
   * the new password is the current one. Unlocks the account and ends every session.
   */
  async confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
    const now = this.now();
    const [reset] = await this.db
      .select({ consumerNo: passwordResetCodes.consumerNo, passwordHash: consumerCredentials.passwordHash })
      .from(passwordResetCodes)
      .innerJoin(consumerProfiles, eq(consumerProfiles.consumerNo, passwordResetCodes.consumerNo))
      .innerJoin(consumerCredentials, eq(consumerCredentials.consumerNo, passwordResetCodes.consumerNo))
      .where(
        and(
          eq(passwordResetCodes.codeHash, hashToken(code)),
          eq(consumerProfiles.email, email),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, now),
        ),
      )
      .limit(1);
    if (!reset) throw new ApiError(400, 'AUT402', 'The reset link has expired or was already used; ask for a new one');
    if (await verifyPassword(newPassword, reset.passwordHash)) {
      throw new ApiError(400, 'AUT451', 'The new password must differ from the previous one');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResetCodes)
        .set({ usedAt: now })
        .where(and(eq(passwordResetCodes.codeHash, hashToken(code)), isNull(passwordResetCodes.usedAt)))
        .returning({ consumerNo: passwordResetCodes.consumerNo });
      if (!spent)
        throw new ApiError(400, 'AUT402', 'The reset link has expired or was already used; ask for a new one');
      await tx
        .update(consumerCredentials)
        .set({ passwordHash, passwordChangedAt: now, failedAttempts: 0, lockedUntil: null })
        .where(eq(consumerCredentials.consumerNo, reset.consumerNo));
      await this.tokens.revokeAllExcept(reset.consumerNo, [], tx);
    });
  }

  /** Signs out: revokes the access token of the call and the given refresh token, and ends a buy-in-store session. */
  async signOut(consumerNo: string, accessToken: string, refreshToken: string | undefined): Promise<void> {
    await this.tokens.revoke(consumerNo, refreshToken ? [accessToken, refreshToken] : [accessToken]);
    await this.db
      .update(buyInStoreSessions)
      .set({ endedAt: this.now() })
      .where(and(eq(buyInStoreSessions.consumerNo, consumerNo), isNull(buyInStoreSessions.endedAt)));
  }

  /**
   * An associate signs in to a store on the device's session (spec §3 "Buy-in-store session"). Same lockout rules
   * as consumers; the store must be the associate's own.
   */
  async agentLogin(
    consumerNo: string,
    storeId: string,
    username: string,
    password: string,
  ): Promise<BuyInStoreSession> {
    const [employee] = await this.db
      .select()
      .from(storeEmployees)
      .where(or(eq(storeEmployees.login, username.toLowerCase()), eq(storeEmployees.id, username)))
      .limit(1);
    if (!employee || employee.storeId !== storeId) {
      await burnPasswordCheck(password);
      throw new ApiError(401, 'AUT401', 'The store, associate or password is incorrect');
    }
    const now = this.now();
    if (employee.lockedUntil && employee.lockedUntil > now) throw locked();
    if (!(await verifyPassword(password, employee.passwordHash))) {
      const [row] = await this.db
        .update(storeEmployees)
        .set({ failedAttempts: sql`${storeEmployees.failedAttempts} + 1` })
        .where(eq(storeEmployees.id, employee.id))
        .returning({ failedAttempts: storeEmployees.failedAttempts });
      const failures = row?.failedAttempts ?? MAX_FAILED_SIGN_INS;
      if (failures >= MAX_FAILED_SIGN_INS) {
        await this.db
          .update(storeEmployees)
          .set({ failedAttempts: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000) })
          .where(eq(storeEmployees.id, employee.id));
        throw locked();
      }
      if (failures === MAX_FAILED_SIGN_INS - 1) throw lastAttempt();
      throw new ApiError(401, 'AUT401', 'The store, associate or password is incorrect');
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(storeEmployees)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(storeEmployees.id, employee.id));
      await tx
        .update(buyInStoreSessions)
        .set({ endedAt: now })
        .where(and(eq(buyInStoreSessions.consumerNo, consumerNo), isNull(buyInStoreSessions.endedAt)));
      await tx.insert(buyInStoreSessions).values({ consumerNo, storeEmployeeId: employee.id, storeId, startedAt: now });
    });
    return { storeId, storeName: employee.storeName, storeEmployeeId: employee.id, storeEmployeeName: employee.name };
  }

  private unlocked() {
    return or(isNull(consumerCredentials.lockedUntil), lte(consumerCredentials.lockedUntil, this.now()));
  }

  private async assertFree(email: string, phoneE164: string | undefined): Promise<void> {
    const [byEmail] = await this.db
      .select({ consumerNo: consumerProfiles.consumerNo })
      .from(consumerProfiles)
      .where(eq(consumerProfiles.email, email))
      .limit(1);
    if (byEmail) throw loginInUse();
    if (phoneE164) {
      const [byPhone] = await this.db
        .select({ consumerNo: consumerProfiles.consumerNo })
        .from(consumerProfiles)
        .where(eq(consumerProfiles.phoneE164, phoneE164))
        .limit(1);
      if (byPhone) throw phoneInUse();
    }
  }

  private async countFailure(consumerNo: string): Promise<ApiError> {
    // An expired lock starts a fresh count; the increment is one statement so parallel guesses all count.
    const [row] = await this.db
      .update(consumerCredentials)
      .set({
        failedAttempts: sql`case when ${consumerCredentials.lockedUntil} is not null then 1 else ${consumerCredentials.failedAttempts} + 1 end`,
        lockedUntil: null,
      })
      .where(and(eq(consumerCredentials.consumerNo, consumerNo), this.unlocked()))
      .returning({ failedAttempts: consumerCredentials.failedAttempts });
    if (!row) return locked();
    if (row.failedAttempts >= MAX_FAILED_SIGN_INS) {
      await this.db
        .update(consumerCredentials)
        .set({ failedAttempts: 0, lockedUntil: new Date(this.now().getTime() + LOCK_MINUTES * 60_000) })
        .where(eq(consumerCredentials.consumerNo, consumerNo));
      return locked();
    }
    if (row.failedAttempts === MAX_FAILED_SIGN_INS - 1) return lastAttempt();
    return invalidCredentials();
  }

  private async grant(tx: Executor, consumerNo: string, codeChallenge: string): Promise<AuthorizationGrant> {
    const authorizationCode = newSecret('sbc');
    await tx.insert(authorizationCodes).values({
      codeHash: hashToken(authorizationCode),
      consumerNo,
      codeChallenge,
      expiresAt: new Date(this.now().getTime() + AUTHORIZATION_CODE_SECONDS * 1000),
    });
    return { authorizationCode, expiresIn: AUTHORIZATION_CODE_SECONDS };
  }

  private async issueResetCode(tx: Executor, consumerNo: string, email: string): Promise<void> {
    const code = newSecret('sbp');
    await tx.insert(passwordResetCodes).values({
      codeHash: hashToken(code),
      consumerNo,
      expiresAt: new Date(this.now().getTime() + RESET_CODE_SECONDS * 1000),
    });
    await tx.insert(outboundMessages).values({
      consumerNo,
      kind: 'password-reset',
      recipient: email,
      payload: {
        code,
        resetPath: `/forgot-password?code=${encodeURIComponent(code)}&email=${encodeURIComponent(email)}`,
      },
    });
  }
}

function loginInUse(): ApiError {
  return new ApiError(409, 'AUT439', 'An account with this email already exists', { named: 'LOGIN_IN_USE' });
}

function phoneInUse(): ApiError {
  return new ApiError(409, 'AUT444', 'This phone number is already used by another account', {
    named: 'PHONE_NUMBER_ALREADY_IN_USE',
  });
}

function lastAttempt(): ApiError {
  return new ApiError(
    401,
    'AUT426',
    'The email or password is incorrect. One attempt left before the account is locked',
  );
}
