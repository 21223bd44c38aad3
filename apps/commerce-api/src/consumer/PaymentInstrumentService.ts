import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { consumerPaymentInstruments } from '../db/schema';
import type { PaymentMethodId } from '../db/schema';
import { ApiError } from '../http/ApiError';

/** A saved instrument row. */
export type InstrumentRow = typeof consumerPaymentInstruments.$inferSelect;

/** Spec §3 "Payment instrument": the ids, and `card` with `paymentInstrumentId`, `main` and the display fields. */
export interface PaymentInstrumentJson {
  payment_instrument_id: string;
  payment_method_id: PaymentMethodId;
  card: { paymentInstrumentId: string; main: boolean } & Record<string, unknown>;
}

/** What a save carries, by method (validated by the route). */
export type NewInstrument =
  | {
      paymentMethodId: 'CREDIT_CARD';
      card: {
        cardToken: string;
        cardType: string;
        lastFour: string;
        holder: string;
        expirationMonth: number;
        expirationYear: number;
      };
      main?: boolean | undefined;
    }
  | { paymentMethodId: 'GIFT_CARD' | 'REWARD_CARD'; number: string; main?: boolean | undefined }
  | { paymentMethodId: 'REWARD_CODE'; code: string; main?: boolean | undefined };

/** Changes allowed on a saved instrument. */
export interface InstrumentChanges {
  main?: boolean | undefined;
  holder?: string | undefined;
  expirationMonth?: number | undefined;
  expirationYear?: number | undefined;
}

/** A consumer may keep this many instruments. */
export const MAX_INSTRUMENTS = 30;

/**
 * Refuses a card whose expiry month is over (CC_EXPIRY_DATE_INVALID), at `now` in UTC.
 * @example
 * assertCardNotExpired(12, 2029, new Date());
 */
export function assertCardNotExpired(expirationMonth: number, expirationYear: number, now: Date): void {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expirationYear * 12 + (expirationMonth - 1) < current) {
    throw new ApiError(400, 'API400', 'The card has expired', { named: 'CC_EXPIRY_DATE_INVALID' });
  }
}

const notFound = () =>
  new ApiError(404, 'CCN404', 'Payment instrument not found', { named: 'PAYMENT_INSTRUMENT_NOT_FOUND' });
const fingerprintOf = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Renders an instrument. The sandbox card token stays on the server: the checkout uses the instrument id.
 * @example
 * toPaymentInstrumentJson(row); // { payment_instrument_id: 'pi_…', payment_method_id: 'CREDIT_CARD', card: { … } }
 */
export function toPaymentInstrumentJson(row: InstrumentRow): PaymentInstrumentJson {
  const { cardToken: _token, ...details } = row.details as Record<string, unknown>;
  return {
    payment_instrument_id: row.id,
    payment_method_id: row.paymentMethodId,
    card: { ...details, paymentInstrumentId: row.id, main: row.main },
  };
}

/**
 * Saved payment instruments: credit cards (as sandbox tokens with display fields), gift and reward cards (as a
 * fingerprint and the last four digits) and reward codes. Saving one that exists answers 409: CCA400 for a credit
 * card, CCA401 for gift/reward cards and codes. The first instrument of a method becomes its main one.
 * @example
 * const saved = await new PaymentInstrumentService(db, clock).save('C100000001', { paymentMethodId: 'REWARD_CODE', code: 'RWD-5' });
 */
