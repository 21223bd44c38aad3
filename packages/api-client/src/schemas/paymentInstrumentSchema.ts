import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeString, money } from './fields';

/**
 * Payment method ids of spec §3 (`KLARNA` is the pay-later provider). Schemas accept any string so a new method
 * does not break older clients.
 *
 * @example
 * PAYMENT_METHOD_IDS.includes('GIFT_CARD'); // true
 */
export const PAYMENT_METHOD_IDS = [
  'ATHLETES_PAYMENT',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'REWARD_CODE',
  'REWARD_CARD',
  'KLARNA',
  'CREDIT_CARD',
  'PAYPAL',
] as const;

/**
 * One of {@link PAYMENT_METHOD_IDS}, or a method this client does not know yet.
 *
 * @example
 * const method: PaymentMethodId = 'CREDIT_CARD';
 */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number] | (string & {});

/**
 * A payment instrument (spec §3), on a cart or saved on a consumer: method, instrument id and the card block
 * (`paymentInstrumentId`, `main`; display fields such as the last four digits pass through).
 *
 * @example
 * const saved = paymentInstrumentSchema.parse(body);
 * saved.card?.paymentInstrumentId;
 */
export const paymentInstrumentSchema = z.looseObject({
  payment_method_id: z.string(),
  payment_instrument_id: maybeString,
  amount: money,
  card: maybe(z.looseObject({ paymentInstrumentId: maybeString, main: maybeBoolean })),
});

/**
 * A parsed payment instrument.
 *
 * @example
 * const isMain = (p: PaymentInstrument) => p.card?.main === true;
 */
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;

/**
 * The list answer of `GET /consumers-v3/consumer/payment_instruments`.
 *
 * @example
 * const cards = paymentInstrumentListSchema.parse(body).payment_instruments;
 */
export const paymentInstrumentListSchema = z.looseObject({ payment_instruments: z.array(paymentInstrumentSchema) });

/**
 * The athlete payment of spec §3: what the athlete credit still covers and what it pays on this order.
 *
 * @example
 * const { remainingAmount, payableAmount } = athletePaymentSchema.parse(body);
 */
export const athletePaymentSchema = z.looseObject({ remainingAmount: money, payableAmount: money });

/**
 * A parsed athlete payment.
 *
 * @example
 * const coversAll = (a: AthletePayment, total: number) => (a.payableAmount ?? 0) >= total;
 */
export type AthletePayment = z.infer<typeof athletePaymentSchema>;
