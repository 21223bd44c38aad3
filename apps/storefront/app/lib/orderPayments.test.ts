import { describe, expect, it } from 'vitest';
import { orderPaymentLabel, orderPaymentsOf } from './orderPayments';
import { checkoutMessagesFor } from './checkoutText';

describe('orderPaymentsOf', () => {
  it("reads commerce-api's paymentMethod list with lastFour, points and code, and skips entries without a code or amount", () => {
    const payments = orderPaymentsOf({
      paymentMethod: [
        { code: 'GIFT_CARD', label: 'Gift card ending 0002', amount: 25, additionalData: { lastFour: '0002' } },
        {
          code: 'LOYALTY_POINTS',
          label: 'Loyalty voucher',
          amount: 10,
          additionalData: { points: 1000, appliedLoyaltyVoucher: 'V1' },
        },
        { code: 'REWARD_CODE', label: 'Reward code X', amount: 5, additionalData: { code: 'X' } },
        { code: 'PAYPAL', label: 'PayPal' },
        { label: 'no code', amount: 3 },
      ],
    });
    expect(payments).toEqual([
      { code: 'GIFT_CARD', amount: 25, lastFour: '0002', cardType: null, points: null, rewardCode: null },
      { code: 'LOYALTY_POINTS', amount: 10, lastFour: null, cardType: null, points: 1000, rewardCode: null },
      { code: 'REWARD_CODE', amount: 5, lastFour: null, cardType: null, points: null, rewardCode: 'X' },
    ]);
    expect(orderPaymentsOf({})).toEqual([]);
  });

  it('names a code it does not know without showing the raw code', () => {
    const entry = { code: 'BARTER', amount: 1, lastFour: null, cardType: null, points: null, rewardCode: null };
    expect(orderPaymentLabel(entry, checkoutMessagesFor('en-us').orderConfirmation)).toBe('Other payment');
    expect(orderPaymentLabel({ ...entry, code: 'KLARNA' }, checkoutMessagesFor('fr-ca').orderConfirmation)).toBe(
      'Paiement différé',
    );
  });
});
