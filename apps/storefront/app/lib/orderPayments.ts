import type { CheckoutMessagesAll } from './checkoutText';

/** One instrument that paid an order (commerce-api order `paymentMethod`, spec §3), as the order pages show it. */
export interface OrderPaymentEntry {
  /** Payment method id: GIFT_CARD, LOYALTY_POINTS, ATHLETES_PAYMENT, REWARD_CODE, REWARD_CARD, CREDIT_CARD, PAYPAL, KLARNA. */
  code: string;
  /** What this instrument paid. */
  amount: number;
  lastFour: string | null;
  cardType: string | null;
  /** Loyalty points the voucher cost. */
  points: number | null;
  /** The reward code or reward card number. */
  rewardCode: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Every instrument an order was paid with, from the order's `paymentMethod` list (entries without a code or an
 * amount are left out). The API's English `label` is not used: the page labels each entry by its code.
 * @example
 * orderPaymentsOf(await api.consumer.getPurchase('SB40000123')); // [{ code: 'GIFT_CARD', amount: 25, lastFour: '0002', … }]
 */
export function orderPaymentsOf(order: { paymentMethod?: unknown }): OrderPaymentEntry[] {
  const list = Array.isArray(order.paymentMethod) ? (order.paymentMethod as unknown[]) : [];
  return list.flatMap((raw) => {
    const entry = (raw ?? {}) as { code?: unknown; amount?: unknown; additionalData?: unknown };
    const code = text(entry.code);
    const amount = count(entry.amount);
    if (!code || amount === null) return [];
    const data = (entry.additionalData ?? {}) as Record<string, unknown>;
    return [
      {
        code,
        amount,
        lastFour: text(data.lastFour),
        cardType: text(data.cardType),
        points: count(data.points),
        rewardCode: text(data.code),
      },
    ];
  });
}

/**
 * How a payment entry is named in the page's language, by its code.
 * @example
 * orderPaymentLabel({ code: 'ATHLETES_PAYMENT', amount: 40, … }, checkoutMessagesFor('fr-ca').orderConfirmation); // 'Crédit athlète'
 */
export function orderPaymentLabel(entry: OrderPaymentEntry, TEXT: CheckoutMessagesAll['orderConfirmation']): string {
  switch (entry.code) {
    case 'GIFT_CARD':
      return entry.lastFour ? TEXT.giftCard(entry.lastFour) : TEXT.giftCardPlain;
    case 'LOYALTY_POINTS':
      return TEXT.loyaltyVoucher(entry.points);
    case 'ATHLETES_PAYMENT':
      return TEXT.athleteCredit;
    case 'REWARD_CODE':
      return TEXT.rewardCode(entry.rewardCode);
    case 'REWARD_CARD':
      return TEXT.rewardCard(entry.rewardCode);
    case 'CREDIT_CARD':
      return entry.lastFour
        ? TEXT.card(entry.cardType ?? TEXT.cardFallback, entry.lastFour)
        : (entry.cardType ?? TEXT.cardFallback);
    case 'KLARNA':
      return TEXT.payLater;
    case 'PAYPAL':
      return TEXT.paypal;
    default:
      return TEXT.otherPayment;
  }
}
