import type { Cart } from '@switchback/api-client';
import { setupMswServer } from '@switchback/test-utils';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSessionFactory } from './session.server';
import { API_URL, STORE_URL, apiError } from '../testing/commerceApiStub';
import {
  checkoutErrorText,
  checkAddress,
  checkPostalCode,
  compactPhone,
  profileContactOf,
  addressSuggestion,
  cartBilling,
  cartShipping,
  CHECKOUT_ORDER_COOKIE,
  checkoutCookie,
  collectionPointQuery,
  fulfilmentOf,
  homeShipmentOf,
  pendingOrderOf,
  stepFor,
  storeDeliverable,
} from './checkout.server';

const address = {
  firstName: 'Jamie',
  lastName: 'Walker',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  email: 'jamie@example.com',
};

function cart(
  overrides: Record<string, unknown> = {},
  items: Record<string, unknown>[] = [{ id: 'l1', productId: 'P1', qty: 1, fulfilment: 'home', storeId: null }],
): Cart {
  return {
    id: 'c1',
    currency: 'USD',
    totalItems: items.length,
    totals: { total: 100, remainingToPay: 100 },
    items,
    payment_instruments: [],
    ...overrides,
  } as unknown as Cart;
}

describe('checkout steps from the cart', () => {
  it('a new cart is at shipping and cannot skip ahead', () => {
    expect(stepFor(cart(), 'summary', null)).toEqual({ step: 'shipping', shippingDone: false, billingDone: false });
  });

  it('with an address and an e-mail, billing is next; earlier steps stay reachable', () => {
    const ready = cart({ shippingAddress: address, email: 'jamie@example.com' });
    expect(stepFor(ready, null, null).step).toBe('billing');
    expect(stepFor(ready, 'shipping', null).step).toBe('shipping');
    expect(stepFor(ready, 'summary', null).step).toBe('billing');
  });

  it('billing needs an address and something that pays what gift cards leave', () => {
    const withBilling = cart({ shippingAddress: address, email: 'jamie@example.com', billingAddress: address });
    expect(cartBilling(withBilling)).toBeNull();
    const paid = cart({
      shippingAddress: address,
      email: 'a@b.co',
      billingAddress: address,
      payment_instruments: [{ payment_method_id: 'CREDIT_CARD', payment_instrument_id: 'tok' }],
    });
    expect(cartBilling(paid)).toMatchObject({ paymentMethodId: 'CREDIT_CARD', instrumentId: 'tok' });
    expect(stepFor(paid, null, null).step).toBe('summary');
    const giftCovered = cart({
      billingAddress: address,
      totals: { total: 20, remainingToPay: 0 },
      payment_instruments: [{ payment_method_id: 'GIFT_CARD', amount: 20 }],
    });
    expect(cartBilling(giftCovered)).toMatchObject({ paymentMethodId: 'GIFT_CARD' });
  });

  it('a pickup line needs its store, not an address; the contact e-mail may come from the shipping step', () => {
    const pickup = cart({}, [{ id: 'l1', productId: 'P1', qty: 1, fulfilment: 'pickup', storeId: '1001' }]);
    expect(fulfilmentOf(pickup).pickupOnly).toBe(true);
    expect(cartShipping(pickup).shipments).toEqual([
      { shippingId: 'pickup-l1', methodCode: 'pickup', storeId: '1001' },
    ]);
    expect(stepFor(pickup, null, null).step).toBe('shipping');
    expect(stepFor(pickup, null, 'pat@example.com').step).toBe('billing');
  });

  it('an e-mailed gift card needs neither address nor store: one digital shipment, done once there is an e-mail', () => {
    const giftCard = cart({}, [{ id: 'l1', productId: 'SBGC10001', qty: 1, fulfilment: 'digital', storeId: null }]);
    expect(fulfilmentOf(giftCard)).toMatchObject({ pickupOnly: true, home: [], pickup: [] });
    expect(cartShipping(giftCard).shipments).toEqual([{ shippingId: 'digital', methodCode: 'digital' }]);
    expect(stepFor(giftCard, null, null).step).toBe('shipping');
    expect(stepFor(giftCard, null, 'gale@example.com').step).toBe('billing');
    // With a jacket going home, the address is still needed.
    const mixed = cart({}, [
      { id: 'l1', productId: 'SBGC10001', qty: 1, fulfilment: 'digital', storeId: null },
      { id: 'l2', productId: 'P1', qty: 1, fulfilment: 'home', storeId: null },
    ]);
    expect(fulfilmentOf(mixed).pickupOnly).toBe(false);
    expect(stepFor(mixed, null, 'gale@example.com').step).toBe('shipping');
    expect(stepFor({ ...mixed, shippingAddress: address } as unknown as Cart, null, 'gale@example.com').step).toBe(
      'billing',
    );
  });
});

