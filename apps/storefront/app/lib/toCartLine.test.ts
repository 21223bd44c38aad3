import { describe, expect, it } from 'vitest';
import type { CartItem } from '@switchback/api-client';
import { toCartLine } from './toCartLine';

const item = (overrides: Partial<CartItem> = {}): CartItem =>
  ({
    id: 'line-1',
    productId: 'SBJK10026',
    name: 'Ridge Parka',
    qty: 2,
    maxQty: 5,
    upc: '194000000001',
    price: { amount: 240, original: 300, current: 240, rowTotal: 480 },
    variants: [
      { code: 'color', value: 'Slate' },
      { code: 'size', value: 'M' },
    ],
    attributes: { color: { code: 'SLT', value: 'Slate' }, size: { code: 'M', value: 'M', available: true } },
    pdpUrl: '/en-us/p/ridge-parka-SBJK10026',
    productImageURL: 'https://media.test/parka.svg',
    ...overrides,
  }) as CartItem;

describe('toCartLine', () => {
  it('keeps what the cart page draws: variant, prices, limits and a locale-free product path', () => {
    expect(toCartLine(item())).toEqual({
      id: 'line-1',
      productId: 'SBJK10026',
      upc: '194000000001',
      name: 'Ridge Parka',
      pdpUrl: '/p/ridge-parka-SBJK10026',
      imageUrl: 'https://media.test/parka.svg',
      color: 'Slate',
      size: 'M',
      qty: 2,
      maxQty: 5,
      current: 240,
      original: 300,
      rowTotal: 480,
      deliveryMethod: 'standard',
      deliveryLabel: null,
      deliveryTime: null,
      store: null,
      canChangeDelivery: true,
      giftOption: null,
      giftCardAmount: null,
      bonus: false,
    });
  });

  it('shows the delivery method and store of a pickup line, and its gift option', () => {
    const line = toCartLine(
      item({
        shippingOptions: [
          {
            selected: false,
            shippingMethod: { code: 'standard', label: 'Standard delivery', deliveryTime: '3-5 business days' },
          },
          {
            selected: true,
            shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day' },
            storeInfo: { id: 'US-DEN-01', name: 'Denver Flagship', inventory: 4 },
          },
        ],
        giftOption: { to: 'Sam', email: null, message: 'Happy trails' },
      }),
    );
    expect(line).toMatchObject({
      deliveryMethod: 'pickup',
      deliveryLabel: 'Pick up in store',
      deliveryTime: 'same day',
      store: { id: 'US-DEN-01', name: 'Denver Flagship' },
      giftOption: { to: 'Sam', email: '', message: 'Happy trails' },
    });
  });

  it('does not offer a delivery change for digital lines', () => {
    const line = toCartLine(
      item({ shippingOptions: [{ selected: true, isDigitalProduct: true, shippingMethod: { code: 'digital' } }] }),
    );
    expect(line.deliveryMethod).toBe('digital');
    expect(line.canChangeDelivery).toBe(false);
  });

  it('shows a customised line’s design, made to order with no delivery change; laces only when not the original ones', () => {
    const customs = {
      recipeId: 'RCP0A1B2C3D4E5F',
      initials: 'JD',
      threadColour: { code: 'GLD', name: 'Gold' },
      laceColour: { code: 'STD', name: 'Original laces' },
      placement: { code: 'tongue', name: 'Tongue' },
      price: { amount: 15, currency: 'USD' },
      leadTime: '14-21 business days',
      returnable: false,
    };
    const line = toCartLine(
      item({
        isCustoms: true,
        customs,
        shippingOptions: [
          {
            selected: true,
            shippingMethod: { code: 'customs', label: 'Made to order', deliveryTime: '14-21 business days' },
          },
        ],
      }),
    );
    expect(line).toMatchObject({ deliveryMethod: 'customs', canChangeDelivery: false, deliveryLabel: 'Made to order' });
    expect(line.customs).toEqual({
      recipeId: 'RCP0A1B2C3D4E5F',
      initials: 'JD',
      thread: 'Gold',
      placement: 'Tongue',
      laces: null,
      price: 15,
      leadTime: '14-21 business days',
      returnable: false,
    });
    expect(toCartLine(item({ customs: { ...customs, laceColour: { code: 'RED', name: 'Red' } } })).customs?.laces).toBe(
      'Red',
    );
    expect(toCartLine(item()).customs).toBeUndefined();
  });

  it('shows a gift card by its amount and recipient, never its preset as a size', () => {
    const line = toCartLine(
      item({
        name: 'Switchback Gift Card',
        variants: [
          { code: 'color', value: 'Gift' },
          { code: 'size', value: '50' },
        ],
        attributes: { color: { code: 'GFT', value: 'Gift' }, size: { code: '50', value: '50', available: true } },
        price: { amount: 75, original: 75, current: 75, rowTotal: 75 },
        customAmount: 75,
        giftOption: { to: 'Robin', email: 'robin@example.com', message: 'Happy trails' },
        shippingOptions: [{ selected: true, isDigitalProduct: true, shippingMethod: { code: 'digital' } }],
      }),
    );
    expect(line).toMatchObject({
      size: null,
      color: null,
      giftCardAmount: 75,
      current: 75,
      giftOption: { to: 'Robin', email: 'robin@example.com', message: 'Happy trails' },
    });
    expect(toCartLine(item()).giftCardAmount).toBeNull();
  });

  it('never shows a colour code as the size, and has no original price unless on sale', () => {
    const line = toCartLine(
      item({
        variants: [{ code: 'size', value: 'SLT' }],
        attributes: { color: { code: 'SLT', value: 'Slate' } },
        price: { amount: 240, original: 240, current: 240, rowTotal: 480 },
        maxQty: null,
      }),
    );
    expect(line.size).toBeNull();
    expect(line.color).toBe('Slate');
    expect(line.original).toBeNull();
    expect(line.maxQty).toBe(999999);
  });

  it('names the employee discount a line gets, apart from other promotions; none without it', () => {
    const discounted = toCartLine(
      item({
        productPromotions: [
          { promotionId: 'TENTS15', couponCode: null, campaignId: 'TENTS15', price: 36 },
          { promotionId: 'EMPLOYEE_DISCOUNT', couponCode: null, campaignId: 'EMPLOYEE_DISCOUNT', price: 133.2 },
        ],
      } as Partial<CartItem>),
    );
    expect(discounted.employeeDiscount).toBe(133.2);
    expect(toCartLine(item()).employeeDiscount).toBeUndefined();
  });
});
