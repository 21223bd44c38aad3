import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf, guestSession } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import type { CartTotals } from './toCartJson';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

interface Item {
  id: string;
  productId: string;
  upc: string;
  qty: number;
  maxQty: number;
  fulfilment: string;
  storeId: string | null;
  price: { rowTotal: number; priceAfterOrderDiscount: number };
  productImageURL: string;
  customerNotifications: { code: string }[];
  productPromotions: { promotionId: string }[];
}
interface Cart {
  id: string;
  currency: string;
  totalItems: number;
  items: Item[];
  totals: CartTotals;
  couponItems: { code: string; applied: boolean }[];
  shippingMethods: {
    shippingId: string;
    code: string;
    applicableShippingMethods: { code: string; selected: boolean; price: { amount: number } }[];
  }[];
  shipments: {
    shipmentId: string;
    shippingMethod: { code: string; deliveryTime: string; price: { amount: number } };
  }[];
  payment_instruments: { id: string; payment_method_id: string; amount: number; lastFour?: string }[];
  approachingPromotions: { promotionId: string; thresholdStatus: string }[];
  promoSummary: { promotionId: string }[];
  notificationList: { type: string }[];
  saveForLaterItems: {
    id: string;
    itemId: string;
    saveForLaterId: string;
    name: string | null;
    qty: number;
    available: boolean;
    upc: string;
  }[];
  shippingAddress: unknown;
}

const variant = async (where: string) => {
  const [row] = await queryRows<{ productId: string; upc: string; online: number }>(
    database.db,
    sql.raw(`select v.product_id as "productId", v.upc, i.quantity as online from product_variants v
               join products p on p.id = v.product_id join inventory i on i.upc = v.upc and i.location_id = 'online'
              where ${where} order by v.upc limit 1`),
  );
  if (!row) throw new Error(`no variant where ${where}`);
  return row;
};

async function newCart(site = 'sb-us') {
  const { accessToken: token } = await guestSession(app);
  const cart = (await (
    await call(app, 'POST', '/cart/v1/cart', { token, headers: { 'x-site-id': site } })
  ).json()) as Cart;
  return { token, cart };
}
const send = async (token: string, method: string, path: string, body?: unknown) =>
  call(app, method, path, { token, ...(body === undefined ? {} : { body }) });
const ok = async (res: Response) => {
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return (await res.json()) as Cart;
};

