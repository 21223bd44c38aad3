import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { CartJson } from '../cart/toCartJson';
import { DEMO_PASSWORD } from '../consumer/demoAccounts';
import type { DatabaseHandle } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { tokeniseCard } from '../payments/sandboxCards';
import { call, errorOf } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import { PENDING_PAYMENT_TTL_MS } from './expirePendingOrders';
import type { OrderPaymentMethodJson } from './toOrderJson';

// What an order reserves (stock, gift-card balance, loyalty points, athlete credit, rewards) must come back whenever
// the order does not go through: a failed 3-D Secure challenge, a declined card, a cancellation.

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

interface OrderJson {
  orderNumber: string;
  status: string;
  totals: { total: number; remainingToPay: number };
  paymentMethod: OrderPaymentMethodJson[];
  flash: { action: { authorisationId: string } }[];
}

const FAILING_3DS_CARD = '4000000000003063';
const DECLINED_CARD = '4000000000000002';
const GIFT_CARD_25 = { number: '6035550000000002', pin: '1234' };
let serial = 0;

const address = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '3035550142',
  email: 'shopper@example.com',
});

/** A fresh cart of a signed-in demo account with one line worth at least $80, delivery and billing addresses set. */
async function cartOf(email: string) {
  const { accessToken: token } = await registeredSession(app, email, DEMO_PASSWORD);
  // An earlier test's open cart (with its gift card or reward) would otherwise be answered again.
  await database.db.execute(
    sql`update carts set status = 'abandoned' where status = 'active' and consumer_no = (select consumer_no from consumer_profiles where email = ${email})`,
  );
  const [variant] = await queryRows<{ productId: string; upc: string }>(
    database.db,
    sql`select v.product_id as "productId", v.upc from product_variants v join products p on p.id = v.product_id
         join inventory i on i.upc = v.upc and i.location_id = 'online' join product_prices pp on pp.product_id = p.id and pp.currency = 'USD'
        where i.quantity >= 20 and p.max_qty is null and p.is_digital = false and pp.current >= 80 order by v.upc offset ${(serial += 1)} limit 1`,
  );
  const empty = (await (await call(app, 'POST', '/cart/v1/cart', { token })).json()) as CartJson;
  const cart = (await (
    await call(app, 'POST', '/cart/v1/item', {
      token,
      body: { cartId: empty.id, productId: variant?.productId, upc: variant?.upc },
    })
  ).json()) as CartJson;
  const [firstName = '', lastName = ''] = email.split('@')[0]?.split('.') ?? [];
  await expectOk(
    call(app, 'POST', `/cart/v2/cart/${cart.id}/shippingAddress`, {
      token,
      body: { list: [address(firstName, lastName)] },
    }),
  );
  await expectOk(
    call(app, 'POST', `/cart/v1/cart/${cart.id}/billingAddress`, { token, body: address(firstName, lastName) }),
  );
  return { token, cartId: cart.id };
}

async function expectOk(pending: Promise<Response>): Promise<CartJson> {
  const res = await pending;
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as CartJson;
}

const pay = (token: string, cartId: string, body: Record<string, unknown>) =>
  expectOk(call(app, 'POST', `/cart/v1/cart/${cartId}/paymentInstruments`, { token, body }));
const payByCard = (token: string, cartId: string, number: string) =>
  pay(token, cartId, { payment_method_id: 'CREDIT_CARD', payment_instrument_id: tokeniseCard(number) });
const place = (token: string, cartId: string) =>
  call(app, 'PUT', '/cart/v2/checkout/order', {
    token,
    headers: { 'idempotency-key': `release-${(serial += 1)}` },
    body: { cartId, paymentMethod: { code: 'CREDIT_CARD' } },
  });

/** Places the order, lets the 3-D Secure challenge fail and answers the order as placed and the PATCH's error. */
async function failChallenge(token: string, cartId: string) {
  const placed = await place(token, cartId);
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as OrderJson;
  expect(order.status).toBe('pending_payment');
  await call(app, 'POST', `/payments/sandbox/v1/challenge/${order.flash[0]?.action.authorisationId}`, {
    body: { outcome: 'fail' },
  });
  const patched = await call(app, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
    token,
    body: { paymentMethod: { challengeResult: 'failed' } },
  });
  return { order, error: await errorOf(patched) };
}

async function reserved() {
  const [row] = await queryRows<{ athleteSpend: string; points: number; giftCard: string; rewardUsed: boolean }>(
    database.db,
    sql`select (select current_spend from consumer_programmes where external_id = 'ATH-3301') as "athleteSpend",
               (select loyalty_points from consumer_profiles where email = 'maya.chen@example.com') as points,
               (select balance from gift_cards where last_four = '0002') as "giftCard",
               (select details ? 'usedAt' from consumer_payment_instruments where id = 'pi_demo_maya_reward10') as "rewardUsed"`,
  );
  return {
    athleteSpend: Number(row?.athleteSpend),
    points: Number(row?.points),
    giftCard: Number(row?.giftCard),
    rewardUsed: row?.rewardUsed,
  };
}

