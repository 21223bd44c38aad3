import { ApiError } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import {
  cartNotifications,
  DELIVERY_NOTIFICATION_MESSAGES,
  DELIVERY_TRANSITIONS,
  describeNotification,
  FULFILMENT_CHANGE_MESSAGES,
  fulfilmentChangeMessage,
  ORDER_UPDATED_MESSAGE,
} from './deliveryNotifications';

describe('delivery notifications (spec §4)', () => {
  it('knows the five transitions and three further types', () => {
    expect(DELIVERY_TRANSITIONS).toEqual([
      'PickupToSthTransition',
      'PickupToStsTransition',
      'StsToSthTransition',
      'StsToPickupTransition',
      'STHToPickupTransition',
    ]);
    expect(Object.keys(DELIVERY_NOTIFICATION_MESSAGES)).toEqual(
      expect.arrayContaining(['OrderShippingMethodDowngraded', 'ChangedStoreId', 'InvalidShippingAddress']),
    );
  });

  it('describes a transition with its own message and marks it as a transition', () => {
    expect(describeNotification({ type: 'StsToSthTransition', itemId: 'l1', message: 'server words' })).toEqual({
      type: 'StsToSthTransition',
      itemId: 'l1',
      transition: true,
      message: DELIVERY_NOTIFICATION_MESSAGES.StsToSthTransition,
    });
    expect(describeNotification({ code: 'ChangedStoreId' }).transition).toBe(false);
  });

  it('uses the server message for an unknown type, else the order-updated message', () => {
    expect(describeNotification({ type: 'Other', message: 'Something moved' }).message).toBe('Something moved');
    expect(describeNotification({ type: 'Other' }).message).toBe(ORDER_UPDATED_MESSAGE);
  });

  it('says when a cart carries a transition', () => {
    expect(cartNotifications([{ type: 'ChangedStoreId' }]).hasTransition).toBe(false);
    expect(
      cartNotifications([{ type: 'ChangedStoreId' }, { type: 'PickupToStsTransition' }, 'junk']).notices,
    ).toHaveLength(2);
    expect(cartNotifications([{ type: 'PickupToStsTransition' }]).hasTransition).toBe(true);
    expect(cartNotifications(undefined)).toEqual({ notices: [], hasTransition: false });
  });

  it('has a message per fulfilment-change family ORD516/517/518', () => {
    for (const errorId of ['ORD516', 'ORD517', 'ORD518'] as const) {
      expect(fulfilmentChangeMessage(new ApiError({ status: 409, errorId, message: 'x' }))).toBe(
        FULFILMENT_CHANGE_MESSAGES[errorId],
      );
    }
    expect(new Set(Object.values(FULFILMENT_CHANGE_MESSAGES)).size).toBe(3);
    expect(fulfilmentChangeMessage(new ApiError({ status: 409, errorId: 'INV700', message: 'x' }))).toBeUndefined();
    expect(fulfilmentChangeMessage(new Error('x'))).toBeUndefined();
  });
});