describe('POST /cart/v1/item', () => {
  it('adds one unit by default, merges the same variant, and computes totals on the server', async () => {
    const { token, cart } = await newCart();
    const item = await variant("p.max_qty is null and p.product_type = 'jacket' and i.quantity >= 10");
    let result = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ qty: 1, maxQty: 999999, fulfilment: 'home' });
    expect(result.items[0]?.productImageURL).toMatch(/^http:\/\/shop\.test\/media\/product-jacket-/);
    result = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc, qty: 2 }),
    );
    expect(result.items).toHaveLength(1);
    expect(result.totalItems).toBe(3);
    expect(result.totals.itemSubTotal).toBe(result.items[0]?.price.rowTotal);
    expect(result.totals.total).toBe(
      Math.round(
        (result.totals.itemSubTotal -
          (result.totals.totalDiscount - (result.totals.itemTotal - result.totals.itemSubTotal)) +
          result.totals.shipping) *
          100,
      ) / 100,
    );
    expect(result.totals.totalDiscountPercentage).toBe(
      Math.round((result.totals.totalDiscount / result.totals.itemTotal) * 1000) / 10,
    );
  });

  it('enforces stock (INV700, INV406), the max quantity (INV408) and known variants (ORD430)', async () => {
    const { token, cart } = await newCart();
    const none = await variant('i.quantity = 0 and p.is_digital = false');
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: none.productId, upc: none.upc }),
      ),
    ).toMatchObject({ status: 409, errorId: 'INV700' });
    const few = await variant('i.quantity between 1 and 3 and p.max_qty is null');
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: cart.id,
          productId: few.productId,
          upc: few.upc,
          qty: few.online + 1,
        }),
      ),
    ).toMatchObject({ status: 409, errorId: 'INV406' });
    const limited = await variant('p.max_qty = 2 and i.quantity >= 5');
    await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: limited.productId,
        upc: limited.upc,
        qty: 2,
      }),
    );
    const over = await errorOf(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: limited.productId, upc: limited.upc }),
    );
    expect(over).toMatchObject({ status: 409, errorIds: ['ADDED_MAX_QUANTITY', 'INV408'] });
    expect(over.body.errorDetails[0]?.message).toMatch(/maxAllowedQty 2/);
    // A refused add changes nothing: the line keeps its two.
    const after = (await (await send(token, 'GET', `/cart/v1/cart/${cart.id}`)).json()) as {
      items: { upc: string; qty: number }[];
    };
    expect(after.items.find((item) => item.upc === limited.upc)?.qty).toBe(2);
    const shopperCap = await variant('p.max_qty is null and i.quantity >= 5');
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: cart.id,
          productId: shopperCap.productId,
          upc: shopperCap.upc,
          qty: 3,
          maxQty: 2,
        }),
      ),
    ).toMatchObject({ errorIds: ['ADDED_MAX_QUANTITY', 'INV408'] });
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: 'SBJK10001', upc: '000000000000' }),
      ),
    ).toMatchObject({ status: 404, errorIds: ['ITEM_NOT_AVAILABLE', 'ORD430'] });
  });

  it('refuses unknown fields, bad types and other carts', async () => {
    const { token, cart } = await newCart();
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: 'SBJK10001', upc: '1', extra: 1 }),
      ),
    ).toMatchObject({ status: 400, errorId: 'API400' });
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: cart.id,
          productId: 'SBJK10001',
          upc: '840001000000',
          qty: 0,
        }),
      ),
    ).toMatchObject({ status: 400 });
    const other = await newCart();
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: other.cart.id,
          productId: 'SBJK10001',
          upc: '840001000000',
        }),
      ),
    ).toMatchObject({ status: 404, errorIds: ['CART_NOT_FOUND', 'BSK404'] });
  });

  it('puts a line in store pickup with action=pickup, checking the store stock (INV701)', async () => {
    const { token, cart } = await newCart();
    const [stocked] = await queryRows<{ productId: string; upc: string; storeId: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc, i.location_id as "storeId" from inventory i join product_variants v on v.upc = i.upc
           join products p on p.id = v.product_id where i.location_id = '1001' and i.quantity >= 2 and p.max_qty is null order by v.upc limit 1`,
    );
    const result = await ok(
      await call(app, 'POST', '/cart/v1/item?action=pickup&favStoreId=1001', {
        token,
        body: { cartId: cart.id, productId: stocked?.productId, upc: stocked?.upc },
      }),
    );
    expect(result.items[0]).toMatchObject({ fulfilment: 'pickup', storeId: '1001' });
    expect(result.totals.shipping).toBe(0);
    expect(result.shippingMethods.map((m) => m.shippingId)).toEqual(['pickup-1001']);
    const [missing] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
           where p.is_digital = false and not exists (select 1 from inventory i where i.upc = v.upc and i.location_id = '1001' and i.quantity > 0) order by v.upc limit 1`,
    );
    expect(
      await errorOf(
        await call(app, 'POST', '/cart/v1/item?action=pickup', {
          token,
          body: { cartId: cart.id, productId: missing?.productId, upc: missing?.upc, storeId: '1001' },
        }),
      ),
    ).toMatchObject({ status: 409, errorId: 'INV701' });
  });

  it('takes gift cards with an amount between 10 and 500 (INV405, INV407)', async () => {
    const { token, cart } = await newCart();
    const card = await variant('p.is_digital');
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: card.productId, upc: card.upc }),
      ),
    ).toMatchObject({ errorId: 'INV405' });
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: cart.id,
          productId: card.productId,
          upc: card.upc,
          customAmount: 5,
        }),
      ),
    ).toMatchObject({ errorId: 'INV407' });
    const result = await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: card.productId,
        upc: card.upc,
        customAmount: 75,
        giftOption: { to: 'Sam', message: 'Happy trails' },
      }),
    );
    expect(result.totals).toMatchObject({ total: 75, shipping: 0, tax: 0 });
    expect(result.shippingMethods[0]?.code).toBe('digital');
  });
});

describe('promotion texts', () => {
  it("names the cart's promotions in the request's language (x-locale), each piece of the callout but its code", async () => {
    const { token, cart } = await newCart('sb-ca');
    const tent = await variant("p.product_type = 'tent' and p.max_qty is null and i.quantity >= 2");
    const add = (locale: string) =>
      call(app, 'POST', '/cart/v1/item', {
        token,
        headers: { 'x-site-id': 'sb-ca', 'x-locale': locale },
        body: { cartId: cart.id, productId: tent.productId, upc: tent.upc },
      });
    type Summary = { promoSummary: { promotionId: string; promotionName: string; calloutMessage: string }[] };
    const english = (await ok(await add('en_CA'))) as unknown as Summary;
    const french = (await ok(await add('fr_CA'))) as unknown as Summary;
    const entry = (answer: Summary, id: string) =>
      answer.promoSummary.find((promotion) => promotion.promotionId === id);
    expect(entry(english, 'TENTS15')).toMatchObject({ calloutMessage: 'TENTS15|Tent sale|15% off every tent' });
    expect(entry(french, 'TENTS15')).toMatchObject({
      promotionName: '15\u00a0% de rabais sur les tentes',
      calloutMessage: 'TENTS15|Solde de tentes|15\u00a0% de rabais sur toutes les tentes',
    });
    expect(entry(french, 'FREESHIP')?.calloutMessage).toBe('FREESHIP|Livraison gratuite|Livraison standard gratuite');
  });
});

