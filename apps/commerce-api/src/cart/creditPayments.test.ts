import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import type { CartJson } from './toCartJson';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

const address = {
  firstName: 'Kai',
  lastName: 'Nakamura',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'kai@example.com',
};
let offset = 0;

/** Signs in a demo account and fills its cart with one line; answers the token and the cart. */
async function cartOf(email: string, qty = 1) {
  const { accessToken: token } = await registeredSession(app, email, 'Trailhead26');
  const [variant] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false order by v.upc offset ${(offset += 1)} limit 1`,
  );
  const empty = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as CartJson;
  const cart = (await (
    await call(app, 'POST', '/cart/v1/item', {
      token,
      body: { cartId: empty.id, productId: variant?.productId, upc: variant?.upc, qty },
    })
  ).json()) as CartJson;
  return { token, cart };
}

const pay = (token: string, cartId: string, body: Record<string, unknown>) =>
  call(app, 'POST', `/cart/v1/cart/${cartId}/paymentInstruments`, { token, body });

async function athleteSpend() {
  const [row] = await queryRows<{ spend: string }>(
    database.db,
    sql`select current_spend as spend from consumer_programmes where programme = 'ATHLETE' and external_id = 'ATH-3301'`,
  );
  return Number(row?.spend);
}

describe('athlete payment (spec §3)', () => {
  it('shows the athlete credit left and the payable amount, pays part of the cart and records the spend on the order', async () => {
    const { token, cart } = await cartOf('kai.nakamura@example.com');
    expect(cart.athletePayment).toEqual({
      remainingAmount: 2350,
      payableAmount: cart.totals.remainingToPay,
      appliedAmount: 0,
    });

    const total = cart.totals.remainingToPay;
    const tooMuch = await pay(token, cart.id, { payment_method_id: 'ATHLETES_PAYMENT', amount: total + 1 });
    expect(await errorOf(tooMuch)).toMatchObject({ status: 409, errorId: 'PYT405' });

    const res = await pay(token, cart.id, { payment_method_id: 'ATHLETES_PAYMENT', amount: 10 });
    expect(res.status).toBe(200);
    const paid = (await res.json()) as CartJson;
    expect(paid.totals.remainingToPay).toBeCloseTo(total - 10, 2);
    expect(paid.athletePayment).toEqual({ remainingAmount: 2340, payableAmount: total, appliedAmount: 10 });
    expect(paid.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'ATHLETES_PAYMENT', amount: 10 }),
    ]);

    // A card pays the rest; placing the order takes the athlete's credit.
    for (const [path, body] of [
      [`/cart/v2/cart/${cart.id}/shippingAddress`, { list: [address] }],
      [`/cart/v1/cart/${cart.id}/billingAddress`, address],
      [
        `/cart/v1/cart/${cart.id}/paymentInstruments`,
        { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard('4242424242424242') },
      ],
    ] as const) {
      expect((await call(app, 'POST', path, { token, body })).status).toBe(200);
    }
    const before = await athleteSpend();
    const order = await call(app, 'PUT', '/cart/v2/checkout/order', {
      token,
      headers: { 'idempotency-key': 'athlete-part' },
      body: { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } },
    });
    expect(order.status).toBe(201);
    expect(await athleteSpend()).toBeCloseTo(before + 10, 2);
  });

  it('pays the whole cart by default, leaving nothing for a card', async () => {
    const { token, cart } = await cartOf('kai.nakamura@example.com');
    const paid = (await (await pay(token, cart.id, { payment_method_id: 'ATHLETES_PAYMENT' })).json()) as CartJson;
    expect(paid.totals.remainingToPay).toBe(0);
    expect(paid.athletePayment?.appliedAmount).toBe(cart.totals.remainingToPay);
    // Applying again replaces the earlier athlete payment rather than adding to it.
    const again = (await (
      await pay(token, cart.id, { payment_method_id: 'ATHLETES_PAYMENT', amount: 5 })
    ).json()) as CartJson;
    expect(
      again.payment_instruments.filter(
        (entry) => (entry as { payment_method_id: string }).payment_method_id === 'ATHLETES_PAYMENT',
      ),
    ).toHaveLength(1);
    expect(again.totals.remainingToPay).toBeCloseTo(cart.totals.remainingToPay - 5, 2);
  });

  it('is refused to a consumer who is not an athlete, whose cart shows no athlete payment', async () => {
    const { token, cart } = await cartOf('alex.rivera@example.com');
    expect(cart.athletePayment).toBeNull();
    expect(
      await errorOf(await pay(token, cart.id, { payment_method_id: 'ATHLETES_PAYMENT', amount: 5 })),
    ).toMatchObject({ status: 403, errorId: 'PYT405' });
  });
});

describe('reward codes (spec §3, §5)', () => {
  it("pays the code's value, refuses it twice on a cart, refuses unknown codes, and uses it up when the order is placed", async () => {
    const { token, cart } = await cartOf('maya.chen@example.com', 2);
    expect(
      await errorOf(await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-NOT-MINE' })),
    ).toMatchObject({ status: 404, errorId: 'REW130' });

    const res = await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'rwd-5off-maya' });
    expect(res.status).toBe(200);
    const paid = (await res.json()) as CartJson;
    expect(paid.totals.remainingToPay).toBeCloseTo(cart.totals.remainingToPay - 5, 2);
    expect(paid.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'REWARD_CODE', amount: 5, code: 'RWD-5OFF-MAYA' }),
    ]);
    expect(
      await errorOf(await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-5OFF-MAYA' })),
    ).toMatchObject({ status: 409, errorId: 'REW130' });

    for (const [path, body] of [
      [`/cart/v2/cart/${cart.id}/shippingAddress`, { list: [{ ...address, firstName: 'Maya', lastName: 'Chen' }] }],
      [`/cart/v1/cart/${cart.id}/billingAddress`, { ...address, firstName: 'Maya', lastName: 'Chen' }],
      [
        `/cart/v1/cart/${cart.id}/paymentInstruments`,
        { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard('4242424242424242') },
      ],
    ] as const) {
      expect((await call(app, 'POST', path, { token, body })).status).toBe(200);
    }
    // Choosing the card keeps the reward.
    const order = await call(app, 'PUT', '/cart/v2/checkout/order', {
      token,
      headers: { 'idempotency-key': 'reward-once' },
      body: { cartId: cart.id, paymentMethod: { code: 'CREDIT_CARD' } },
    });
    expect(order.status).toBe(201);
    const placed = (await order.json()) as { totals: { total: number; remainingToPay: number } };
    expect(placed.totals.remainingToPay).toBeCloseTo(placed.totals.total - 5, 2);

    // Used up by the order: REW140, the catalogue's 'This reward has already been used.'
    const next = await cartOf('maya.chen@example.com');
    expect(
      await errorOf(await pay(next.token, next.cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-5OFF-MAYA' })),
    ).toMatchObject({ status: 409, errorId: 'REW140' });
  });

  it('refuses an expired reward with REW135', async () => {
    await database.db
      .execute(sql`insert into consumer_payment_instruments (id, consumer_no, payment_method_id, main, fingerprint, details)
      select 'pi_test_maya_expired', consumer_no, 'REWARD_CODE', false, 'RWD-OLD-MAYA', '{"code":"RWD-OLD-MAYA","amount":5,"expiresAt":"2020-01-31"}'::jsonb
        from consumer_profiles where email = 'maya.chen@example.com'`);
    const { token, cart } = await cartOf('maya.chen@example.com');
    expect(
      await errorOf(await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-OLD-MAYA' })),
    ).toMatchObject({ status: 409, errorId: 'REW135' });
  });

  it('is refused while the athlete still has credit left (spec §5)', async () => {
    await database.db
      .execute(sql`insert into consumer_payment_instruments (id, consumer_no, payment_method_id, main, fingerprint, details)
      select 'pi_test_kai_reward', consumer_no, 'REWARD_CODE', false, 'RWD-KAI', '{"code":"RWD-KAI","amount":5}'::jsonb from consumer_programmes where external_id = 'ATH-3301'`);
    const { token, cart } = await cartOf('kai.nakamura@example.com');
    expect(
      await errorOf(await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-KAI' })),
    ).toMatchObject({ status: 409, errorId: 'REW401' });
    await database.db.execute(
      sql`update consumer_programmes set current_spend = annual_limit where external_id = 'ATH-3301'`,
    );
    const res = await pay(token, cart.id, { payment_method_id: 'REWARD_CODE', code: 'RWD-KAI' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CartJson).athletePayment).toMatchObject({ remainingAmount: 0, payableAmount: 0 });
  });
});
