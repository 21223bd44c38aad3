import { describe, expect, it } from 'vitest';
import type { CheckoutAddress, CheckoutShipment } from './checkoutTypes';
import { isAddressComplete, isBillingComplete, isShippingComplete } from './isShippingComplete';

const address: CheckoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Trail Way',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
};

describe('isAddressComplete', () => {
  it('accepts an address with name, first line, city, postal code and country', () => {
    expect(isAddressComplete(address)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'] as const)('needs %s', (field) => {
    expect(isAddressComplete({ ...address, [field]: '  ' })).toBe(false);
  });

  it('does not need the optional lines', () => {
    expect(isAddressComplete({ ...address, addressLine2: null, province: null, phone: null })).toBe(true);
  });

  it('is false for no address', () => {
    expect(isAddressComplete(null)).toBe(false);
  });
});

describe('isShippingComplete', () => {
  const home: CheckoutShipment = { shippingId: 'me', methodCode: 'standard', address };
  const pickup: CheckoutShipment = { shippingId: 'p1', methodCode: 'pickup', storeId: '0042' };

  it.each<[string, CheckoutShipment, boolean]>([
    ['home delivery with an address', home, true],
    ['home delivery without an address', { ...home, address: null }, false],
    ['customs with an address', { ...home, methodCode: 'customs' }, true],
    ['pickup with a store', pickup, true],
    ['pickup without a store', { ...pickup, storeId: '' }, false],
    ['collection point with a store', { ...pickup, methodCode: 'pudo' }, true],
    ['ship to store without a store', { shippingId: 's', methodCode: 'sts', address }, false],
    ['a digital item', { shippingId: 'd', methodCode: 'digital' }, true],
  ])('%s → %s', (_, shipment, expected) => {
    expect(isShippingComplete({ shipments: [shipment] })).toBe(expected);
  });

  it('needs every shipment of a mixed cart to be complete', () => {
    expect(isShippingComplete({ shipments: [home, pickup] })).toBe(true);
    expect(isShippingComplete({ shipments: [home, { ...pickup, storeId: null }] })).toBe(false);
  });

  it('is false with no shipments', () => {
    expect(isShippingComplete({ shipments: [] })).toBe(false);
    expect(isShippingComplete(null)).toBe(false);
  });

  it('is false for a method code it does not know', () => {
    expect(isShippingComplete({ shipments: [{ ...home, methodCode: 'drone' as 'standard' }] })).toBe(false);
  });
});

describe('isBillingComplete', () => {
  it('needs a complete address and a payment method', () => {
    expect(isBillingComplete({ address, paymentMethodId: 'PAYPAL' })).toBe(true);
    expect(isBillingComplete({ address: { ...address, city: '' }, paymentMethodId: 'PAYPAL' })).toBe(false);
    expect(isBillingComplete({ address, paymentMethodId: '' as 'PAYPAL' })).toBe(false);
    expect(isBillingComplete(undefined)).toBe(false);
  });
});