describe('product texts', () => {
  it("names a line's product and colour in the request's language (x-locale), from the catalogue", async () => {
    const { token, cart } = await newCart('sb-ca');
    const jacket = await variant("p.id = 'SBJK10001' and i.quantity >= 2");
    const [stored] = await queryRows<{ colorName: string }>(
      database.db,
      sql`select color_name as "colorName" from product_variants where upc = ${jacket.upc}`,
    );
    const add = (locale: string) =>
      call(app, 'POST', '/cart/v1/item', {
        token,
        headers: { 'x-site-id': 'sb-ca', 'x-locale': locale },
        body: { cartId: cart.id, productId: jacket.productId, upc: jacket.upc },
      });
    type Line = { name: string; variants: { code: string; value: string }[]; attributes: { color: { value: string } } };
    const line = async (locale: string) => ((await ok(await add(locale))).items as unknown as Line[])[0] as Line;
    const english = await line('en_CA');
    const french = await line('fr_CA');
    expect(english.name).toBe("Men's Ridgeline Down Jacket");
    expect(english.attributes.color.value).toBe(stored?.colorName);
    expect(french.name).toBe('Manteau en duvet Ridgeline pour homme');
    expect(french.attributes.color.value).not.toBe(stored?.colorName);
    expect(french.variants.find((entry) => entry.code === 'color')?.value).toBe(french.attributes.color.value);
  });
});

describe('PUT /cart/v1/cart/{basketId}/item and DELETE /cart/v1/item', () => {
  it('changes quantity and size, moves a line home, and removes it', async () => {
    const { token, cart } = await newCart();
    const item = await variant("p.max_qty is null and i.quantity >= 10 and p.product_type = 'hiking-boot'");
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    const itemId = added.items[0]?.id;
    const updated = await ok(
      await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { cartId: cart.id, itemId, qty: 4 }),
    );
    expect(updated.items[0]?.qty).toBe(4);
    const tooMany = await errorOf(
      await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { itemId, qty: item.online + 1 }),
    );
    expect(tooMany).toMatchObject({ errorId: 'INV406' });
    // How many there are travels with the refusal, for the shop to say it in the shopper's language.
    expect(tooMany.body.errorDetails[0]?.availableQuantity).toBe(item.online);
    expect(
      await errorOf(
        await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, {
          itemId: '00000000-0000-0000-0000-000000000000',
          qty: 1,
        }),
      ),
    ).toMatchObject({ status: 404, errorId: '4044' });
    const removed = await ok(await send(token, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId, upc: item.upc }));
    expect(removed.items).toEqual([]);
    expect(removed.totals.total).toBe(0);
    expect(await errorOf(await send(token, 'DELETE', '/cart/v1/item', { cartId: cart.id, itemId }))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });
});

describe('coupons', () => {
  it('applies a valid code once and answers the PRM errors', async () => {
    const { token, cart } = await newCart();
    const jacket = await variant("p.product_type = 'jacket' and p.max_qty is null and i.quantity >= 5");
    expect(
      await errorOf(await send(token, 'PUT', '/cart/v1/coupon', { cartId: cart.id, code: 'AUTUMN10' })),
    ).toMatchObject({ status: 400, errorId: 'PRM160' });
    const before = await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: jacket.productId,
        upc: jacket.upc,
        qty: 2,
      }),
    );
    const after = await ok(await send(token, 'PUT', '/cart/v1/coupon', { cartId: cart.id, code: 'autumn10' }));
    expect(after.couponItems).toEqual([expect.objectContaining({ code: 'AUTUMN10', applied: true })]);
    expect(after.totals.total).toBeLessThan(before.totals.total);
    expect(after.promoSummary.map((p) => p.promotionId)).toContain('AUTUMN10');
    const errors = await Promise.all(
      [
        ['AUTUMN10', 'PRM150'],
        ['NOPE', 'PRM130'],
        ['SUMMER25', 'PRM135'],
        ['SPRING26', 'PRM140'],
        ['STAFFONLY', 'PRM140'],
        ['FIRST100', 'PRM155'],
        ['TRAIL20', 'PRM160'],
      ].map(
        async ([code]) =>
          (await errorOf(await send(token, 'PUT', '/cart/v1/coupon', { cartId: cart.id, code }))).errorId,
      ),
    );
    expect(errors).toEqual(['PRM150', 'PRM130', 'PRM135', 'PRM140', 'PRM140', 'PRM155', 'PRM160']);
    const removed = await ok(await send(token, 'DELETE', '/cart/v1/coupon', { cartId: cart.id, code: 'AUTUMN10' }));
    expect(removed.totals.total).toBe(before.totals.total);
    expect(
      await errorOf(await send(token, 'DELETE', '/cart/v1/coupon', { cartId: cart.id, code: 'AUTUMN10' })),
    ).toMatchObject({ status: 404, errorId: 'PRM416' });
  });
});

