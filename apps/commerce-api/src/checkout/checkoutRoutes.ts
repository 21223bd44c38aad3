import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkBotResponse } from '../auth/botCheck';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import { addressBody } from '../cart/addressBody';
import { CartService } from '../cart/CartService';
import { loadCartState } from '../cart/loadCartState';
import { toCartJson } from '../cart/toCartJson';
import { answerLocale } from '../sites/language';
import { withMediaOrigin } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';
import { orderEvents, orders, paymentAuthorisations } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { failExpiredOrder, isPendingPaymentExpired } from '../orders/expirePendingOrders';
import { releaseOrder } from '../orders/releaseOrder';
import { issueGiftCards } from '../orders/issueGiftCards';
import type { OrderPayment } from '../orders/releaseOrder';
import { toOrderJson } from '../orders/toOrderJson';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { addressProblems } from '../utilities/countryTable';
import { checkReadiness } from './checkReadiness';
import { placeOrder } from './placeOrder';
import { newPayLaterSession } from '../payments/payLaterTokens';
import { newPayPalSession, verifyPayPalApproval } from '../payments/paypalTokens';

/** What the checkout routes need from the app. */
export interface CheckoutRoutesOptions {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  publicUrl: string;
  payments: PaymentProvider;
  /** Origin of the payment provider's own pages (hosted card fields, pay-later script). */
  paymentsUrl?: string;
}

/** An http(s) URL, or null. */
function httpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The header that makes order placement idempotent. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

