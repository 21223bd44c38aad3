import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { authTokens, consumers } from '../db/schema';
import type { ConsumerType } from '../db/schema';

/** The body of a successful token call (spec §3 "Auth session" plus the OAuth-style token fields). */
export interface AuthSession {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  tokenType: 'Bearer';
  consumerNo: string;
  consumerType: ConsumerType;
  memberId: string | null;
  isEmployeeDiscountTCAccepted: boolean;
}

/** Who a valid access token belongs to. */
export interface AuthenticatedConsumer {
  consumerNo: string;
  consumerType: ConsumerType;
  memberId: string | null;
}

/** Token lifetimes; the defaults suit a storefront that refreshes in the background. */
export interface TokenLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
}

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessTokenSeconds: 30 * 60,
  refreshTokenSeconds: 30 * 86_400,
};

/**
 * The SHA-256 of a token, hex: the only form tokens are stored in.
 * @example
 * hashToken('sba_…'); // '9f86d08…'
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// 256 random bits; the prefix tells access from refresh tokens at a glance and helps secret scanners.
const newToken = (prefix: 'sba' | 'sbr') => `${prefix}_${randomBytes(32).toString('base64url')}`;
// The shape of every access token `newToken('sba')` makes: 32 bytes are 43 base64url characters.
const ACCESS_TOKEN_SHAPE = /^sba_[A-Za-z0-9_-]{43}$/;

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * Issues, rotates and checks opaque bearer tokens kept (hashed) in the database, so sessions survive restarts.
 * @example
 * const tokens = new TokenService(db, () => new Date());
 * const session = await tokens.createGuestSession();
 * await tokens.authenticate(session.accessToken); // { consumerNo: 'C100000001', consumerType: 'GUEST', … }
 */
