import { describe, expect, it } from 'vitest';
import { ApiError, hasErrorId } from './ApiError';

const paymentError = new ApiError({
  status: 402,
  errorId: 'PAYMENT_ERROR',
  message: 'The card was declined',
  details: [
    { errorId: 'PAYMENT_ERROR', message: 'The card was declined' },
    { errorId: 'PYT300', message: 'The card was declined' },
  ],
});

describe('hasErrorId', () => {
  it('finds the named id and the area code of an answer that carries both', () => {
    expect(hasErrorId(paymentError, 'PAYMENT_ERROR')).toBe(true);
    expect(hasErrorId(paymentError, 'PYT300')).toBe(true);
    expect(hasErrorId(paymentError, 'BSK404', 'PYT300')).toBe(true);
    expect(hasErrorId(paymentError, 'BSK404', 'CART_NOT_FOUND')).toBe(false);
  });

  it('reads the first id of an answer without details, and is false for anything that is not an API error', () => {
    expect(
      hasErrorId(
        new ApiError({ status: 404, errorId: 'BSK404', message: 'Cart not found' }),
        'CART_NOT_FOUND',
        'BSK404',
      ),
    ).toBe(true);
    expect(hasErrorId(new Error('PYT300'), 'PYT300')).toBe(false);
    expect(hasErrorId(undefined, 'PYT300')).toBe(false);
  });
});