describe('shipping, billing and payment', () => {
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

  it('validates and sets the shipping address, taxes by its state, and switches the home method', async () => {
    const { token, cart } = await newCart();
    const item = await variant("p.max_qty is null and i.quantity >= 5 and p.product_type = 'beanie'");
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    expect(added.approachingPromotions[0]).toMatchObject({ promotionId: 'FREESHIP' });
    const bad = await errorOf(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
        list: [{ ...address, postalCode: 'ABC' }],
      }),
    );
    expect(bad).toMatchObject({ status: 400, errorIds: ['SHP410'] });
    const poBox = await errorOf(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
        list: [{ ...address, postalCode: 'ABC', addressLine1: 'P.O. Box 12' }],
      }),
    );
    expect(poBox).toMatchObject({ status: 400, errorIds: ['SHIPPING_POBOX_UNAVAILABLE', 'SHP410', 'SHP410'] });
    expect(poBox.body.errorDetails[0]?.message).toBe('addressLine1: We cannot ship to a PO box');
    const abroad = await errorOf(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
        list: [{ ...address, country: 'DE', province: undefined, postalCode: '10115' }],
      }),
    );
    expect(abroad).toMatchObject({ status: 400, errorIds: ['CANT_SHIP_THERE', 'SHP410'] });
    const withAddress = await ok(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { list: [address] }),
    );
    expect(withAddress.totals.tax).toBeCloseTo(
      (withAddress.totals.itemSubTotal + withAddress.totals.shipping) * 0.029,
      1,
    );
    const check = (await (
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/shippingAddress/validation`, {
        ...address,
        addressLine1: 'PO Box 12',
      })
    ).json()) as { valid: boolean };
    expect(check.valid).toBe(false);
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/shippingMethod', { cartId: cart.id, shippingId: 'me', code: 'pudo' }),
      ),
    ).toMatchObject({ errorId: 'STR404' });
    const pudo = await ok(
      await send(token, 'POST', '/cart/v1/shippingMethod', {
        cartId: cart.id,
        shippingId: 'me',
        code: 'pudo',
        storeId: '9001',
      }),
    );
    expect(pudo.totals.shipping).toBe(5.95);
    expect(pudo.shippingMethods[0]?.applicableShippingMethods.find((m) => m.selected)?.code).toBe('pudo');
    // Spec §3: a shipment's shipping method is an object (code, delivery time), as on a line's options.
    expect(pudo.shipments[0]).toMatchObject({
      shipmentId: 'me',
      shippingMethod: { code: 'pudo', deliveryTime: expect.any(String), price: { amount: 5.95 } },
    });
    const billing = await ok(await send(token, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, address));
    expect(billing).toMatchObject({ id: cart.id });
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { ...address, country: 'ZZ' }),
      ),
    ).toMatchObject({ errorId: 'BIL400' });
    const cleared = await ok(await send(token, 'DELETE', `/cart/v2/cart/${cart.id}/shippingAddress`));
    expect(cleared.shippingAddress).toBeNull();
  });

  it('prices the home methods with free shipping once its threshold is reached (spec §3 shipping promotions)', async () => {
    type Methods = {
      applicableShippingMethods: {
        code: string;
        price: { amount: number };
        shippingPromotions: { appliedDiscount: number; price: number }[];
      }[];
    };
    const { token, cart } = await newCart();
    const beanie = await variant("p.max_qty is null and i.quantity >= 5 and p.product_type = 'beanie'");
    await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: beanie.productId, upc: beanie.upc }),
    );
    const below = (await (await send(token, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/me`)).json()) as Methods;
    expect(below.applicableShippingMethods.map((m) => [m.code, m.price.amount, m.shippingPromotions])).toEqual([
      ['standard', 8.95, []],
      ['pudo', 5.95, []],
    ]);
    const jacket = await variant("p.max_qty is null and p.product_type = 'jacket' and i.quantity >= 5");
    const reached = await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: jacket.productId,
        upc: jacket.upc,
        qty: 2,
      }),
    );
    expect(reached.totals.shipping).toBe(0);
    const free = (await (await send(token, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/me`)).json()) as Methods;
    expect(free.applicableShippingMethods.map((m) => [m.code, m.price.amount, m.shippingPromotions])).toEqual([
      ['standard', 0, [expect.objectContaining({ promotionId: 'FREESHIP', appliedDiscount: 8.95, price: 0 })]],
      ['pudo', 0, [expect.objectContaining({ promotionId: 'FREESHIP', appliedDiscount: 5.95, price: 0 })]],
    ]);
    const lineOption = (
      reached.items[0] as unknown as {
        shippingOptions: {
          shippingMethod: { code: string; price: { amount: number } };
          cost: number;
          shippingPromotions: unknown[];
        }[];
      }
    ).shippingOptions[0];
    expect(lineOption).toMatchObject({
      shippingMethod: { code: 'standard', price: { amount: 0 } },
      cost: 0,
      shippingPromotions: [{ appliedDiscount: 8.95, price: 0 }],
    });
  });

  it('accepts the address fields of spec §3 that a saved address carries, and keeps the contact ones', async () => {
    const { token, cart } = await newCart();
    const saved = {
      ...address,
      addressId: 'a-1',
      countryCode: 'us',
      phoneCode: '+1',
      recipientContactPhone: '3035550199',
      approachType: 'S',
      main: true,
      isValidated: true,
      subscriptions: { newsletterConsent: false },
    };
    const withAddress = await ok(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, { list: [saved] }),
    );
    expect(withAddress.shippingAddress).toMatchObject({
      phoneCode: '+1',
      recipientContactPhone: '3035550199',
      country: 'US',
    });
    const mismatch = await errorOf(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
        list: [{ ...address, countryCode: 'CA' }],
      }),
    );
    expect(mismatch).toMatchObject({ status: 400, errorId: 'API400' });
    expect(mismatch.body.errorDetails[0]?.message).toMatch(/countryCode/);
  });

  it('lists payment methods, takes a sandbox card and a gift card, and checks gift card balances', async () => {
    const { token, cart } = await newCart();
    const item = await variant("p.max_qty is null and i.quantity >= 5 and p.product_type = 'tent'");
    await ok(await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }));
    const methods = (await (await send(token, 'GET', `/cart/v1/cart/${cart.id}/paymentMethods`)).json()) as {
      paymentMethods: { id: string }[];
    };
    expect(methods.paymentMethods.map((m) => m.id)).toEqual(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']);
    const withCard = await ok(
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        payment_method_id: 'CREDIT_CARD',
        payment_instrument_id: tokeniseCard('4242424242424242'),
      }),
    );
    expect(withCard.payment_instruments[0]).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      lastFour: '4242',
      amount: withCard.totals.total,
    });
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
          payment_method_id: 'CREDIT_CARD',
          payment_instrument_id: 'tok_unknown',
        }),
      ),
    ).toMatchObject({ errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND', 'PYT404'] });
    const balance = await send(token, 'POST', '/cart/v1/giftcard/balance', {
      cardNumber: '6035550000000002',
      pin: '1234',
    });
    expect(await balance.json()).toMatchObject({ balance: 25, currency: 'USD', lastFour: '0002' });
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/giftcard/balance', { cardNumber: '6035550000000002', pin: '9999' }),
      ),
    ).toMatchObject({ errorIds: ['GC_INVALID2', 'GFC400'] });
    const withGift = await ok(
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: '6035550000000002', pin: '1234' },
      }),
    );
    expect(withGift.totals.remainingToPay).toBe(Math.round((withGift.totals.total - 25) * 100) / 100);
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
          payment_method_id: 'GIFT_CARD',
          giftCard: { number: '6035550000000003', pin: '1234' },
        }),
      ),
    ).toMatchObject({ errorIds: ['GC_ZERO_BALANCE', 'GFC700'] });
    const gift = withGift.payment_instruments.find((p) => p.payment_method_id === 'GIFT_CARD');
    const without = await ok(
      await send(token, 'DELETE', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_instrument_id: gift?.id }),
    );
    expect(without.totals.remainingToPay).toBe(without.totals.total);
  });

  it('takes PayPal only with an approval the sandbox gave for this cart and amount, else 402 PYT300 and no PayPal on the cart', async () => {
    const { token, cart } = await newCart();
    const item = await variant("p.max_qty is null and i.quantity >= 5 and p.product_type = 'tent'");
    await ok(await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }));
    const forged = await errorOf(
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        payment_method_id: 'PAYPAL',
        payment_instrument_id: 'ppapr_forged-token.0123456789abcdef0123456789abcdef',
      }),
    );
    expect(forged).toMatchObject({ status: 402, errorIds: ['PAYMENT_ERROR', 'PYT300'] });
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, { payment_method_id: 'PAYPAL' }),
      ),
    ).toMatchObject({ status: 402, errorIds: ['PAYMENT_ERROR', 'PYT300'] });
    expect(
      (await ok(await send(token, 'GET', `/cart/v1/cart/${cart.id}`))).payment_instruments.some(
        (p) => p.payment_method_id === 'PAYPAL',
      ),
    ).toBe(false);
    const session = (await (
      await send(
        token,
        'GET',
        `/cart/v1/paymentSession?paymentMethodId=PAYPAL&basketId=${cart.id}&referer=${encodeURIComponent('http://shop.test/en-us/checkout')}`,
      )
    ).json()) as { sessionId: string };
    const approved = await app.request('/payments/sandbox/v1/paypal', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: session.sessionId, decision: 'approve' }).toString(),
    });
    const approval = new URL(approved.headers.get('location') ?? '').searchParams.get('paypalToken') ?? '';
    const withPayPal = await ok(
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
        payment_method_id: 'PAYPAL',
        payment_instrument_id: approval,
      }),
    );
    expect(withPayPal.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'PAYPAL' })]);
    // The approval is for the amount it was given for: once a second item changes it, it no longer pays.
    await ok(await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }));
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/paymentInstruments`, {
          payment_method_id: 'PAYPAL',
          payment_instrument_id: approval,
        }),
      ),
    ).toMatchObject({ status: 402, errorIds: ['PAYMENT_ERROR', 'PYT300'] });
  });
});