export class TokenService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly lifetimes: TokenLifetimes = DEFAULT_TOKEN_LIFETIMES,
  ) {}

  /** Creates a guest consumer and its first pair of tokens. */
  async createGuestSession(): Promise<AuthSession> {
    return this.db.transaction(async (tx) => {
      const [consumer] = await tx
        .insert(consumers)
        .values({ consumerType: 'GUEST', createdAt: this.now() })
        .returning();
      if (!consumer) throw new Error('Guest consumer was not created');
      return this.issue(tx, consumer);
    });
  }

  /**
   * Exchanges a refresh token for a new pair and retires the old pair (the refresh token and the access token issued
   * with it). Presenting an already retired
   * refresh token means it leaked or was replayed, so every token of that consumer is revoked.
   * @returns The new session, or `undefined` when the token is unknown, expired or retired.
   */
  async refreshSession(refreshToken: string): Promise<AuthSession | undefined> {
    const tokenHash = hashToken(refreshToken);
    return this.db.transaction(async (tx) => {
      const now = this.now();
      // One conditional update, so two concurrent refreshes with the same token cannot both succeed.
      const [retired] = await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, 'refresh'),
            isNull(authTokens.revokedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning({ consumerNo: authTokens.consumerNo, issuedAt: authTokens.issuedAt });
      if (!retired) {
        const [replayed] = await tx
          .select({ consumerNo: authTokens.consumerNo })
          .from(authTokens)
          .where(
            and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, 'refresh'), isNotNull(authTokens.revokedAt)),
          );
        if (replayed) {
          await tx
            .update(authTokens)
            .set({ revokedAt: now })
            .where(and(eq(authTokens.consumerNo, replayed.consumerNo), isNull(authTokens.revokedAt)));
        }
        return undefined;
      }
      // Rotation: the access token issued with the retired refresh token (same consumer, same instant) ends too, so a
      // refreshed session leaves no live token behind (the storefront rotates this way after an order).
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(authTokens.consumerNo, retired.consumerNo),
            eq(authTokens.kind, 'access'),
            eq(authTokens.issuedAt, retired.issuedAt),
            isNull(authTokens.revokedAt),
          ),
        );
      const [consumer] = await tx.select().from(consumers).where(eq(consumers.consumerNo, retired.consumerNo));
      return consumer ? this.issue(tx, consumer) : undefined;
    });
  }

  /**
   * Issues a pair of tokens for an existing consumer (after a PKCE exchange, for instance). Pass the transaction
   * the consumer was changed in, so the session and the change commit together.
   */
  async createSession(consumerNo: string, tx: Executor = this.db): Promise<AuthSession> {
    const [consumer] = await tx.select().from(consumers).where(eq(consumers.consumerNo, consumerNo)).limit(1);
    if (!consumer) throw new Error(`Consumer ${consumerNo} does not exist`);
    return this.issue(tx, consumer);
  }

  /**
   * Ends a session: revokes the given tokens when they belong to the consumer (a refresh token of someone else is
   * ignored rather than reported, so sign-out cannot be used to probe tokens).
   */
  async revoke(consumerNo: string, tokens: readonly string[]): Promise<void> {
    const hashes = tokens.map(hashToken);
    if (hashes.length === 0) return;
    await this.db
      .update(authTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(eq(authTokens.consumerNo, consumerNo), inArray(authTokens.tokenHash, hashes), isNull(authTokens.revokedAt)),
      );
  }

  /** Revokes every live token of a consumer except the listed ones (after a password change or reset). */
  async revokeAllExcept(consumerNo: string, keep: readonly string[] = [], tx: Executor = this.db): Promise<void> {
    const kept = keep.map(hashToken);
    await tx
      .update(authTokens)
      .set({ revokedAt: this.now() })
      .where(
        and(
          eq(authTokens.consumerNo, consumerNo),
          isNull(authTokens.revokedAt),
          ...(kept.length > 0 ? [notInArray(authTokens.tokenHash, kept)] : []),
        ),
      );
  }

  /**
   * Resolves a live access token to its consumer; `undefined` when unknown, expired or revoked. A string that is not
   * shaped like an access token this service issues is unknown without a database call.
   */
  async authenticate(accessToken: string): Promise<AuthenticatedConsumer | undefined> {
    if (!ACCESS_TOKEN_SHAPE.test(accessToken)) return undefined;
    this.liveTokenConsumer ??= this.prepareLiveTokenConsumer();
    const [row] = await this.liveTokenConsumer.execute({
      tokenHash: hashToken(accessToken),
      now: this.now().toISOString(),
    });
    return row;
  }

  // Every authenticated call runs this lookup, so its SQL is built once (drizzle's query building cost more than the
  // query itself on the embedded database), and it is a primary-key subquery rather than a join, which PostgreSQL
  // plans faster.
  private liveTokenConsumer: ReturnType<TokenService['prepareLiveTokenConsumer']> | undefined;

  private prepareLiveTokenConsumer() {
    const liveToken = sql`(select ${authTokens.consumerNo} from ${authTokens}
      where ${authTokens.tokenHash} = ${sql.placeholder('tokenHash')} and ${authTokens.kind} = 'access'
        and ${authTokens.revokedAt} is null and ${authTokens.expiresAt} > ${sql.placeholder('now')})`;
    return this.db
      .select({ consumerNo: consumers.consumerNo, consumerType: consumers.consumerType, memberId: consumers.memberId })
      .from(consumers)
      .where(eq(consumers.consumerNo, liveToken))
      .prepare('authenticate_access_token');
  }

  private async issue(tx: Executor, consumer: typeof consumers.$inferSelect): Promise<AuthSession> {
    const issuedAt = this.now();
    const accessToken = newToken('sba');
    const refreshToken = newToken('sbr');
    const expiry = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
    await tx.insert(authTokens).values([
      {
        tokenHash: hashToken(accessToken),
        kind: 'access',
        consumerNo: consumer.consumerNo,
        issuedAt,
        expiresAt: expiry(this.lifetimes.accessTokenSeconds),
      },
      {
        tokenHash: hashToken(refreshToken),
        kind: 'refresh',
        consumerNo: consumer.consumerNo,
        issuedAt,
        expiresAt: expiry(this.lifetimes.refreshTokenSeconds),
      },
    ]);
    return {
      accessToken,
      refreshToken,
      expiresIn: this.lifetimes.accessTokenSeconds,
      tokenType: 'Bearer',
      consumerNo: consumer.consumerNo,
      consumerType: consumer.consumerType,
      memberId: consumer.memberId,
      isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTcAccepted,
    };
  }
}
