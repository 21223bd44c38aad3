import { ApiError, QUOTED_MESSAGES } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import { cartErrorFor, GWP_MESSAGE, outOfStockMessage } from './cartErrors';
import { frenchCartTexts } from './cartTexts';
import { FULFILMENT_CHANGE_MESSAGES } from './deliveryNotifications';

const report = () => undefined;
const fail = (errorId: string, details: Record<string, unknown>[] = []) =>
  new ApiError({
    status: 409,
    errorId,
    message: `server says ${errorId}`,
    details: details.map((d) => ({ errorId, ...d })),
  });

describe('cartErrorFor: placement (spec §8)', () => {
  it.each(['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE'])('%s shows at its line', (errorId) => {
    expect(cartErrorFor(fail(errorId), { itemId: 'l1', report })).toMatchObject({
      placement: 'item',
      itemId: 'l1',
      persistent: true,
    });
  });

  it('puts an item-level error without a line at the top', () => {
    expect(cartErrorFor(fail('NO_PRICE'), { report }).placement).toBe('top');
  });

  it.each(['PAYMENT_ERROR', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'CANT_SHIP_THERE', 'PRM130'])(
    '%s shows at the top',
    (errorId) => {
      expect(cartErrorFor(fail(errorId), { itemId: 'l1', report }).placement).toBe('top');
    },
  );

  it.each(['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE'])(
    '%s shows at the gift-card input',
    (errorId) => {
      expect(cartErrorFor(fail(errorId), { report }).placement).toBe('giftCardInput');
    },
  );

  it.each([
    'CC_EXPIRY_DATE_INVALID',
    'PAYMENT_INSTRUMENT_NOT_FOUND',
    'ADDRESS_NOT_FOUND',
    'SHIPPING_POBOX_UNAVAILABLE',
    'SOME_PRODUCTS_NO_INVENTORY',
  ])('%s is a top notification, not a persistent toast', (errorId) => {
    expect(cartErrorFor(fail(errorId), { report })).toMatchObject({ placement: 'topNotification', persistent: false });
  });

  it('keeps a stock refusal of a quantity change at the changed line', () => {
    expect(cartErrorFor(fail('INV700'), { itemId: 'l2', report })).toMatchObject({ placement: 'item', itemId: 'l2' });
  });
});

describe('cartErrorFor: messages', () => {
  it('says the maximum when it is known (ADDED_MAX_QUANTITY), else a generic maximum message', () => {
    expect(cartErrorFor(fail('ADDED_MAX_QUANTITY'), { maxAllowedQty: 3, report }).message).toBe(
      'You can add up to 3 of this item.',
    );
    expect(cartErrorFor(fail('ADDED_MAX_QUANTITY'), { report }).message).toBe(
      'You have reached the maximum quantity for this item.',
    );
  });

  it('refuses gift products with the maximum-quantity wording', () => {
    expect(cartErrorFor(fail('GWP_PRODUCT'), { report }).message).toBe(GWP_MESSAGE);
  });

  it('uses the quoted remove-failure text for any failed removal', () => {
    expect(cartErrorFor(fail('GEN500'), { operation: 'remove', itemId: 'l1', report })).toMatchObject({
      message: 'Unable to remove item from cart. Please try again later',
      placement: 'top',
    });
  });

  it('shows ORD516/517/518 with their fulfilment message and reloads the cart', () => {
    expect(cartErrorFor(fail('ORD517'), { report })).toMatchObject({
      message: FULFILMENT_CHANGE_MESSAGES.ORD517,
      reloadCart: true,
    });
  });

  it('says at the line that only part of its quantity is in stock (INV406), or none (INV700)', () => {
    expect(cartErrorFor(fail('INV406'), { itemId: 'l1', report })).toMatchObject({
      message: 'Only part of the quantity you chose is in stock.',
      placement: 'item',
      itemId: 'l1',
    });
    expect(cartErrorFor(fail('INV700'), { itemId: 'l1', report }).message).toBe('This item is out of stock.');
    expect(cartErrorFor(fail('INV406'), { itemId: 'l1', report, texts: frenchCartTexts }).message).toBe(
      'Seule une partie de la quantité choisie est en stock.',
    );
    // Without a line (an add, a checkout) the cart-wide stock message stays.
    expect(cartErrorFor(fail('INV406'), { report }).message).toBe(
      'Some items in your cart are no longer available in the quantity you chose.',
    );
  });

  it('says how many are left when the refusal carries the available quantity (INV406 online, INV701 at the store)', () => {
    const fewLeft = (errorId: string) =>
      fail(errorId, [{ errorId, message: 'Only 3 left in stock', availableQuantity: 3 }]);
    expect(cartErrorFor(fewLeft('INV406'), { itemId: 'l1', report })).toMatchObject({
      message: 'Only 3 left in stock.',
      placement: 'item',
      itemId: 'l1',
    });
    expect(cartErrorFor(fewLeft('INV701'), { itemId: 'l1', report }).message).toBe('Only 3 left in stock.');
    expect(cartErrorFor(fewLeft('INV406'), { itemId: 'l1', report, texts: frenchCartTexts }).message).toBe(
      'Il n’en reste que 3 en stock.',
    );
    // A count that is not a positive whole number is not repeated to the shopper.
    const odd = fail('INV406', [{ errorId: 'INV406', message: 'x', availableQuantity: 0 }]);
    expect(cartErrorFor(odd, { itemId: 'l1', report }).message).toBe(
      'Only part of the quantity you chose is in stock.',
    );
  });

  it('uses the server message for an unknown id', () => {
    expect(cartErrorFor(fail('XYZ999'), { report }).message).toBe('server says XYZ999');
  });

  it('single out-of-stock item says the quoted sentence', () => {
    expect(cartErrorFor(fail('ITEM_OOS'), { report }).message).toBe(QUOTED_MESSAGES.itemNotMovedToCart);
    expect(outOfStockMessage(1)).toBe('this item could not be moved to cart');
    expect(outOfStockMessage(2)).not.toBe(outOfStockMessage(1));
  });
});

describe('cartErrorFor: reloads', () => {
  it('reloads on ITEM_NO_LONGER_AVAILABLE and on a flash-type detail, not on a coupon error', () => {
    expect(cartErrorFor(fail('ITEM_NO_LONGER_AVAILABLE'), { report }).reloadCart).toBe(true);
    expect(cartErrorFor(fail('INV700', [{ type: 'flash' }]), { report }).reloadCart).toBe(true);
    expect(cartErrorFor(fail('PRM130'), { report }).reloadCart).toBe(false);
  });

  it('re-throws what is not an API error', () => {
    expect(() => cartErrorFor(new TypeError('bug'))).toThrow('bug');
  });
});