export class PaymentInstrumentService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The consumer's instruments, optionally of one method, oldest first. */
  async list(consumerNo: string, method?: PaymentMethodId): Promise<PaymentInstrumentJson[]> {
    const rows = await this.db
      .select()
      .from(consumerPaymentInstruments)
      .where(
        and(
          eq(consumerPaymentInstruments.consumerNo, consumerNo),
          ...(method ? [eq(consumerPaymentInstruments.paymentMethodId, method)] : []),
        ),
      )
      .orderBy(asc(consumerPaymentInstruments.createdAt), asc(consumerPaymentInstruments.id));
    return rows.map(toPaymentInstrumentJson);
  }

  /** Saves an instrument. */
  async save(consumerNo: string, input: NewInstrument): Promise<PaymentInstrumentJson> {
    let fingerprint: string;
    let details: Record<string, unknown>;
    if (input.paymentMethodId === 'CREDIT_CARD') {
      const { card } = input;
      // The same card saved twice has the same brand, last digits and expiry, whatever token the sandbox issued.
      fingerprint = fingerprintOf(`${card.cardType}|${card.lastFour}|${card.expirationMonth}|${card.expirationYear}`);
      details = { ...card };
    } else if (input.paymentMethodId === 'REWARD_CODE') {
      fingerprint = fingerprintOf(`code|${input.code}`);
      details = { code: input.code };
    } else {
      fingerprint = fingerprintOf(`card|${input.number}`);
      details = {
        lastFour: input.number.slice(-4),
        maskedNumber: `${'*'.repeat(input.number.length - 4)}${input.number.slice(-4)}`,
      };
    }
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`instruments:${consumerNo}`}))`);
      const [existing] = await tx
        .select({ id: consumerPaymentInstruments.id })
        .from(consumerPaymentInstruments)
        .where(
          and(
            eq(consumerPaymentInstruments.consumerNo, consumerNo),
            eq(consumerPaymentInstruments.paymentMethodId, input.paymentMethodId),
            eq(consumerPaymentInstruments.fingerprint, fingerprint),
          ),
        )
        .limit(1);
      if (existing) {
        throw input.paymentMethodId === 'CREDIT_CARD'
          ? new ApiError(409, 'CCA400', 'This card is already saved in your account')
          : new ApiError(409, 'CCA401', 'This gift card or reward is already saved in your account');
      }
      const [total] = await tx
        .select({ n: count() })
        .from(consumerPaymentInstruments)
        .where(eq(consumerPaymentInstruments.consumerNo, consumerNo));
      if ((total?.n ?? 0) >= MAX_INSTRUMENTS) {
        throw new ApiError(400, 'API400', `An account keeps at most ${MAX_INSTRUMENTS} payment instruments`);
      }
      const [sameMethod] = await tx
        .select({ n: count() })
        .from(consumerPaymentInstruments)
        .where(
          and(
            eq(consumerPaymentInstruments.consumerNo, consumerNo),
            eq(consumerPaymentInstruments.paymentMethodId, input.paymentMethodId),
          ),
        );
      const main = input.main === true || (sameMethod?.n ?? 0) === 0;
      if (main) await this.clearMain(tx, consumerNo, input.paymentMethodId);
      const now = this.now();
      // Never earlier than the consumer's last instrument, so creation order survives a clock that stands still.
      const [last] = await tx
        .select({ at: max(consumerPaymentInstruments.createdAt) })
        .from(consumerPaymentInstruments)
        .where(eq(consumerPaymentInstruments.consumerNo, consumerNo));
      const createdAt = last?.at && last.at >= now ? new Date(last.at.getTime() + 1) : now;
      const [row] = await tx
        .insert(consumerPaymentInstruments)
        .values({
          id: `pi_${randomBytes(12).toString('base64url')}`,
          consumerNo,
          paymentMethodId: input.paymentMethodId,
          main,
          fingerprint,
          details,
          createdAt,
        })
        .returning();
      if (!row) throw new Error('Payment instrument was not created');
      return toPaymentInstrumentJson(row);
    });
  }

  /** Changes the main flag or, for credit cards, the holder and expiry shown. */
  async update(consumerNo: string, id: string, changes: InstrumentChanges): Promise<PaymentInstrumentJson> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`instruments:${consumerNo}`}))`);
      const current = await this.find(tx, consumerNo, id);
      const { main, ...cardChanges } = changes;
      const definedChanges = Object.fromEntries(Object.entries(cardChanges).filter(([, value]) => value !== undefined));
      if (Object.keys(definedChanges).length > 0 && current.paymentMethodId !== 'CREDIT_CARD') {
        throw new ApiError(400, 'API400', 'Only credit cards have a holder and an expiry to change');
      }
      const details = { ...(current.details as Record<string, unknown>), ...definedChanges };
      if (changes.expirationMonth !== undefined || changes.expirationYear !== undefined) {
        assertCardNotExpired(Number(details.expirationMonth), Number(details.expirationYear), this.now());
      }
      if (main === true) await this.clearMain(tx, consumerNo, current.paymentMethodId);
      const [row] = await tx
        .update(consumerPaymentInstruments)
        .set({ ...(main !== undefined ? { main } : {}), details })
        .where(eq(consumerPaymentInstruments.id, id))
        .returning();
      if (!row) throw notFound();
      return toPaymentInstrumentJson(row);
    });
  }

  /** Deletes an instrument; when it was main, the oldest remaining one of its method becomes main. */
  async remove(consumerNo: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`instruments:${consumerNo}`}))`);
      const current = await this.find(tx, consumerNo, id);
      await tx.delete(consumerPaymentInstruments).where(eq(consumerPaymentInstruments.id, id));
      if (!current.main) return;
      const [oldest] = await tx
        .select({ id: consumerPaymentInstruments.id })
        .from(consumerPaymentInstruments)
        .where(
          and(
            eq(consumerPaymentInstruments.consumerNo, consumerNo),
            eq(consumerPaymentInstruments.paymentMethodId, current.paymentMethodId),
          ),
        )
        .orderBy(asc(consumerPaymentInstruments.createdAt), asc(consumerPaymentInstruments.id))
        .limit(1);
      if (oldest)
        await tx
          .update(consumerPaymentInstruments)
          .set({ main: true })
          .where(eq(consumerPaymentInstruments.id, oldest.id));
    });
  }

  private async find(tx: Pick<Database, 'select'>, consumerNo: string, id: string): Promise<InstrumentRow> {
    const [row] = await tx
      .select()
      .from(consumerPaymentInstruments)
      .where(and(eq(consumerPaymentInstruments.id, id), eq(consumerPaymentInstruments.consumerNo, consumerNo)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  private async clearMain(tx: Pick<Database, 'update'>, consumerNo: string, method: PaymentMethodId): Promise<void> {
    await tx
      .update(consumerPaymentInstruments)
      .set({ main: false })
      .where(
        and(
          eq(consumerPaymentInstruments.consumerNo, consumerNo),
          eq(consumerPaymentInstruments.paymentMethodId, method),
          eq(consumerPaymentInstruments.main, true),
        ),
      );
  }
}