describe('the persisted checkout order', () => {
  it('round-trips through an HttpOnly cookie and ignores anything unreadable', () => {
    const set = checkoutCookie(
      new Request('https://shop.test/en-us/checkout'),
      CHECKOUT_ORDER_COOKIE,
      JSON.stringify({ orderNumber: 'SB1', status: 'pending_payment' }),
    );
    expect(set).toContain('HttpOnly');
    expect(set).toContain('Secure');
    const value = set.split(';')[0] as string;
    expect(pendingOrderOf(new Request('https://shop.test/', { headers: { cookie: value } }))).toEqual({
      orderNumber: 'SB1',
      status: 'pending_payment',
    });
    expect(
      pendingOrderOf(new Request('https://shop.test/', { headers: { cookie: `${CHECKOUT_ORDER_COOKIE}=%7Bbroken` } })),
    ).toBeNull();
    expect(checkoutCookie(new Request('http://shop.test/'), CHECKOUT_ORDER_COOKIE, null)).toContain('Max-Age=0');
  });
});

describe('collection points and ship to store', () => {
  const pudo = (pointId: string | null) =>
    cart({ email: 'jamie@example.com', shippingMethods: [{ shippingId: 'me', code: 'pudo', storeId: pointId }] });

  it('home lines going to a collection point need the point, not an address', () => {
    expect(homeShipmentOf(pudo('9001'))).toEqual({ code: 'pudo', pointId: '9001' });
    expect(cartShipping(pudo('9001')).shipments).toEqual([{ shippingId: 'me', methodCode: 'pudo', storeId: '9001' }]);
    expect(stepFor(pudo('9001'), null, null).step).toBe('billing');
    expect(stepFor(pudo(null), null, null).step).toBe('shipping');
    expect(homeShipmentOf(cart({ shippingMethods: [{ shippingId: 'me', code: 'standard', storeId: null }] }))).toEqual({
      code: 'standard',
      pointId: null,
    });
  });

  it('a ship-to-store line is its own store shipment; e-mailed and made-to-order lines cannot go to a store', () => {
    const sts = cart({ email: 'a@b.co' }, [{ id: 'l2', productId: 'P2', qty: 1, fulfilment: 'sts', storeId: '1002' }]);
    expect(cartShipping(sts).shipments).toEqual([{ shippingId: 'sts-l2', methodCode: 'sts', storeId: '1002' }]);
    expect(stepFor(sts, null, null).step).toBe('billing');
    const item = (extra: Record<string, unknown>) =>
      ({ id: 'x', productId: 'P', qty: 1, ...extra }) as unknown as Cart['items'][number];
    expect(
      storeDeliverable(item({ fulfilment: 'home', shippingOptions: [{ shippingMethod: { code: 'standard' } }] })),
    ).toBe(true);
    expect(
      storeDeliverable(item({ fulfilment: 'home', shippingOptions: [{ shippingMethod: { code: 'digital' } }] })),
    ).toBe(false);
    expect(storeDeliverable(item({ fulfilment: 'customs' }))).toBe(false);
  });

  it('searches by postal code when the place has a digit, by city otherwise, and not at all for one letter', () => {
    expect(collectionPointQuery(' 80202 ')).toEqual({ postalCode: '80202' });
    expect(collectionPointQuery('M5V  2T6')).toEqual({ postalCode: 'M5V 2T6' });
    expect(collectionPointQuery('Denver')).toEqual({ city: 'Denver' });
    expect(collectionPointQuery('x')).toBeNull();
    expect(collectionPointQuery('a'.repeat(61))).toBeNull();
  });
});

describe('address suggestions', () => {
  const entered = {
    ...address,
    postalCode: 'm5v 2t6',
    province: 'ON',
    city: 'Toronto',
    country: 'CA',
    addressLine2: null,
    phone: null,
  };

  it("asks only when the carrier's form differs from what was typed", () => {
    const suggested = addressSuggestion(entered, { ...entered, postalCode: 'M5V 2T6' });
    expect(suggested).toMatchObject({ postalCode: 'M5V 2T6', firstName: 'Jamie', city: 'Toronto' });
    expect(addressSuggestion(entered, { ...entered })).toBeNull();
    expect(addressSuggestion(entered, null)).toBeNull();
  });
});

