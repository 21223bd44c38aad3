import type { Cart } from '@switchback/api-client';
import { ORDER_UPDATED_MESSAGE } from '@switchback/cart';
import { describe, expect, it } from 'vitest';
import { toCartView } from './toCartView';

const option = (code: string, selected: boolean, extra: Record<string, unknown> = {}) => ({
  selected,
  shippingMethod: { code, label: code, deliveryTime: '3-5' },
  ...extra,
});

const cart = {
  id: 'cart-1',
  currency: 'USD',
  totalItems: 3,
  totals: {
    itemTotal: 300,
    itemSubTotal: 300,
    total: 280,
    totalDiscount: 20,
    totalDiscountPercentage: 6.7,
    shipping: 0,
    tax: 0,
  },
  items: [
    { id: 'home-1', productId: 'P1', qty: 1, shippingOptions: [option('standard', true)] },
    {
      id: 'pick-1',
      productId: 'P2',
      qty: 1,
      shippingOptions: [option('standard', false), option('pickup', true, { storeInfo: { id: 'S1', name: 'Denver' } })],
    },
    { id: 'home-bonus', productId: 'P3', qty: 1, bonus: true, shippingOptions: [option('standard', true)] },
  ],
  saveForLaterItems: [
    {
      itemId: 's1',
      saveForLaterId: 'list-1',
      name: 'Ridge Parka',
      pageUrl: '/en-us/p/ridge-parka-SBJK10026',
      qty: 1,
      available: false,
      price: { current: 240 },
    },
  ],
  couponItems: [{ code: 'AUTUMN10', applied: true }],
  promoSummary: [
    {
      promotionId: 'AUTUMN10',
      promotionName: '10% off',
      calloutMessage: 'AUTUMN10|Autumn|10% off your order',
      level: 'ORDER',
    },
  ],
  approachingPromotions: [
    {
      promotionId: 'FREESHIP',
      promotionClass: 'SHIPPING',
      distanceFromConditionThreshold: 12,
      calloutMsg: 'Free standard shipping',
      approachingDisplayLevel: 'CART',
      thresholdStatus: 'Below Threshold',
    },
  ],
  notificationList: [{ type: 'PickupToSthTransition', itemId: 'pick-1', message: 'moved' }],
  flash: [{ type: 'INFO', message: 'Prices were updated.' }],
} as unknown as Cart;

describe('toCartView', () => {
  const view = toCartView(cart, 'en-US');

  it('groups lines pickup first, then home with bonus lines leading', () => {
    expect(view.groups).toEqual({ pickup: ['pick-1'], home: ['home-bonus', 'home-1'] });
    expect(view.lines.map((line) => line.id)).toEqual(['pick-1', 'home-bonus', 'home-1']);
  });

  it('shows saved-for-later entries with a locale-free product path', () => {
    expect(view.saved).toEqual([
      {
        itemId: 's1',
        listId: 'list-1',
        name: 'Ridge Parka',
        pdpUrl: '/p/ridge-parka-SBJK10026',
        imageUrl: null,
        qty: 1,
        current: 240,
        color: null,
        size: null,
        available: false,
      },
    ]);
  });

  it('summarises coupons, promotions by level and the approaching promotion', () => {
    expect(view.coupons).toEqual([{ code: 'AUTUMN10', applied: true }]);
    expect(view.promotions.ORDER.map((entry) => entry.text)).toEqual(['10% off your order']);
    expect(view.approaching.map((entry) => entry.message)).toEqual(['Spend $12.00 more for free standard shipping']);
  });

  it('counts a sale saving once: the subtotal is at the sale price and only a code is the discount row', () => {
    const sale = {
      ...cart,
      totals: {
        itemTotal: 50,
        itemSubTotal: 40,
        totalDiscount: 10,
        totalDiscountPercentage: 20,
        total: 48.95,
        shipping: 8.95,
        tax: 0,
      },
    } as unknown as Cart;
    expect(toCartView(sale, 'en-US').totals).toMatchObject({
      itemSubTotal: 40,
      totalDiscount: 0,
      totalDiscountPercentage: 0,
    });
    const saleAndCode = {
      ...cart,
      totals: { itemTotal: 50, itemSubTotal: 40, totalDiscount: 14, total: 44.95, shipping: 8.95, tax: 0 },
    } as unknown as Cart;
    expect(toCartView(saleAndCode, 'en-US').totals).toMatchObject({
      itemSubTotal: 40,
      totalDiscount: 4,
      totalDiscountPercentage: 10,
    });
  });

  it('says the order was updated after a delivery transition, and shows flash messages', () => {
    expect(view.notices[0]).toBe(ORDER_UPDATED_MESSAGE);
    expect(view.notices).toContain('Prices were updated.');
  });

  it('words the order-updated message, the notifications and the approaching promotion in French for fr-CA', () => {
    const french = toCartView(cart, 'fr-CA');
    expect(french.notices.slice(0, 2)).toEqual([
      'Votre commande a été mise à jour. Veuillez vérifier la livraison de vos articles.',
      'Un article n’est plus offert pour le ramassage à votre magasin. Il sera livré à votre adresse.',
    ]);
    // The callout is the server's text, shown as it comes.
    expect(french.approaching[0]?.message).toMatch(
      /^Encore 12,00\s\$\sUS d’achats pour obtenir : Free standard shipping$/,
    );
  });
});