describe('a failed 3-D Secure challenge gives back everything the order reserved', () => {
  it('gift card, loyalty voucher points and reward code: the order lists them all, then the shopper can use them again', async () => {
    const before = await reserved();
    const { token, cartId } = await cartOf('maya.chen@example.com');
    await pay(token, cartId, { payment_method_id: 'GIFT_CARD', giftCard: GIFT_CARD_25 });
    await expectOk(
      call(app, 'PUT', `/cart/v1/cart/${cartId}/reward`, { token, body: { appliedLoyaltyVoucher: 'LV500' } }),
    );
    await pay(token, cartId, { payment_method_id: 'REWARD_CODE', code: 'RWD-10OFF-MAYA' });
    await payByCard(token, cartId, FAILING_3DS_CARD);

    const { order, error } = await failChallenge(token, cartId);
    // While the challenge is pending, the order lists every instrument with what it paid, adding up to the total.
    expect(order.paymentMethod.map((entry) => [entry.code, entry.label, entry.amount])).toEqual([
      ['GIFT_CARD', 'Gift card ending 0002', 25],
      ['LOYALTY_POINTS', 'Loyalty voucher (500 points)', 5],
      ['REWARD_CODE', 'Reward code RWD-10OFF-MAYA', 10],
      ['CREDIT_CARD', 'VISA ending 3063', order.totals.remainingToPay],
    ]);
    expect(order.paymentMethod.reduce((sum, entry) => sum + entry.amount, 0)).toBeCloseTo(order.totals.total, 2);
    expect(error).toMatchObject({ status: 402, errorId: 'PAY401' });
    expect(await reserved()).toEqual(before);

    // A new cart takes the same gift card, voucher and reward code again.
    const next = await cartOf('maya.chen@example.com');
    await pay(next.token, next.cartId, { payment_method_id: 'GIFT_CARD', giftCard: GIFT_CARD_25 });
    await expectOk(
      call(app, 'PUT', `/cart/v1/cart/${next.cartId}/reward`, {
        token: next.token,
        body: { appliedLoyaltyVoucher: 'LV500' },
      }),
    );
    const again = await pay(next.token, next.cartId, { payment_method_id: 'REWARD_CODE', code: 'RWD-10OFF-MAYA' });
    expect(again.payment_instruments).toEqual(
      expect.arrayContaining([expect.objectContaining({ payment_method_id: 'REWARD_CODE', amount: 10 })]),
    );
  });

  it("athlete credit: the athlete's remaining amount is back and can pay the new cart", async () => {
    const { token, cartId } = await cartOf('kai.nakamura@example.com');
    const paid = await pay(token, cartId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 30 });
    const remainingBefore = (paid.athletePayment?.remainingAmount ?? 0) + 30;
    const spendBefore = (await reserved()).athleteSpend;
    await payByCard(token, cartId, FAILING_3DS_CARD);

    const placed = await failChallenge(token, cartId);
    expect(placed.order.paymentMethod.map((entry) => [entry.code, entry.label, entry.amount])).toEqual([
      ['ATHLETES_PAYMENT', 'Athlete credit', 30],
      ['CREDIT_CARD', 'VISA ending 3063', placed.order.totals.remainingToPay],
    ]);
    expect(placed.error.errorId).toBe('PAY401');
    expect((await reserved()).athleteSpend).toBe(spendBefore);

    const next = await cartOf('kai.nakamura@example.com');
    const cart = (await (
      await call(app, 'GET', `/cart/v1/cart/${next.cartId}`, { token: next.token })
    ).json()) as CartJson;
    expect(cart.athletePayment?.remainingAmount).toBe(remainingBefore);
    expect(
      (await pay(next.token, next.cartId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 30 })).athletePayment
        ?.appliedAmount,
    ).toBe(30);
  });
});