describe('save for later, price adjustments, cartWithItem, reserveWithItem, deviceFingerPrint', () => {
  it('moves a line to save-for-later and back; a sold-out saved item stays saved with ITEM_OOS', async () => {
    const { token, cart } = await newCart();
    const item = await variant('p.max_qty is null and i.quantity >= 5');
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    const saved = await ok(
      await send(token, 'PUT', '/cart/v2/saveForLater', { cartId: cart.id, itemId: added.items[0]?.id }),
    );
    expect(saved.items).toEqual([]);
    expect(saved.saveForLaterItems).toHaveLength(1);
    // Spec §3 saved-for-later entry (itemId, pageUrl, available, qty), with what the cart page shows of it.
    expect(saved.saveForLaterItems[0]).toMatchObject({
      itemId: saved.saveForLaterItems[0]?.id,
      qty: 1,
      available: true,
      upc: item.upc,
    });
    expect(saved.saveForLaterItems[0]?.name).toEqual(expect.any(String));
    expect((saved.saveForLaterItems[0] as unknown as { pageUrl: string }).pageUrl).toMatch(/\/p\//);
    const back = await ok(
      await send(token, 'POST', `/cart/v2/cart/${cart.id}/saveForLater`, { itemId: saved.saveForLaterItems[0]?.id }),
    );
    expect(back.items).toHaveLength(1);
    expect(back.saveForLaterItems).toEqual([]);
    const again = await ok(
      await send(token, 'PUT', '/cart/v2/saveForLater', { cartId: cart.id, itemId: back.items[0]?.id }),
    );
    const entry = again.saveForLaterItems[0];
    // Sold out meanwhile: spec §8 ITEM_OOS "could not be moved to cart", the stock id second; the item stays saved.
    await database.db.execute(
      sql`update inventory set quantity = 0 where upc = ${item.upc} and location_id = 'online'`,
    );
    try {
      expect(
        await errorOf(await send(token, 'POST', `/cart/v2/cart/${cart.id}/saveForLater`, { itemId: entry?.id })),
      ).toMatchObject({ status: 409, errorIds: ['ITEM_OOS', 'INV700'] });
    } finally {
      await database.db.execute(
        sql`update inventory set quantity = ${item.online} where upc = ${item.upc} and location_id = 'online'`,
      );
    }
    expect(
      (await send(token, 'DELETE', `/cart/v2/saveForLater/${entry?.saveForLaterId}/items/${entry?.id}`)).status,
    ).toBe(200);
  });

  it('sets and removes the gift option of a line already in the cart', async () => {
    const { token, cart } = await newCart();
    const item = await variant('p.max_qty is null and i.quantity >= 5');
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    const itemId = added.items[0]?.id;
    const gift = { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' };
    const withGift = await ok(
      await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { itemId, qty: 1, giftOption: gift }),
    );
    expect((withGift.items[0] as unknown as { giftOption: unknown }).giftOption).toEqual(gift);
    const kept = await ok(await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { itemId, qty: 2 }));
    expect((kept.items[0] as unknown as { giftOption: unknown }).giftOption).toEqual(gift);
    const without = await ok(
      await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { itemId, qty: 2, giftOption: null }),
    );
    expect((without.items[0] as unknown as { giftOption: unknown }).giftOption).toBeNull();
    expect(
      await errorOf(
        await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, {
          itemId,
          qty: 2,
          giftOption: { email: 'not-an-email' },
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('lets only store associates adjust prices', async () => {
    const { token, cart } = await newCart();
    expect(
      await errorOf(
        await send(token, 'POST', `/cart/v1/cart/${cart.id}/price_adjustments`, {
          kind: 'percent',
          value: 10,
          reason: 'Damaged box',
        }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('creates the cart with its first item, reserves in store, and stores a device fingerprint', async () => {
    const { accessToken: token } = await guestSession(app);
    const item = await variant('p.max_qty is null and i.quantity >= 5');
    const created = await ok(
      await send(token, 'POST', '/cart/v1/cartWithItem', { productId: item.productId, upc: item.upc, qty: 2 }),
    );
    expect(created.totalItems).toBe(2);
    const [stocked] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from inventory i join product_variants v on v.upc = i.upc join products p on p.id = v.product_id
           where i.location_id = '1003' and i.quantity >= 1 and p.max_qty is null order by v.upc limit 1`,
    );
    const reserved = await ok(
      await send(token, 'POST', '/cart/v1/reserveWithItem', {
        productId: stocked?.productId,
        upc: stocked?.upc,
        storeId: '1003',
      }),
    );
    expect(reserved.items.find((i) => i.upc === stocked?.upc)).toMatchObject({ fulfilment: 'pickup', storeId: '1003' });
    expect(
      (
        await send(token, 'POST', '/cart/v1/deviceFingerPrint', {
          cartId: created.id,
          deviceFingerPrint: 'fp-1234567890',
        })
      ).status,
    ).toBe(200);
  });
});

describe('the supply check (GET cart with inventorySupplyCheck=true)', () => {
  it('moves a pickup line the store ran out of to ship-to-store, and trims lines to the stock left', async () => {
    const { token, cart } = await newCart();
    const [stocked] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from inventory i join product_variants v on v.upc = i.upc join products p on p.id = v.product_id
           join inventory o on o.upc = v.upc and o.location_id = 'online'
           where i.location_id = '1002' and i.quantity >= 1 and o.quantity >= 5 and p.max_qty is null order by v.upc limit 1`,
    );
    await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: stocked?.productId,
        upc: stocked?.upc,
        storeId: '1002',
      }),
    );
    const home = await variant('p.max_qty is null and i.quantity >= 6');
    await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: home.productId, upc: home.upc, qty: 5 }),
    );
    await database.db.execute(
      sql`update inventory set quantity = 0 where upc = ${stocked?.upc} and location_id = '1002'`,
    );
    await database.db.execute(
      sql`update inventory set quantity = 2 where upc = ${home.upc} and location_id = 'online'`,
    );
    const checked = await ok(await send(token, 'GET', `/cart/v1/cart/${cart.id}?inventorySupplyCheck=true`));
    expect(checked.notificationList.map((n) => n.type).sort()).toEqual([
      'PickupToStsTransition',
      'ProductLineItemInventoryMissing',
    ]);
    expect(checked.items.find((i) => i.upc === stocked?.upc)?.fulfilment).toBe('sts');
    expect(checked.items.find((i) => i.upc === home.upc)?.qty).toBe(2);
  });
});

describe('delivery changes, customs, rewards and associates', () => {
  it('moves a line between home and pickup through shippingMethod, and reads one shipment', async () => {
    const { token, cart } = await newCart();
    const [stocked] = await queryRows<{ productId: string; upc: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from inventory i join product_variants v on v.upc = i.upc join products p on p.id = v.product_id
           join inventory o on o.upc = v.upc and o.location_id = 'online'
           where i.location_id = '1005' and i.quantity >= 1 and o.quantity >= 1 and p.max_qty is null order by v.upc limit 1`,
    );
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: stocked?.productId, upc: stocked?.upc }),
    );
    const itemId = added.items[0]?.id as string;
    const pickup = await ok(
      await send(token, 'POST', '/cart/v1/shippingMethod', {
        cartId: cart.id,
        shippingId: itemId,
        code: 'pickup',
        storeId: '1005',
      }),
    );
    expect(pickup.items[0]).toMatchObject({ fulfilment: 'pickup', storeId: '1005' });
    const shipment = (await (
      await send(token, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/pickup-1005`)
    ).json()) as { code: string; itemIds: string[] };
    expect(shipment).toMatchObject({ code: 'pickup', itemIds: [itemId] });
    const home = await ok(await send(token, 'PUT', `/cart/v1/cart/${cart.id}/item`, { itemId, qty: 1, storeId: null }));
    expect(home.items[0]).toMatchObject({ fulfilment: 'home', storeId: null });
    expect(
      await errorOf(await send(token, 'GET', `/cart/v1/cart/${cart.id}/shippingMethod/pickup-1005`)),
    ).toMatchObject({ status: 404, errorId: 'SHP404' });
  });

  it('offers pickup at the favourite store for home lines when the cart is read with favStoreId', async () => {
    const { token, cart } = await newCart();
    const item = await variant('p.max_qty is null and i.quantity >= 5 and p.is_digital = false');
    await ok(await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }));
    const read = (await (await send(token, 'GET', `/cart/v1/cart/${cart.id}?favStoreId=1001`)).json()) as {
      items: {
        shippingOptions: {
          selected: boolean;
          shippingMethod: { code: string };
          storeInfo?: { id: string; inventory: number };
        }[];
      }[];
    };
    const options = read.items[0]?.shippingOptions ?? [];
    expect(options.map((o) => [o.shippingMethod.code, o.selected])).toEqual([
      ['standard', true],
      ['pickup', false],
      ['sts', false],
    ]);
    expect(options[1]?.storeInfo).toMatchObject({ id: '1001', inventory: expect.any(Number) });
  });

  it('keeps customised boots on their own made-to-order line', async () => {
    const { token, cart } = await newCart();
    const boot = await variant('p.is_customizable and i.quantity >= 0');
    const recipe = (await (
      await send(token, 'POST', `/products/v1/products/${boot.productId}/customs/recipes`, {
        initials: 'SB',
        threadColour: 'WHT',
      })
    ).json()) as { recipeId: string };
    const result = await ok(
      await send(token, 'POST', '/cart/v1/item', {
        cartId: cart.id,
        productId: boot.productId,
        upc: boot.upc,
        recipeId: recipe.recipeId,
      }),
    );
    expect(result.items[0]).toMatchObject({ fulfilment: 'customs' });
    expect(result.shippingMethods[0]?.code).toBe('customs');
    const jacket = await variant('p.is_customizable = false and p.is_digital = false and i.quantity >= 1');
    expect(
      await errorOf(
        await send(token, 'POST', '/cart/v1/item', {
          cartId: cart.id,
          productId: jacket.productId,
          upc: jacket.upc,
          recipeId: recipe.recipeId,
        }),
      ),
    ).toMatchObject({ errorId: 'ORD430' });
  });

  it('lets only loyalty members apply rewards', async () => {
    const { token, cart } = await newCart();
    expect(
      await errorOf(await send(token, 'PUT', `/cart/v1/cart/${cart.id}/reward`, { appliedLoyaltyVoucher: 'LV500' })),
    ).toMatchObject({ status: 403, errorId: 'REW401' });
  });

  it('lets an associate signed in on the session adjust a line price, and undo it', async () => {
    const { token, cart } = await newCart();
    const login = await send(token, 'POST', '/consumers-v3/consumer/agent/login', {
      storeId: '1001',
      username: 'taylor.brooks',
      password: 'Associate26',
    });
    expect(login.status).toBe(200);
    const item = await variant("p.max_qty is null and i.quantity >= 5 and p.product_type = 'jacket'");
    const added = await ok(
      await send(token, 'POST', '/cart/v1/item', { cartId: cart.id, productId: item.productId, upc: item.upc }),
    );
    const adjusted = await ok(
      await send(token, 'POST', `/cart/v1/cart/${cart.id}/price_adjustments`, {
        itemId: added.items[0]?.id,
        kind: 'percent',
        value: 20,
        reason: 'Display model',
      }),
    );
    expect(adjusted.items[0]?.price.priceAfterOrderDiscount).toBe(
      Math.round((added.items[0]?.price.rowTotal ?? 0) * 80) / 100,
    );
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from cart_price_adjustments where cart_id = ${cart.id}`,
    );
    const undone = await ok(await send(token, 'DELETE', `/cart/v1/cart/${cart.id}/price_adjustments/${row?.id}`));
    expect(undone.items[0]?.price.priceAfterOrderDiscount).toBe(added.items[0]?.price.rowTotal);
  });
});

describe('the payment sandbox', () => {
  it('tokenises only valid, unexpired cards and opens a payment session', async () => {
    const token = async (number: string, expiryYear = 2030) =>
      call(app, 'POST', '/payments/sandbox/v1/tokens', { body: { number, expiryMonth: 12, expiryYear, cvc: '123' } });
    expect(await (await token('4000 0000 0000 3220')).json()).toMatchObject({
      token: expect.stringMatching(/^sandbox_tok_visa_3220_/),
      cardType: 'VISA',
      lastFour: '3220',
    });
    expect(await errorOf(await token('4242424242424241'))).toMatchObject({ status: 400, errorId: 'PYT400' });
    expect(await errorOf(await token('4242424242424242', 2020))).toMatchObject({
      status: 400,
      errorIds: ['CC_EXPIRY_DATE_INVALID', 'PYT402'],
    });
    const { token: shopper } = await newCart();
    const session = await send(shopper, 'GET', '/cart/v1/paymentSession?paymentMethodId=CREDIT_CARD');
    expect(await session.json()).toMatchObject({
      sessionId: expect.stringMatching(/^sess_/),
      tokenizeUrl: 'http://shop.test/payments/sandbox/v1/tokens',
    });
  });
});
