/** A payment method a cart may be paid with. */
export interface PaymentMethodJson {
  id: 'CREDIT_CARD' | 'GIFT_CARD' | 'PAYPAL' | 'KLARNA' | 'REWARD_CARD';
  name: string;
  cards?: { cardType: string; name: string }[];
}

/**
 * The payment methods offered for a cart: cards, gift cards and PayPal everywhere, the pay-later provider where it
 * operates in the demo (not in Canada), reward cards for registered consumers.
 * @example
 * availablePaymentMethods('CAD', false).map((method) => method.id); // ['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL']
 */
export function availablePaymentMethods(currency: string, registered: boolean): PaymentMethodJson[] {
  return [
    {
      id: 'CREDIT_CARD',
      name: 'Credit or debit card',
      cards: [
        { cardType: 'VISA', name: 'Visa' },
        { cardType: 'MASTERCARD', name: 'Mastercard' },
        { cardType: 'AMEX', name: 'American Express' },
      ],
    },
    { id: 'GIFT_CARD', name: 'Gift card' },
    { id: 'PAYPAL', name: 'PayPal' },
    ...(currency !== 'CAD' ? [{ id: 'KLARNA' as const, name: 'Pay later' }] : []),
    ...(registered ? [{ id: 'REWARD_CARD' as const, name: 'Reward card' }] : []),
  ];
}