describe('a placement that fails half-way reserves nothing', () => {
  it('a declined card after gift card, voucher and reward: no order, the cart still open, nothing taken', async () => {
    const before = await reserved();
    const { token, cartId } = await cartOf('maya.chen@example.com');
    await pay(token, cartId, { payment_method_id: 'GIFT_CARD', giftCard: GIFT_CARD_25 });
    await expectOk(
      call(app, 'PUT', `/cart/v1/cart/${cartId}/reward`, { token, body: { appliedLoyaltyVoucher: 'LV500' } }),
    );
    await pay(token, cartId, { payment_method_id: 'REWARD_CODE', code: 'RWD-10OFF-MAYA' });
    await payByCard(token, cartId, DECLINED_CARD);

    expect(await errorOf(await place(token, cartId))).toMatchObject({
      status: 402,
      errorIds: ['PAYMENT_ERROR', 'PYT300'],
    });
    const [state] = await queryRows<{ orders: number; cart: string }>(
      database.db,
      sql`select (select count(*)::int from orders where cart_id = ${cartId}) as orders, (select status from carts where id = ${cartId}) as cart`,
    );
    expect({ ...state, ...(await reserved()) }).toEqual({ orders: 0, cart: 'active', ...before });
  });

  it('a declined card after athlete credit: the athlete spend is unchanged', async () => {
    const before = (await reserved()).athleteSpend;
    const { token, cartId } = await cartOf('kai.nakamura@example.com');
    await pay(token, cartId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 20 });
    await payByCard(token, cartId, DECLINED_CARD);
    expect(await errorOf(await place(token, cartId))).toMatchObject({
      status: 402,
      errorIds: ['PAYMENT_ERROR', 'PYT300'],
    });
    expect((await reserved()).athleteSpend).toBe(before);
  });
});

describe('cancelling an order', () => {
  it('gives back the athlete credit it spent', async () => {
    const { token, cartId } = await cartOf('kai.nakamura@example.com');
    await pay(token, cartId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 15 });
    await payByCard(token, cartId, '4242424242424242');
    const before = (await reserved()).athleteSpend;
    const order = (await (await place(token, cartId)).json()) as OrderJson;
    expect((await reserved()).athleteSpend).toBeCloseTo(before + 15, 2);
    const cancelled = await call(app, 'POST', '/consumers-v3/consumer/CancelOrder', {
      token,
      body: { orderNo: order.orderNumber },
    });
    expect(((await cancelled.json()) as OrderJson).status).toBe('cancelled');
    expect((await reserved()).athleteSpend).toBe(before);
  });
});

describe('an abandoned 3-D Secure challenge', () => {
  // The app answers on a clock the tests move past the challenge's lifetime.
  let clock = new Date();
  beforeAll(() => {
    app = createApp({ db: database.db, publicUrl: 'http://shop.test', now: () => clock });
  });
  const later = () => {
    clock = new Date(clock.getTime() + PENDING_PAYMENT_TTL_MS + 60_000);
  };

  it('a result sent after the challenge expired fails the order and gives the athlete credit back', async () => {
    const { token, cartId } = await cartOf('kai.nakamura@example.com');
    await pay(token, cartId, { payment_method_id: 'ATHLETES_PAYMENT', amount: 25 });
    await payByCard(token, cartId, '4000000000003220');
    const before = (await reserved()).athleteSpend;
    const order = (await (await place(token, cartId)).json()) as OrderJson;
    expect(order.status).toBe('pending_payment');
    expect((await reserved()).athleteSpend).toBeCloseTo(before + 25, 2);

    later();
    const { challengeResult } = (await (
      await call(app, 'POST', `/payments/sandbox/v1/challenge/${order.flash[0]?.action.authorisationId}`, {
        body: { outcome: 'authenticate' },
      })
    ).json()) as { challengeResult: string };
    const fresh = (await registeredSession(app, 'kai.nakamura@example.com', DEMO_PASSWORD)).accessToken;
    const patched = await call(app, 'PATCH', `/cart/v2/checkout/order/${order.orderNumber}`, {
      token: fresh,
      body: { paymentMethod: { challengeResult } },
    });
    expect(await errorOf(patched)).toMatchObject({ status: 402, errorId: 'PAY401' });
    const detail = (await (
      await call(app, 'GET', `/consumers-v3/consumer/purchase/${order.orderNumber}`, { token: fresh })
    ).json()) as OrderJson & { events: { description: string }[] };
    expect(detail.status).toBe('failed');
    expect(detail.events.at(-1)?.description).toBe('Payment authentication timed out');
    expect((await reserved()).athleteSpend).toBe(before);
  });

  it('is failed and released when anyone places an order later, so its reward can be used again', async () => {
    const maya = await cartOf('maya.chen@example.com');
    await pay(maya.token, maya.cartId, { payment_method_id: 'REWARD_CODE', code: 'RWD-10OFF-MAYA' });
    await payByCard(maya.token, maya.cartId, FAILING_3DS_CARD);
    const abandoned = (await (await place(maya.token, maya.cartId)).json()) as OrderJson;
    expect((await reserved()).rewardUsed).toBe(true);

    later();
    const alex = await cartOf('alex.rivera@example.com');
    await payByCard(alex.token, alex.cartId, '4242424242424242');
    expect((await place(alex.token, alex.cartId)).status).toBe(201);
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from orders where order_no = ${abandoned.orderNumber}`,
    );
    expect(row?.status).toBe('failed');
    expect((await reserved()).rewardUsed).toBe(false);
  });
});
