import type { CartItem } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import {
  boundedQuantity,
  deliveryMethodOf,
  groupCartItems,
  isPickupMethod,
  isStoreDelivery,
  maxQuantityOf,
  variantDisplay,
} from './cartItems';

const line = (id: string, code: string, extra: Partial<CartItem> = {}): CartItem =>
  ({
    id,
    productId: id,
    qty: 1,
    shippingOptions: [
      { selected: false, shippingMethod: { code: 'standard' } },
      { selected: true, shippingMethod: { code } },
    ],
    ...extra,
  }) as CartItem;

describe('delivery method of a line', () => {
  it('reads the selected option, with digital and customs lines by their flags', () => {
    expect(deliveryMethodOf(line('a', 'pickup'))).toBe('pickup');
    expect(
      deliveryMethodOf({
        shippingOptions: [{ selected: true, isDigitalProduct: true, shippingMethod: { code: 'standard' } }],
      }),
    ).toBe('digital');
    expect(deliveryMethodOf({ isCustoms: true, shippingOptions: [] })).toBe('customs');
    expect(deliveryMethodOf({ shippingOptions: null })).toBe('standard');
  });

  it('counts pickup and pudo as pickups, and pickup and ship-to-store as store delivery', () => {
    expect(['pickup', 'pudo', 'sts', 'standard'].map(isPickupMethod)).toEqual([true, true, false, false]);
    expect(['pickup', 'pudo', 'sts', 'standard', 'digital'].map(isStoreDelivery)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('groupCartItems (spec §9)', () => {
  const items = [
    line('h1', 'standard'),
    line('p1', 'pickup'),
    line('h2', 'pudo', { bonus: true }),
    line('s1', 'sts', { bonus: true }),
    line('d1', 'digital'),
  ];

  it('puts store pickup and ship-to-store lines in the pickup group and the rest in home, in cart order', () => {
    const { pickup, home } = groupCartItems(items);
    expect(pickup.map((item) => item.id)).toEqual(['p1', 's1']);
    expect(home.map((item) => item.id)).toEqual(['h1', 'h2', 'd1']);
  });

  it('sorts bonus lines first when asked', () => {
    const { pickup, home } = groupCartItems(items, { bonusFirst: true });
    expect(pickup.map((item) => item.id)).toEqual(['s1', 'p1']);
    expect(home.map((item) => item.id)).toEqual(['h2', 'h1', 'd1']);
  });
});

describe('variantDisplay (spec §3)', () => {
  it('shows the colour and the size variant', () => {
    expect(
      variantDisplay({
        variants: [
          { code: 'color', value: 'Basalt' },
          { code: 'size', value: 'M' },
        ],
        attributes: { color: { code: 'BSL', value: 'Basalt' } },
      }),
    ).toEqual({
      color: 'Basalt',
      sizes: ['M'],
    });
  });

  it('never takes the colour code for a size code', () => {
    const shown = variantDisplay({
      variants: [
        { code: 'BSL', value: 'BSL' },
        { code: 'width', value: 'Wide' },
        { code: 'size', value: '10' },
      ],
      attributes: { color: { code: 'BSL', value: 'Basalt' } },
    });
    expect(shown.sizes).toEqual(['Wide', '10']);
  });

  it('falls back to the size attribute, and shows nothing it does not know', () => {
    expect(variantDisplay({ variants: [], attributes: { size: [{ code: 'L', value: 'L' }] } })).toEqual({
      color: null,
      sizes: ['L'],
    });
    expect(variantDisplay({ variants: null, attributes: null })).toEqual({ color: null, sizes: [] });
  });
});

describe('quantity bounds (spec §9)', () => {
  it('uses 999999 when a line has no maximum', () => {
    expect(maxQuantityOf({ maxQty: null })).toBe(999999);
    expect(maxQuantityOf({ maxQty: 4 })).toBe(4);
  });

  it('keeps a stepper between 1 and the maximum and refuses non-numbers', () => {
    expect(boundedQuantity(12, { maxQty: 10 })).toBe(10);
    expect(boundedQuantity(0, { maxQty: 10 })).toBe(1);
    expect(boundedQuantity(2.7, { maxQty: 10 })).toBe(2);
    expect(boundedQuantity(Number.NaN, { maxQty: 10 })).toBeNull();
  });
});