const placeBody = z.strictObject({
  botResponse: z.string().max(4000).optional(),
  cartId: z.string().min(1).max(64),
  billingAddress: addressBody.optional(),
  paymentMethod: z.strictObject({
    code: z.enum(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA']),
    id: z.string().max(200).optional(),
    additionalData: z.record(z.string(), z.unknown()).optional(),
    bin: z
      .string()
      .regex(/^\d{6,8}$/)
      .optional(),
    type: z.string().max(40).optional(),
  }),
  inStoreSalesInfo: z
    .strictObject({ storeId: z.string().min(1).max(32), storeEmployeeId: z.string().min(1).max(32) })
    .optional(),
});

/**
 * Checkout calls of spec §7: `POST /cart/v1/cart/prepareOrder`, `PUT /cart/v2/checkout/order` (bot check and an
 * `idempotency-key` header), `PATCH /cart/v2/checkout/order/{orderNumber}` (3-D Secure result) and
 * `GET /cart/v1/paymentSession`.
 * @example
 * app.route('/cart', checkoutRoutes({ db, tokens, now, publicUrl, payments: new SandboxPaymentProvider(publicUrl) }));
 */
export function checkoutRoutes(options: CheckoutRoutesOptions) {
  const { db, tokens, now, publicUrl, payments } = options;
  const paymentsBase = `${(options.paymentsUrl ?? publicUrl).replace(/\/+$/, '')}/payments/sandbox/v1`;
  const auth = requireConsumer(tokens);
  const carts = new CartService(db);

  /**
   * An order paid with PayPal needs the sandbox's approval of exactly this cart and what is left to pay on it: the
   * token came back through the shopper's browser, so it is verified here rather than trusted (PYT300 otherwise).
   */
  async function checkPayPalApproval(consumerNo: string, cartId: string) {
    const cart = await carts.findForConsumer(cartId, consumerNo);
    // A replayed placement finds its cart closed; placeOrder answers it from the stored order.
    if (!cart || cart.status !== 'active') return;
    const state = await loadCartState(db, cart, now());
    const payer = state.instruments.find((entry) => entry.paymentMethodId === 'PAYPAL');
    if (!payer || state.totals.remainingToPay <= 0) return;
    const approved = verifyPayPalApproval(
      payer.paymentInstrumentId ?? '',
      { cartId: cart.id, amount: state.totals.remainingToPay, currency: cart.currency },
      now(),
    );
    if (!approved)
      throw new ApiError(402, 'PYT300', 'PayPal has not approved this payment for this cart and amount', {
        named: 'PAYMENT_ERROR',
      });
  }

  return new Hono<ConsumerEnv>()
    .post('/v1/cart/prepareOrder', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ basketId: z.string().min(1).max(64) }));
      const cart = await carts.findForConsumer(body.basketId, c.get('consumer').consumerNo);
      if (!cart || cart.status !== 'active')
        throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
      const state = await loadCartState(db, cart, now());
      const ready = await checkReadiness(db, state);
      return c.json(
        withMediaOrigin(
          {
            ...toCartJson(cart, state, answerLocale(c.req.query('locale'), c.req.header('x-locale'))),
            readyToPlace: true,
            orderEmail: ready.email,
          },
          publicUrl,
        ),
      );
    })
    .put('/v2/checkout/order', auth, async (c) => {
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        throw new ApiError(
          400,
          'API400',
          `Header "${IDEMPOTENCY_HEADER}" is required: 8 to 128 letters, digits or ._:- (a UUID is ideal)`,
        );
      }
      const body = await readJsonBody(c, placeBody);
      checkBotResponse(body.botResponse);
      let billingAddress;
      if (body.billingAddress) {
        const problems = addressProblems(body.billingAddress);
        if (problems.length > 0) throw new ApiError(400, 'BIL400', `${problems[0]?.field}: ${problems[0]?.message}`);
        const { id: _id, shippingId: _shippingId, ...address } = body.billingAddress;
        billingAddress = address;
      }
      const { botResponse: _bot, ...request } = body;
      await checkPayPalApproval(c.get('consumer').consumerNo, body.cartId);
      const placed = await placeOrder(db, payments, {
        consumerNo: c.get('consumer').consumerNo,
        idempotencyKey: key,
        now: now(),
        locale: c.req.query('locale') ?? 'en-us',
        request: { ...request, billingAddress },
      });
      c.header('idempotency-replayed', String(placed.replayed));
      return c.json(
        withMediaOrigin(
          await toOrderJson(db, placed.order, { flash: placed.flash, locale: c.req.header('x-locale') }),
          publicUrl,
        ),
        placed.replayed ? 200 : 201,
      );
    })
    .patch('/v2/checkout/order/:orderNumber', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          paymentMethod: z.strictObject({
            cardType: z.string().max(20).optional(),
            paymentInstrumentId: z.string().max(200).optional(),
            sessionId: z.string().max(200).optional(),
            challengeResult: z.string().min(1).max(200),
          }),
        }),
      );
      const consumerNo = c.get('consumer').consumerNo;
      const outcome = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNo, c.req.param('orderNumber')), eq(orders.consumerNo, consumerNo)))
          .for('update');
        if (!order) throw new ApiError(404, 'ORD404', 'Order not found');
        if (order.status === 'confirmed') return { order, failed: false };
        if (order.status !== 'pending_payment') throw new ApiError(409, 'ORD409', `The order is ${order.status}`);
        const [authorisation] = await tx
          .select()
          .from(paymentAuthorisations)
          .where(
            and(
              eq(paymentAuthorisations.orderNo, order.orderNo),
              eq(paymentAuthorisations.status, 'challenge_required'),
            ),
          );
        const at = now();
        // A result that comes after the challenge expired fails the order like a refused one.
        if (isPendingPaymentExpired(order, at)) {
          await failExpiredOrder(tx, order.orderNo, consumerNo, order.payment as unknown as OrderPayment, at);
          return { order, failed: true };
        }
        const passed = payments.verifyChallenge(
          authorisation?.challengeResultHash ?? null,
          body.paymentMethod.challengeResult,
        );
        if (authorisation) {
          await tx
            .update(paymentAuthorisations)
            .set({ status: passed ? 'authorised' : 'authentication_failed', updatedAt: at })
            .where(eq(paymentAuthorisations.id, authorisation.id));
        }
        if (!passed) {
          // The shopper's goods, gift cards, coupons and points go back; the client starts a new cart (spec §4).
          await releaseOrder(tx, order.orderNo, consumerNo, order.payment as unknown as OrderPayment);
          await tx.update(orders).set({ status: 'failed', updatedAt: at }).where(eq(orders.orderNo, order.orderNo));
          await tx.insert(orderEvents).values({
            orderNo: order.orderNo,
            status: 'failed',
            description: 'Payment authentication failed',
            createdAt: at,
          });
          return { order, failed: true };
        }
        const [confirmed] = await tx
          .update(orders)
          .set({ status: 'confirmed', updatedAt: at })
          .where(eq(orders.orderNo, order.orderNo))
          .returning();
        await tx.insert(orderEvents).values({
          orderNo: order.orderNo,
          status: 'confirmed',
          description: 'Payment authenticated; order confirmed',
          createdAt: at,
        });
        await issueGiftCards(tx, order, at);
        return { order: confirmed ?? order, failed: false };
      });
      if (outcome.failed) throw new ApiError(402, 'PAY401', 'payment authentication error');
      return c.json(withMediaOrigin(await toOrderJson(db, outcome.order), publicUrl));
    })
    .get('/v1/paymentSession', auth, async (c) => {
      const query = readQuery(
        c,
        z.object({
          referer: z.string().max(500).optional(),
          paymentMethodId: z.enum(['CREDIT_CARD', 'PAYPAL', 'KLARNA']).default('CREDIT_CARD'),
          paymentMethod: z.string().max(40).optional(),
          basketId: z.string().min(1).max(64).optional(),
        }),
      );
      const expiresAt = new Date(now().getTime() + 15 * 60_000).toISOString();
      if (query.paymentMethodId === 'PAYPAL') {
        // A PayPal session is for one cart and what is left to pay on it; `referer` is where the approval page
        // sends the shopper back (with an approval token, or paypal=cancelled).
        if (!query.basketId) throw new ApiError(400, 'API400', 'Query "basketId" is required for a PayPal session');
        const returnUrl = httpUrl(query.referer);
        if (!returnUrl)
          throw new ApiError(400, 'API400', 'Query "referer" must be the http(s) page PayPal returns the shopper to');
        const cart = await carts.findForConsumer(query.basketId, c.get('consumer').consumerNo);
        if (!cart || cart.status !== 'active')
          throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
        const state = await loadCartState(db, cart, now());
        if (state.totals.remainingToPay <= 0) throw new ApiError(409, 'PYT404', 'Nothing is left to pay with PayPal');
        const sessionId = newPayPalSession(
          { cartId: cart.id, amount: state.totals.remainingToPay, currency: cart.currency, returnUrl },
          now(),
        );
        return c.json({
          sessionId,
          paymentMethodId: 'PAYPAL',
          environment: 'sandbox',
          amount: state.totals.remainingToPay,
          currency: cart.currency,
          approvalUrl: `${paymentsBase}/paypal?session=${encodeURIComponent(sessionId)}`,
          expiresAt,
        });
      }
      if (query.paymentMethodId === 'KLARNA') {
        // The pay-later provider's script is initialised with this session and authorises against it.
        const sessionId = newPayLaterSession();
        return c.json({
          sessionId,
          clientToken: sessionId,
          paymentMethodId: 'KLARNA',
          environment: 'sandbox',
          scriptUrl: `${paymentsBase}/paylater.js`,
          expiresAt,
        });
      }
      return c.json({
        sessionId: `sess_${randomBytes(12).toString('hex')}`,
        paymentMethodId: query.paymentMethodId,
        environment: 'sandbox',
        // The card fields page of the provider's own origin: the storefront embeds it and receives only a token.
        hostedFieldsUrl: `${paymentsBase}/hosted-fields`,
        tokenizeUrl: `${paymentsBase}/tokens`,
        expiresAt,
      });
    });
}