describe('profileContactOf (the shipping step pre-filled for a signed-in shopper)', () => {
  const server = setupMswServer();
  const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
  const store = { siteId: 'sb-us', locale: 'en-us' } as const;
  const sessionFor = (cookie: string) =>
    sessions(new Request(`${STORE_URL}/en-us/checkout`, { headers: { cookie } }), store);

  it('reads the e-mail and the phone (digits only) from the profile', async () => {
    server.use(
      http.get(`${API_URL}/consumers-v3/consumer`, () =>
        HttpResponse.json({
          consumerType: 'REGISTERED',
          consumerDetails: { email: 'maya.chen@example.com', phone: '(720) 555-0188' },
        }),
      ),
    );
    expect(await profileContactOf(sessionFor('sb_at=a; sb_who=REGISTERED%3AC7'), store)).toEqual({
      email: 'maya.chen@example.com',
      phone: '7205550188',
    });
  });

  it('asks nothing for a guest, and gives up quietly when the profile cannot be read', async () => {
    expect(await profileContactOf(sessionFor('sb_at=g; sb_who=GUEST%3AC1'), store)).toBeNull();
    server.use(http.get(`${API_URL}/consumers-v3/consumer`, () => apiError(500, 'GEN500')));
    expect(await profileContactOf(sessionFor('sb_at=a; sb_who=REGISTERED%3AC7'), store)).toBeNull();
  });
});

describe('checkAddress', () => {
  const api = {
    utilities: {
      getAddressRules: async () => ({
        fields: { postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', maxLength: 10 } },
      }),
    },
  } as unknown as Parameters<typeof checkAddress>[0];
  const address = {
    firstName: 'Jamie',
    lastName: 'Walker',
    email: 'jamie@example.com',
    phone: '3035550199',
    addressLine1: '1601 Wazee St',
    city: 'Denver',
    postalCode: 'ABCDE',
  };

  it('says a US postal code that does not fit should be a 5-digit ZIP code, in the shopper’s language', async () => {
    expect((await checkAddress(api, address, 'US')).errors).toEqual({ postalCode: 'Enter a 5-digit ZIP code.' });
    expect((await checkAddress(api, address, 'US', undefined, 'fr-ca')).errors).toEqual({
      postalCode: 'Entrez un code ZIP à 5 chiffres.',
    });
    expect((await checkAddress(api, { ...address, city: '' }, 'US', undefined, 'fr-ca')).errors.city).toBe(
      'Ce champ est obligatoire.',
    );
  });
});

describe('checkPostalCode', () => {
  const api = {
    utilities: {
      getAddressRules: async (country: string) => ({
        fields: {
          postalCode:
            country === 'GB'
              ? { required: true, pattern: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$' }
              : { required: true, pattern: '^\\d{5}(-\\d{4})?$' },
        },
      }),
    },
  } as unknown as Parameters<typeof checkPostalCode>[0];

  it('holds a sign-up postal code to its country: a UK postcode on en-gb, a ZIP code in the US', async () => {
    expect(await checkPostalCode(api, '12345', 'GB', 'en-gb')).toMatch(/UK postcode/);
    expect(await checkPostalCode(api, 'SW1A 1AA', 'GB', 'en-gb')).toBeUndefined();
    expect(await checkPostalCode(api, '80202', 'US', 'en-us')).toBeUndefined();
    expect(await checkPostalCode(api, 'ABC', 'US', 'fr-ca')).toBe('Entrez un code ZIP à 5 chiffres.');
  });
});

describe('compactPhone', () => {
  it('keeps the digits of a phone number written the usual ways, and leaves anything else for the pattern', () => {
    for (const typed of ['(303) 555-0199', '303 555 0199', '303-555-0199', '303.555.0199', '3035550199'])
      expect(compactPhone(typed)).toBe('3035550199');
    expect(compactPhone('514 555-0199')).toBe('5145550199');
    expect(compactPhone('call me')).toBe('callme');
  });
});

describe('checkoutErrorText (the machine words its errors in English)', () => {
  const declined = {
    kind: 'api' as const,
    during: 'placement' as const,
    errorId: 'PYT300',
    message: 'Your payment could not be processed.',
  };

  it("names a payment failure in the page's language by its error id", () => {
    expect(checkoutErrorText(declined, 'fr-ca')).toBe(
      'Votre paiement n’a pas pu être traité. Vérifiez vos renseignements ou utilisez un autre mode de paiement.',
    );
    expect(checkoutErrorText(declined, 'en-us')).toBe(
      'Your payment could not be processed. Please check your details or use another payment method.',
    );
  });

  it('keeps the server message for an id the catalogue does not know, and says nothing without an error', () => {
    expect(checkoutErrorText({ ...declined, errorId: 'XYZ999', message: 'Odd.' }, 'fr-ca')).toBe('Odd.');
    expect(checkoutErrorText(null, 'fr-ca')).toBeNull();
  });

  it('words a network failure in French on fr-ca', () => {
    expect(
      checkoutErrorText(
        { kind: 'network', during: 'placement', errorId: null, message: 'We could not reach our servers.' },
        'fr-ca',
      ),
    ).toMatch(/^Impossible de joindre nos serveurs/);
  });
});
