import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import { customsPrice } from './customisation';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

const BOOT = 'SBHB10001';
const address = {
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'alex@example.com',
};

interface Details {
  price: { current: number; original: number };
  variants: { upc: string; available: boolean }[];
  isCustomizable: boolean;
  customisation: null | {
    initials: { minLength: number; maxLength: number; pattern: string };
    threadColours: { code: string; name: string; hex: string }[];
    laceColours: { code: string; name: string }[];
    placements: { code: string; name: string }[];
    prices: { initials: number; laces: number; currency: string };
    leadTime: string;
    returnable: boolean;
  };
}
interface CustomsJson {
  recipeId: string;
  initials: string;
  threadColour: { code: string; name: string };
  laceColour: { code: string; name: string };
  placement: { code: string };
  price: { amount: number; currency: string };
  leadTime: string;
  returnable: boolean;
}
interface Line {
  id: string;
  fulfilment: string;
  isCustoms: boolean;
  recipeId: string | null;
  customsExternalUrl: string | null;
  price: { current: number; rowTotal: number };
  shippingOptions: { selected: boolean; shippingMethod: { code: string; deliveryTime: string } }[];
  customs: CustomsJson | null;
}

const details = async (productId: string, headers: Record<string, string> = {}) =>
  (await (await call(app, 'GET', `/products/v2/products/${productId}/details`, { headers })).json()) as Details;
const design = { initials: 'ab', threadColour: 'GLD', laceColour: 'RED', placement: 'tongue' };

