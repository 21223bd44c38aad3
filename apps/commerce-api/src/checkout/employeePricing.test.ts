import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { tokeniseCard } from '../payments/sandboxCards';
import { call } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

interface Cart {
  id: string;
  totals: { itemSubTotal: number; totalDiscount: number; employeeDiscount: number; total: number };
  items: { price: { priceAfterItemDiscount: number } }[];
  promoSummary: { promotionId: string; discount: number }[];
}

const address = {
  firstName: 'Jordan',
  lastName: 'Blake',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'jordan.blake@example.com',
};

async function employeeSpend() {
  const [row] = await queryRows<{ spend: string }>(
    database.db,
    sql`select p.current_spend as spend from consumer_programmes p join consumer_profiles c on c.consumer_no = p.consumer_no where c.email = 'jordan.blake@example.com' and p.programme = 'EMPLOYEE'`,
  );
  return Number(row?.spend);
}

describe('employee pricing', () => {
  it('discounts the cart only once the terms are accepted, puts the discount on the order and counts the spend against the cap', async () => {
    const { accessToken: token } = await registeredSession(app, 'jordan.blake@example.com', DEMO_PASSWORD);
    const [variant] = await queryRows<{ productId: string; upc: string; price: string }>(
      database.db,
      sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
           join inventory i on i.upc = v.upc and i.location_id = 'online'
          where i.quantity >= 20 and p.is_digital = false order by v.upc limit 1`,
    );
    const { id: cartId } = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as { id: string };
    const before = (await (
      await call(app, 'POST', '/cart/v1/item', {
        token,
        body: { cartId, productId: variant?.productId, upc: variant?.upc, qty: 1 },
      })
    ).json()) as Cart;
    expect(before.totals.employeeDiscount).toBe(0);
    expect(before.promoSummary.find((entry) => entry.promotionId === 'EMPLOYEE_DISCOUNT')).toBeUndefined();

    const profile = (await (
      await call(app, 'PUT', '/consumers-v3/consumer', {
        token,
        body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
      })
    ).json()) as {
      consumerDetails: { employee: { discountPercent: number } };
    };
    expect(profile.consumerDetails.employee.discountPercent).toBe(30);
    const cart = (await (await call(app, 'GET', `/cart/v1/cart/${cartId}`, { token })).json()) as Cart;
    const subtotal = cart.totals.itemSubTotal;
    const discount = Math.round(subtotal * 30) / 100;
    expect(cart.totals.employeeDiscount).toBe(discount);
    expect(cart.items[0]?.price.priceAfterItemDiscount).toBe(Math.round((subtotal - discount) * 100) / 100);
    expect(cart.promoSummary).toContainEqual(expect.objectContaining({ promotionId: 'EMPLOYEE_DISCOUNT', discount }));

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
    const spendBefore = await employeeSpend();
    const placed = await call(app, 'PUT', '/cart/v2/checkout/order', {
      token,
      headers: { 'idempotency-key': `employee-${process.pid}` },
      body: { cartId, paymentMethod: { code: 'CREDIT_CARD' } },
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { orderNumber: string; totals: { employeeDiscount: number } };
    expect(order.totals.employeeDiscount).toBe(discount);
    const read = (await (
      await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token })
    ).json()) as { totals: { employeeDiscount: number } };
    expect(read.totals.employeeDiscount).toBe(discount);
    expect(await employeeSpend()).toBeCloseTo(spendBefore + subtotal - discount, 2);
  });
});
