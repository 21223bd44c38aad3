import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { findBuyInStoreSession } from '../auth/findBuyInStoreSession';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import { productImage } from '../catalog/loadProducts';
import { CREDIT_METHODS, loadCartState, unitPrice } from '../cart/loadCartState';
import type { CartExecutor } from '../cart/loadCartState';
import { LOYALTY_VOUCHER_TIERS } from '../consumer/LoyaltyService';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { carts, orderEvents, orderItems, orders, paymentAuthorisations } from '../db/schema';
import type { PostalAddress } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { expirePendingOrders } from '../orders/expirePendingOrders';
import { issueGiftCards } from '../orders/issueGiftCards';
import type { OrderPayment } from '../orders/releaseOrder';
import type { OrderRow } from '../orders/toOrderJson';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { checkReadiness } from './checkReadiness';

/** A placement request (spec §7 `PUT /cart/v2/checkout/order`), already validated. */
export interface PlaceOrderRequest {
  cartId: string;
  billingAddress?: PostalAddress | undefined;
  paymentMethod: {
    code: string;
    id?: string | undefined;
    type?: string | undefined;
    bin?: string | undefined;
    additionalData?: Record<string, unknown> | undefined;
  };
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | undefined;
}

/** What placement produced. */
export interface PlacedOrder {
  order: OrderRow;
  /** The 3-D Secure action when the payment needs a challenge. */
  flash: unknown[];
  /** True when the idempotency key had already produced this order. */
  replayed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hash an idempotency key is bound to: the same key must always come with the same request. */
export const requestHash = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Places an order in one transaction: the cart is locked, checked, stock, gift cards, coupons and points are taken,
 * the order and its lines are written, the payment is authorised and the cart is closed. Any failure rolls all of
 * it back, so there is never a half-written order. The idempotency key makes a double submit (even two at once)
 * answer the one order it created: the second request waits for the cart lock and then finds the order. Orders
 * whose 3-D Secure challenge was abandoned (`expirePendingOrders`) are failed and released first.
 * @example
 * const placed = await placeOrder(db, provider, { consumerNo, idempotencyKey, now: new Date(), request });
 */
export async function placeOrder(
  db: Database,
  provider: PaymentProvider,
  input: { consumerNo: string; idempotencyKey: string; now: Date; request: PlaceOrderRequest; locale: string },
): Promise<PlacedOrder> {
  const { consumerNo, idempotencyKey, now, request } = input;
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    if (!UUID.test(request.cartId)) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
    // Abandoned 3-D Secure challenges give their stock and credits back before this order takes any.
    await expirePendingOrders(tx, now);
    const [cart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, request.cartId), eq(carts.consumerNo, consumerNo)))
      .for('update');
    if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });

    const [previous] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.consumerNo, consumerNo), eq(orders.idempotencyKey, idempotencyKey)));
    if (previous) {
      if (previous.requestHash !== hash)
        throw new ApiError(422, 'API400', 'This idempotency key was used for a different request');
      return { order: previous, flash: await pendingFlash(tx, previous), replayed: true };
    }
    if (cart.status !== 'active') {
      const [placed] = await tx.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.cartId, cart.id));
      throw new ApiError(
        409,
        'ORD409',
        placed ? `This cart was already ordered as ${placed.orderNo}` : 'This cart can no longer be ordered',
      );
    }

    const state = await loadCartState(tx, cart, now);
    const ready = await checkReadiness(tx, state, request.billingAddress);
    const payerCode = ready.payer?.paymentMethodId ?? 'GIFT_CARD';
    if (request.paymentMethod.code !== payerCode) {
      throw new ApiError(
        400,
        'PYT405',
        `The payment method "${request.paymentMethod.code}" is not the one chosen for this cart (${payerCode})`,
      );
    }

    const inStore = await findBuyInStoreSession(tx, consumerNo);
    if (
      request.inStoreSalesInfo &&
      (!inStore ||
        inStore.storeId !== request.inStoreSalesInfo.storeId ||
        inStore.storeEmployeeId !== request.inStoreSalesInfo.storeEmployeeId)
    ) {
      throw new ApiError(403, 'AUT404', 'inStoreSalesInfo does not match the associate signed in on this session');
    }

    // Take the stock: a conditional update per line, so a line that sold out meanwhile fails the whole order.
    for (const line of state.lines) {
      if (line.product.isDigital || line.row.fulfilment === 'customs') continue;
      const location = line.row.fulfilment === 'pickup' && line.row.storeId ? line.row.storeId : ONLINE_LOCATION;
      const taken = await queryRows<{ quantity: number }>(
        tx,
        sql`update inventory set quantity = quantity - ${line.row.qty} where upc = ${line.row.upc} and location_id = ${location} and quantity >= ${line.row.qty} returning quantity`,
      );
      if (taken.length === 0)
        throw new ApiError(409, 'INV700', `${line.product.name} (${line.variant.size}) just sold out`, {
          named: 'SOME_PRODUCTS_NO_INVENTORY',
        });
    }
    const giftCards = [];
    for (const instrument of state.instruments.filter((entry) => entry.paymentMethodId === 'GIFT_CARD')) {
      const amount = instrument.amount ?? 0;
      const taken = await queryRows<{ balance: string }>(
        tx,
        sql`update gift_cards set balance = balance - ${amount} where left(number_hash, 24) = ${instrument.paymentInstrumentId} and balance >= ${amount} returning balance`,
      );
      if (taken.length === 0) throw new ApiError(409, 'GFC700', 'A gift card no longer covers its amount');
      giftCards.push({
        ref: instrument.paymentInstrumentId ?? '',
        lastFour: String(instrument.details.lastFour ?? ''),
        amount,
      });
    }
    const usedCoupons = state.totals.applied.flatMap((entry) =>
      entry.promotion.couponCode ? [entry.promotion.couponCode] : [],
    );
    for (const code of usedCoupons) {
      const counted = await queryRows<{ code: string }>(
        tx,
        sql`update coupons set redemptions = redemptions + 1 where code = ${code} and (max_redemptions is null or redemptions < max_redemptions) returning code`,
      );
      if (counted.length === 0)
        throw new ApiError(409, 'PRM155', `The coupon ${code} has reached its redemption limit`);
    }
    let reward: OrderPayment['reward'] = null;
    if (state.checkout?.reward && state.totals.rewardTotal > 0) {
      const tier = LOYALTY_VOUCHER_TIERS.find((entry) => entry.id === state.checkout?.reward?.appliedLoyaltyVoucher);
      const spent = tier
        ? await queryRows<{ points: number }>(
            tx,
            sql`update consumer_profiles set loyalty_points = loyalty_points - ${tier.points} where consumer_no = ${consumerNo} and loyalty_points >= ${tier.points} returning loyalty_points as points`,
          )
        : [];
      if (!tier || spent.length === 0) throw new ApiError(409, 'REW130', 'Not enough points for the applied reward');
      reward = { voucher: tier.id, points: tier.points, amount: state.totals.rewardTotal };
    }

    // Athlete credit and rewards (spec §3): the athlete's spend grows by what the credit paid; a reward is used up.
    const credits: NonNullable<OrderPayment['credits']> = [];
    let creditLeft = state.totals.creditTotal;
    for (const instrument of state.instruments.filter((entry) => CREDIT_METHODS.includes(entry.paymentMethodId))) {
      const amount = Math.round(Math.min(creditLeft, instrument.amount ?? 0) * 100) / 100;
      creditLeft = Math.round((creditLeft - amount) * 100) / 100;
      if (amount <= 0) continue;
      if ((instrument.paymentMethodId as string) === 'ATHLETES_PAYMENT') {
        const spent = await queryRows<{ spend: number }>(
          tx,
          sql`update consumer_programmes set current_spend = current_spend + ${amount}
               where consumer_no = ${consumerNo} and programme = 'ATHLETE' and annual_limit - current_spend >= ${amount} returning current_spend as spend`,
        );
        if (spent.length === 0)
          throw new ApiError(409, 'PYT405', 'Athlete credit no longer covers its amount; apply it again');
      } else {
        const used = await queryRows<{ id: string }>(
          tx,
          sql`update consumer_payment_instruments set details = details || jsonb_build_object('usedAt', ${now.toISOString()}::text)
               where id = ${instrument.paymentInstrumentId} and consumer_no = ${consumerNo} and not (details ? 'usedAt') returning id`,
        );
        if (used.length === 0) throw new ApiError(409, 'REW140', 'This reward has already been used');
      }
      const code = instrument.details.code;
      credits.push({
        method: instrument.paymentMethodId,
        ref: instrument.paymentInstrumentId,
        amount,
        ...(typeof code === 'string' && code ? { code } : {}),
      });
    }

    // Employee pricing (spec §6): what the employee paid for discounted merchandise counts against the yearly cap.
    if (state.totals.employeeSpend > 0) {
      const spend = state.totals.employeeSpend;
      const counted = await queryRows<{ spend: number }>(
        tx,
        sql`update consumer_programmes set current_spend = current_spend + ${spend}
             where consumer_no = ${consumerNo} and programme = 'EMPLOYEE' and annual_limit - current_spend >= ${spend} returning current_spend as spend`,
      );
      if (counted.length === 0)
        throw new ApiError(
          409,
          'ORD415',
          'The employee spend cap changed while ordering; review the cart and order again',
        );
    }

    const totals = state.totals;
    const payment: OrderPayment = {
      method: ready.payer?.paymentMethodId ?? null,
      card: {},
      amount: totals.remainingToPay,
      authorisationId: null,
      giftCards,
      reward,
      coupons: usedCoupons,
      credits,
      ...(totals.employeeSpend > 0 ? { employeeSpend: totals.employeeSpend } : {}),
    };
    const shippingMethod = state.lines.every((line) => line.row.fulfilment !== 'home' || line.product.isDigital)
      ? [...new Set(state.lines.map((line) => line.row.fulfilment))].join('+')
      : (state.checkout?.shippingMethod ?? 'standard');
    const [order] = await tx
      .insert(orders)
      .values({
        consumerNo,
        cartId: cart.id,
        siteId: cart.siteId,
        currency: cart.currency,
        status: 'confirmed',
        email: ready.email,
        shippingAddress: state.checkout?.shippingAddress ?? null,
        billingAddress: ready.billingAddress,
        shippingMethod,
        pudoId: shippingMethod === 'pudo' ? (state.checkout?.pudoId ?? null) : null,
        totals: {
          itemTotal: totals.itemTotal,
          itemSubTotal: totals.itemSubTotal,
          totalDiscount: totals.totalDiscount,
          shipping: totals.shipping,
          tax: totals.tax,
          total: totals.total,
          totalWithoutTax: totals.totalWithoutTax,
          totalUnits: totals.totalUnits,
          remainingToPay: totals.remainingToPay,
          taxIncluded: totals.taxIncluded,
          employeeDiscount: totals.employeeDiscount,
        },
        payment: payment as unknown as Record<string, unknown>,
        storeId: inStore?.storeId ?? null,
        storeEmployeeId: inStore?.storeEmployeeId ?? null,
        idempotencyKey,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('Order was not created');
    await tx.insert(orderItems).values(
      state.lines.map((line, index) => ({
        orderNo: order.orderNo,
        lineNo: index + 1,
        productId: line.product.id,
        upc: line.row.upc,
        name: line.product.name,
        colorName: line.variant.colorName,
        size: line.variant.size,
        qty: line.row.qty,
        price: unitPrice(line, 'current', cart.currency),
        rowTotal: totals.lines.get(line.row.id)?.priceAfterOrderDiscount ?? 0,
        fulfilment: line.product.isDigital ? 'digital' : line.row.fulfilment,
        storeId: line.row.storeId,
        imageUrl: line.row.productImageUrl ?? productImage(line.product, line.variant.colorCode).url,
        giftOption: line.row.giftOption ?? null,
        customs: line.row.customs ?? null,
      })),
    );
    await tx
      .insert(orderEvents)
      .values({ orderNo: order.orderNo, status: 'placed', description: 'Order placed', createdAt: now });

    let flash: unknown[] = [];
    let status: OrderRow['status'] = 'confirmed';
    if (ready.payer && totals.remainingToPay > 0) {
      const result = provider.authorise({
        orderNo: order.orderNo,
        amount: totals.remainingToPay,
        currency: cart.currency,
        paymentMethod: ready.payer.paymentMethodId,
        // Cards pay with the provider's card token; the pay-later provider with the authorisation token its script gave.
        cardToken:
          ready.payer.paymentMethodId === 'KLARNA'
            ? (ready.payer.paymentInstrumentId ?? undefined)
            : typeof ready.payer.details.cardToken === 'string'
              ? ready.payer.details.cardToken
              : undefined,
      });
      if (result.status === 'declined') {
        if (result.reason === 'pay_later_refused')
          throw new ApiError(402, 'PAY400', 'The pay-later provider did not authorise this payment');
        throw new ApiError(
          402,
          'PYT300',
          result.reason === 'insufficient_funds'
            ? 'The card was declined: insufficient funds'
            : 'The card was declined',
          {
            named: 'PAYMENT_ERROR',
          },
        );
      }
      payment.card = result.card;
      payment.authorisationId = result.authorisationId;
      await tx.insert(paymentAuthorisations).values({
        id: result.authorisationId,
        orderNo: order.orderNo,
        status: result.status,
        amount: totals.remainingToPay,
        currency: cart.currency,
        card: result.card,
        createdAt: now,
        updatedAt: now,
      });
      if (result.status === 'challenge_required') {
        status = 'pending_payment';
        flash = [challengeFlash(result.authorisationId, result.challengeUrl)];
      }
    }
    const [final] = await tx
      .update(orders)
      .set({ status, payment: payment as unknown as Record<string, unknown> })
      .where(eq(orders.orderNo, order.orderNo))
      .returning();
    if (status === 'confirmed') {
      await tx.insert(orderEvents).values({
        orderNo: order.orderNo,
        status: 'confirmed',
        description: 'Payment authorised; order confirmed',
        createdAt: now,
      });
      // Paid: the gift cards it bought are issued and e-mailed (a 3-D Secure order does it once authenticated).
      await issueGiftCards(tx, order, now);
    }
    // Spec §4: the cart resets when an order is placed; the next cart call opens a fresh one.
    await tx.update(carts).set({ status: 'ordered', updatedAt: now }).where(eq(carts.id, cart.id));
    return { order: final ?? order, flash, replayed: false };
  });
}

function challengeFlash(authorisationId: string, url: string) {
  return {
    type: 'PaymentNotAuthorized',
    message: 'The bank asks the shopper to authenticate this payment',
    action: { type: 'threeDS2', authorisationId, url, method: 'GET' },
  };
}

async function pendingFlash(tx: CartExecutor, order: OrderRow): Promise<unknown[]> {
  if (order.status !== 'pending_payment') return [];
  const [authorisation] = await queryRows<{ id: string }>(
    tx,
    sql`select id from payment_authorisations where order_no = ${order.orderNo} and status = 'challenge_required'`,
  );
  const url = (order.payment as { challengeUrl?: string }).challengeUrl;
  return authorisation
    ? [challengeFlash(authorisation.id, url ?? `/payments/sandbox/v1/challenge/${authorisation.id}`)]
    : [];
}