describe('customs (product customisation)', () => {
  it('offers the customiser on the customisable boot only, priced in the site currency and named in its language', async () => {
    const boot = await details(BOOT);
    expect(boot.isCustomizable).toBe(true);
    expect(boot.customisation).toMatchObject({
      initials: { minLength: 1, maxLength: 3 },
      prices: { initials: 15, laces: 5, currency: 'USD' },
      leadTime: '14-21 business days',
      returnable: false,
    });
    expect(boot.customisation?.threadColours.map((colour) => colour.code)).toEqual(['WHT', 'BLK', 'RED', 'GLD']);
    expect(boot.customisation?.laceColours[0]).toMatchObject({ code: 'STD', name: 'Original laces' });
    const french = await details(BOOT, { 'x-site-id': 'sb-ca', 'x-locale': 'fr-ca' });
    expect(french.customisation).toMatchObject({
      prices: { initials: 20, laces: 7, currency: 'CAD' },
      placements: [
        { code: 'heel', name: 'Talon' },
        { code: 'tongue', name: 'Languette' },
      ],
    });
    expect((await details('SBJK10001')).customisation).toBeNull();
  });

  it('saves a design as a recipe, refusing bad fields by name and products that cannot be customised', async () => {
    const { accessToken: token } = await guestSession(app);
    const res = await call(app, 'POST', `/products/v1/products/${BOOT}/customs/recipes`, { token, body: design });
    expect(res.status).toBe(201);
    const recipe = (await res.json()) as CustomsJson & { productId: string };
    expect(recipe).toMatchObject({
      productId: BOOT,
      initials: 'AB',
      threadColour: { code: 'GLD', name: 'Gold' },
      laceColour: { code: 'RED' },
      placement: { code: 'tongue' },
      price: { amount: 20, currency: 'USD' },
    });
    expect(recipe.recipeId).toMatch(/^RCP[0-9A-F]{12}$/);
    expect(await (await call(app, 'GET', `/products/v1/customs/recipes/${recipe.recipeId}`)).json()).toMatchObject({
      recipeId: recipe.recipeId,
      initials: 'AB',
    });

    for (const [body, field] of [
      [{ ...design, initials: '' }, 'initials'],
      [{ ...design, initials: 'ABCD' }, 'initials'],
      [{ ...design, initials: 'A!' }, 'initials'],
      [{ ...design, threadColour: 'PNK' }, 'threadColour'],
    ] as const) {
      const refused = await errorOf(
        await call(app, 'POST', `/products/v1/products/${BOOT}/customs/recipes`, { token, body }),
      );
      expect(refused).toMatchObject({ status: 400, errorId: 'API400' });
      expect(refused.body.errorDetails[0]?.message).toContain(`"${field}"`);
    }
    expect(
      await errorOf(
        await call(app, 'POST', `/products/v1/products/SBJK10001/customs/recipes`, { token, body: design }),
      ),
    ).toMatchObject({ status: 404, errorId: 'ORD430' });
    expect(
      await errorOf(await call(app, 'POST', `/products/v1/products/${BOOT}/customs/recipes`, { body: design })),
    ).toMatchObject({ status: 401 });
    expect(await errorOf(await call(app, 'GET', '/products/v1/customs/recipes/RCP000000000000'))).toMatchObject({
      status: 404,
    });
  });

  it('adds a design as its own made-to-order line priced with the customisation, and the order keeps it (not returnable)', async () => {
    const { accessToken: token } = await guestSession(app);
    const boot = await details(BOOT);
    const upc = boot.variants.find((variant) => variant.available)?.upc ?? boot.variants[0]?.upc;
    const recipe = (await (
      await call(app, 'POST', `/products/v1/products/${BOOT}/customs/recipes`, { token, body: design })
    ).json()) as CustomsJson;
    const plain = (await (
      await call(app, 'POST', `/products/v1/products/${BOOT}/customs/recipes`, {
        token,
        body: { initials: 'Z', threadColour: 'WHT' },
      })
    ).json()) as CustomsJson;
    expect(plain.price.amount).toBe(15);

    const cartId = ((await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as { id: string }).id;
    expect(
      await errorOf(
        await call(app, 'POST', '/cart/v1/item', {
          token,
          body: { cartId, productId: BOOT, upc, recipeId: 'RCP000000000000' },
        }),
      ),
    ).toMatchObject({ status: 404, errorId: 'ORD430' });
    await call(app, 'POST', '/cart/v1/item', {
      token,
      body: { cartId, productId: BOOT, upc, recipeId: recipe.recipeId },
    });
    const cart = (await (
      await call(app, 'POST', '/cart/v1/item', {
        token,
        body: { cartId, productId: BOOT, upc, recipeId: plain.recipeId },
      })
    ).json()) as {
      items: Line[];
      shippingMethods: { shippingId: string; code: string }[];
      totals: { itemSubTotal: number };
    };
    expect(cart.items).toHaveLength(2);
    const line = cart.items.find((item) => item.recipeId === recipe.recipeId);
    expect(line).toMatchObject({
      fulfilment: 'customs',
      isCustoms: true,
      price: { current: boot.price.current + 20 },
      customs: { initials: 'AB', threadColour: { name: 'Gold' }, price: { amount: 20 }, returnable: false },
    });
    expect(line?.customsExternalUrl).toMatch(new RegExp(`^/en-us/p/[a-z-]+-${BOOT}\\?recipe=${recipe.recipeId}$`));
    // Made to order: one option, no pickup, the customs lead time.
    expect(
      line?.shippingOptions.map((option) => [
        option.shippingMethod.code,
        option.selected,
        option.shippingMethod.deliveryTime,
      ]),
    ).toEqual([['customs', true, '14-21 business days']]);
    expect(cart.shippingMethods.map((method) => method.code)).toEqual(['customs']);
    expect(cart.totals.itemSubTotal).toBe(Math.round((boot.price.current * 2 + 35) * 100) / 100);

    // A recipe of another product is refused; a line's design can be replaced by a new recipe.
    expect(
      await errorOf(
        await call(app, 'PUT', `/cart/v1/cart/${cartId}/item`, {
          token,
          body: { itemId: line?.id, qty: 1, recipeId: 'RCP000000000000' },
        }),
      ),
    ).toMatchObject({ errorId: 'ORD430' });
    const changed = (await (
      await call(app, 'PUT', `/cart/v1/cart/${cartId}/item`, {
        token,
        body: { itemId: line?.id, qty: 2, recipeId: plain.recipeId },
      })
    ).json()) as { items: Line[] };
    expect(changed.items.find((item) => item.id === line?.id)).toMatchObject({
      customs: { initials: 'Z', price: { amount: 15 } },
      price: { current: boot.price.current + 15 },
    });

    for (const [method, path, body] of [
      ['POST', `/cart/v2/cart/${cartId}/shippingAddress`, { list: [address] }],
      ['POST', `/cart/v1/cart/${cartId}/billingAddress`, address],
      [
        'POST',
        `/cart/v1/cart/${cartId}/paymentInstruments`,
        { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard('4242424242424242') },
      ],
    ] as const) {
      expect((await call(app, method, path, { token, body })).status).toBe(200);
    }
    const placed = await call(app, 'PUT', '/cart/v2/checkout/order', {
      token,
      headers: { 'idempotency-key': `customs-${process.pid}` },
      body: { cartId, paymentMethod: { code: 'CREDIT_CARD' } },
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as {
      orderNumber: string;
      items: {
        lineNo: number;
        fulfilment: string;
        isCustoms: boolean;
        price: { current: number };
        customs: CustomsJson | null;
      }[];
    };
    expect(order.items.every((item) => item.fulfilment === 'customs' && item.isCustoms)).toBe(true);
    expect(order.items.map((item) => item.customs?.initials).sort()).toEqual(['Z', 'Z']);
    expect(order.items[0]?.price.current).toBe(boot.price.current + 15);
    const read = (await (
      await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token })
    ).json()) as typeof order;
    expect(read.items[0]?.customs).toMatchObject({
      initials: 'Z',
      threadColour: { code: 'WHT', name: 'White' },
      leadTime: '14-21 business days',
    });
    const refused = await errorOf(
      await call(app, 'POST', `/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`, {
        token,
        body: { items: [{ lineNo: 1, qty: 1 }] },
      }),
    );
    expect(refused).toMatchObject({ status: 400, errorId: 'RTN500' });
  });

  it('prices a design per currency: initials, and laces unless they are the original ones', () => {
    expect(customsPrice({ laceColour: 'STD' }, 'USD')).toBe(15);
    expect(customsPrice({ laceColour: 'BLU' }, 'GBP')).toBe(16);
    expect(customsPrice({ laceColour: 'RED' }, 'CAD')).toBe(27);
  });
});
