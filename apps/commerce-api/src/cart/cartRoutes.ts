import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import { withMediaOrigin } from '../catalog/loadProducts';
import { LOYALTY_VOUCHER_TIERS } from '../consumer/LoyaltyService';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import {
  cartCheckouts,
  cartCoupons,
  cartItems,
  cartPaymentInstruments,
  cartPriceAdjustments,
  consumerPaymentInstruments,
  coupons,
  promotions,
  saveForLaterItems,
  saveForLaterLists,
} from '../db/schema';
import type { CartPaymentMethod, PostalAddress } from '../db/schema';
import { ApiError, recordNotFound } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { verifyPayPalApproval } from '../payments/paypalTokens';
import { parseSandboxToken } from '../payments/sandboxCards';
import { requestSite } from '../sites/requestSite';
import { addressProblems, PO_BOX_MESSAGE, shippingRefusal } from '../utilities/countryTable';
import {
  addCartItem,
  assertSellable,
  customsDesign,
  assertStoreOffers,
  DEFAULT_MAX_QTY,
  sellableProduct,
} from './addCartItem';
import { addressBody } from './addressBody';
import { applyAthletePayment, applyRewardPayment } from './applyCreditPayment';
import { availablePaymentMethods } from './availablePaymentMethods';
import { findGiftCard } from './findGiftCard';
import type { AddItemRequest } from './addCartItem';
import { CartService } from './CartService';
import type { CartRow } from './CartService';
import { loadCartState } from './loadCartState';
import type { CartExecutor, CartState } from './loadCartState';
import { reconcileCart } from './reconcileCart';
import { answerLocale } from '../sites/language';
import { toCartJson } from './toCartJson';

/** What the cart routes need from the app. */
export interface CartRoutesOptions {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  publicUrl: string;
}

const flag = z.string().regex(/^(true|false)$/i, 'must be true or false');

// Spec §7 query of the cart read.
const cartQuery = z.object({
  favStoreId: z.string().max(64).optional(),
  isPatchRequired: flag.optional(),
  inventorySupplyCheck: flag.optional(),
});

const id = z.string().min(1).max(64);
const upc = z.string().regex(/^\d{12}$/, 'must be a 12-digit UPC');
const qty = z.number().int().min(1).max(DEFAULT_MAX_QTY);
const giftOption = z.strictObject({
  to: z.string().max(60).optional(),
  email: z.string().email().max(100).optional(),
  message: z.string().max(250).optional(),
});

const itemFields = {
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'must be a product id'),
  upc,
  qty: qty.optional(),
  maxQty: qty.optional(),
  customAmount: z.number().positive().max(10_000).optional(),
  storeId: id.optional(),
  recipeId: id.optional(),
  precreatedCustomsCode: id.optional(),
  productImageURL: z.string().max(500).optional(),
  pdpUrl: z.string().max(500).optional(),
  giftOption: giftOption.optional(),
};
const addItemBody = z.strictObject({ cartId: id, ...itemFields });
const itemQuery = z.object({ action: z.enum(['pickup', 'sts']).optional(), favStoreId: z.string().max(32).optional() });

const money = (value: number) => Math.round(value * 100) / 100;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

function checkAddress(address: z.output<typeof addressBody>, errorId: 'SHP410' | 'BIL400'): PostalAddress {
  const found = addressProblems(address);
  if (found.length > 0) {
    // A shipping address that cannot be delivered to at all (another country, a PO box) leads with its named id (§8).
    const named = errorId === 'SHP410' ? shippingRefusal(address) : undefined;
    const leading =
      named === 'SHIPPING_POBOX_UNAVAILABLE' ? found.filter((problem) => problem.message === PO_BOX_MESSAGE) : [];
    const problems = [...leading, ...found.filter((problem) => !leading.includes(problem))];
    throw new ApiError(400, errorId, `${problems[0]?.field}: ${problems[0]?.message}`, {
      details: problems.slice(0, 10).map((problem) => ({ errorId, message: `${problem.field}: ${problem.message}` })),
      ...(named ? { named } : {}),
    });
  }
  const {
    id: _id,
    addressId: _addressId,
    shippingId: _shippingId,
    countryCode: _countryCode,
    approachType: _approachType,
    main: _main,
    isValidated: _isValidated,
    subscriptions: _subscriptions,
    ...rest
  } = address;
  const capitalize = address.country === 'CA' || address.country === 'GB';
  return {
    ...rest,
    postalCode: capitalize ? rest.postalCode.toUpperCase() : rest.postalCode,
    province: rest.province?.toUpperCase(),
  };
}

async function ensureCheckout(tx: CartExecutor, cartId: string) {
  await tx.insert(cartCheckouts).values({ cartId }).onConflictDoNothing();
}

/**
 * The cart calls of spec §7 (`/cart/v1` and `/cart/v2`): create and read, items, coupons, shipping methods and
 * addresses, billing address, payment methods and instruments, rewards, gift-card balance, save for later, price
 * adjustments, cart-with-item, reserve-with-item and device fingerprint. Every write locks the cart in a
 * transaction and answers the whole recomputed cart. All need a bearer token.
 * @example
 * const routes = cartRoutes({ db, tokens, now, publicUrl });
 * app.route('/cart', routes);
 */
export function cartRoutes(options: CartRoutesOptions) {
  const { db, tokens, now, publicUrl } = options;
  const service = new CartService(db);
  // Per route rather than `use('*')`, so an unknown path or method still answers 404/405, not 401.
  const auth = requireConsumer(tokens);

  const render = (c: Context, cart: CartRow, state: CartState) =>
    c.json(
      withMediaOrigin(
        toCartJson(cart, state, answerLocale(c.req.query('locale'), c.req.header('x-locale'))),
        publicUrl,
      ),
    );

  /** Runs a write on the consumer's locked active cart and answers the cart as it is afterwards. */
  async function write(
    c: Context<ConsumerEnv>,
    basketId: string,
    change: (tx: CartExecutor, cart: CartRow) => Promise<void>,
  ) {
    const consumerNo = c.get('consumer').consumerNo;
    const [cart, state] = await db.transaction(async (tx) => {
      // Locks the cart, stamps the change and clears the last change's notifications in one statement; a failing
      // change rolls all three back with it.
      const locked = await service.lockActive(tx, basketId, consumerNo, now());
      await change(tx, locked);
      return [locked, await loadCartState(tx, locked, now())] as const;
    });
    return render(c, cart, state);
  }

  async function addWithNewCart(c: Context<ConsumerEnv>, request: AddItemRequest) {
    const site = await requestSite(c, db);
    const cart = await service.getOrCreateActive(c.get('consumer').consumerNo, site);
    return write(c, cart.id, async (tx, locked) => {
      await addCartItem(tx, locked, request);
    });
  }

  const itemRequest = (
    c: Context,
    body: z.output<typeof addItemBody> | Omit<z.output<typeof addItemBody>, 'cartId'>,
  ): AddItemRequest => {
    const query = readQuery(c, itemQuery);
    const { cartId: _cartId, ...rest } = body as z.output<typeof addItemBody>;
    return { ...rest, action: query.action, storeId: body.storeId ?? (query.action ? query.favStoreId : undefined) };
  };

  return new Hono<ConsumerEnv>()
    .post('/v1/cart', auth, async (c) => {
      const query = readQuery(c, cartQuery);
      // The spec names no body for this call; accept none or an empty object, refuse anything else.
      await readJsonBody(c, z.strictObject({}), { optional: true });
      const site = await requestSite(c, db);
      const cart = await service.getOrCreateActive(c.get('consumer').consumerNo, site);
      return render(c, cart, await loadCartState(db, cart, now(), { favStoreId: query.favStoreId }));
    })
    .get('/v1/cart/:basketId', auth, async (c) => {
      const query = readQuery(c, cartQuery);
      const consumerNo = c.get('consumer').consumerNo;
      const cart = await service.findForConsumer(c.req.param('basketId'), consumerNo);
      if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
      // The supply check moves or trims lines whose stock changed (spec §4 delivery transitions): a write.
      if (query.inventorySupplyCheck?.toLowerCase() === 'true' && cart.status === 'active') {
        return write(c, cart.id, (tx, locked) => reconcileCart(tx, locked, now()));
      }
      return render(c, cart, await loadCartState(db, cart, now(), { favStoreId: query.favStoreId }));
    })
    .post('/v1/cartWithItem', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject(itemFields));
      return addWithNewCart(c, itemRequest(c, body));
    })
    .post('/v1/reserveWithItem', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ ...itemFields, storeId: id }));
      // Reserve and collect: the item is held at the store, so it goes in as a pickup line.
      return addWithNewCart(c, { ...itemRequest(c, body), action: 'pickup' });
    })
    .post('/v1/item', auth, async (c) => {
      const body = await readJsonBody(c, addItemBody);
      const request = itemRequest(c, body);
      return write(c, body.cartId, async (tx, cart) => {
        await addCartItem(tx, cart, request);
      });
    })
    .delete('/v1/item', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ cartId: id, itemId: id, upc: upc.optional() }));
      return write(c, body.cartId, async (tx, cart) => {
        const removed = await tx
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.cartId, cart.id),
              sql`${cartItems.id}::text = ${body.itemId}`,
              ...(body.upc ? [eq(cartItems.upc, body.upc)] : []),
            ),
          )
          .returning({ id: cartItems.id });
        if (removed.length === 0) throw recordNotFound('Unable to remove item from cart: it is not in the cart');
      });
    })
    .put('/v1/cart/:basketId/item', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          cartId: id.optional(),
          itemId: id,
          productId: itemFields.productId.optional(),
          qty,
          maxQty: qty.optional(),
          upc: upc.optional(),
          storeId: id.nullable().optional(),
          recipeId: id.optional(),
          // Spec §2 "add gift option" on a line already in the cart; null takes it off.
          giftOption: giftOption.nullable().optional(),
        }),
      );
      const basketId = c.req.param('basketId');
      if (body.cartId && body.cartId !== basketId)
        throw new ApiError(400, 'API400', 'Field "cartId" does not match the path');
      return write(c, basketId, async (tx, cart) => {
        const [line] = await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), sql`${cartItems.id}::text = ${body.itemId}`));
        if (!line) throw recordNotFound('Item not found in cart');
        const nextUpc = body.upc ?? line.upc;
        const product = await sellableProduct(tx, cart.currency, body.productId ?? line.productId, nextUpc);
        let fulfilment = line.fulfilment;
        let storeId = line.storeId;
        if (body.storeId === null && (fulfilment === 'pickup' || fulfilment === 'sts')) {
          fulfilment = 'home';
          storeId = null;
        } else if (body.storeId) {
          if (fulfilment !== 'sts') fulfilment = 'pickup';
          await assertStoreOffers(tx, body.storeId, fulfilment);
          storeId = body.storeId;
        }
        const maxQty = Math.min(body.maxQty ?? line.maxQty, product.maxQty ?? DEFAULT_MAX_QTY);
        await assertSellable(tx, product, nextUpc, body.qty, maxQty, fulfilment, storeId);
        // A new design for a made-to-order line (only there: a recipe does not turn another line into customs).
        const customs =
          body.recipeId && line.fulfilment === 'customs'
            ? await customsDesign(tx, body.recipeId, product.id)
            : undefined;
        await tx
          .update(cartItems)
          .set({
            qty: body.qty,
            maxQty,
            upc: nextUpc,
            productId: product.id,
            fulfilment,
            storeId,
            ...(customs ? { recipeId: customs.recipeId, customs } : {}),
            ...(body.giftOption !== undefined
              ? { giftOption: body.giftOption && Object.values(body.giftOption).some(Boolean) ? body.giftOption : null }
              : {}),
          })
          .where(eq(cartItems.id, line.id));
      });
    })
    .put('/v1/coupon', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ cartId: id, code: z.string().trim().min(1).max(40) }));
      const code = body.code.toUpperCase();
      return write(c, body.cartId, async (tx, cart) => {
        const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
        if (!coupon) throw new ApiError(404, 'PRM130', 'This coupon code is not valid');
        const at = now();
        if (coupon.endsAt && coupon.endsAt <= at) throw new ApiError(400, 'PRM135', 'This coupon code has expired');
        if (!coupon.enabled || (coupon.startsAt && coupon.startsAt > at))
          throw new ApiError(400, 'PRM140', 'This coupon code is not active');
        if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) {
          throw new ApiError(409, 'PRM155', 'This coupon code has reached its redemption limit');
        }
        const applied = await tx.select().from(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
        if (applied.some((row) => row.code === code))
          throw new ApiError(409, 'PRM150', 'This coupon code is already applied');
        // One code per promotion, and at most two codes per cart: codes are not meant to stack without limit.
        const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, coupon.promotionId));
        const sameCodes = applied.length
          ? await tx
              .select()
              .from(coupons)
              .where(
                sql`${coupons.code} in (${sql.join(
                  applied.map((row) => sql`${row.code}`),
                  sql`, `,
                )})`,
              )
          : [];
        if (applied.length >= 2 || sameCodes.some((row) => row.promotionId === coupon.promotionId)) {
          throw new ApiError(409, 'PRM175', 'This coupon cannot be combined with the codes already applied');
        }
        const state = await loadCartState(tx, cart, at);
        const scope = promotion?.appliesTo ?? {};
        const eligible = state.lines.some(
          (line) =>
            !line.product.isDigital &&
            (!scope.productTypes?.length || scope.productTypes.includes(line.product.productType)),
        );
        if (!eligible) throw new ApiError(400, 'PRM160', 'No item in your cart qualifies for this coupon');
        await tx.insert(cartCoupons).values({ cartId: cart.id, code, appliedAt: at });
      });
    })
    .delete('/v1/coupon', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ cartId: id, code: z.string().trim().min(1).max(40) }));
      return write(c, body.cartId, async (tx, cart) => {
        const removed = await tx
          .delete(cartCoupons)
          .where(and(eq(cartCoupons.cartId, cart.id), eq(cartCoupons.code, body.code.toUpperCase())))
          .returning();
        if (removed.length === 0) throw new ApiError(404, 'PRM416', 'This coupon code is not applied to the cart');
      });
    })
    .post('/v1/shippingMethod', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          cartId: id,
          code: z.enum(['standard', 'pudo', 'pickup', 'sts']),
          shippingId: id,
          shopperAppliedSM: z.boolean().optional(),
          // Where: the collection point for pudo, the store for pickup and ship-to-store.
          storeId: id.optional(),
        }),
      );
      return write(c, body.cartId, async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        if (body.shippingId === 'me') {
          if (body.code !== 'standard' && body.code !== 'pudo')
            throw new ApiError(400, 'API400', 'The home shipment takes "standard" or "pudo"');
          if (body.code === 'pudo') {
            const [point] = body.storeId
              ? await queryRows<{ id: string }>(
                  tx,
                  sql`select id from stores where id = ${body.storeId} and kind = 'collectionPoint'`,
                )
              : [];
            if (!point) throw new ApiError(404, 'STR404', 'Choose a collection point ("storeId")');
          }
          await tx
            .update(cartCheckouts)
            .set({
              shippingMethod: body.code,
              pudoId: body.code === 'pudo' ? (body.storeId ?? null) : null,
              updatedAt: now(),
            })
            .where(eq(cartCheckouts.cartId, cart.id));
          return;
        }
        // Any other shipping id is a line: its delivery changes (spec §4 delivery change).
        const [line] = await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), sql`${cartItems.id}::text = ${body.shippingId}`));
        if (!line) throw new ApiError(404, 'SHP404', 'Unknown shipping id');
        const product = await sellableProduct(tx, cart.currency, line.productId, line.upc);
        const fulfilment = body.code === 'standard' || body.code === 'pudo' ? 'home' : body.code;
        const storeId = fulfilment === 'home' ? null : (body.storeId ?? line.storeId);
        if (fulfilment !== 'home') {
          if (!storeId) throw new ApiError(404, 'STR404', 'Choose a store ("storeId")');
          await assertStoreOffers(tx, storeId, fulfilment);
        }
        await assertSellable(tx, product, line.upc, line.qty, line.maxQty, fulfilment, storeId);
        await tx.update(cartItems).set({ fulfilment, storeId }).where(eq(cartItems.id, line.id));
      });
    })
    .get('/v1/cart/:basketId/shippingMethod/:shippingId', auth, async (c) => {
      const cart = await service.findForConsumer(c.req.param('basketId'), c.get('consumer').consumerNo);
      if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
      const json = toCartJson(cart, await loadCartState(db, cart, now()));
      const entry = (json.shippingMethods as { shippingId: string }[]).find(
        (method) => method.shippingId === c.req.param('shippingId'),
      );
      if (!entry) throw new ApiError(404, 'SHP404', 'Unknown shipping id');
      return c.json(entry);
    })
    .post('/v2/cart/:basketId/shippingAddress', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          list: z.array(addressBody).min(1).max(5),
          botResponse: z.string().max(4000).optional(),
          context: z.enum(['shipping', 'checkout', 'express']).optional(),
          bid: id.optional(),
        }),
      );
      if (body.botResponse?.startsWith('fail'))
        throw new ApiError(403, 'AUT403', 'The bot check failed; please try again');
      const basketId = c.req.param('basketId');
      if (body.bid && body.bid !== basketId) throw new ApiError(400, 'API400', 'Field "bid" does not match the path');
      const address = checkAddress(body.list[0] as z.output<typeof addressBody>, 'SHP410');
      return write(c, basketId, async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        await tx
          .update(cartCheckouts)
          .set({
            shippingAddress: address,
            shippingAddressValidated: true,
            ...(address.email ? { email: address.email.toLowerCase() } : {}),
            updatedAt: now(),
          })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .delete('/v2/cart/:basketId/shippingAddress', auth, async (c) => {
      await readJsonBody(c, z.strictObject({}), { optional: true });
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        await tx
          .update(cartCheckouts)
          .set({ shippingAddress: null, shippingAddressValidated: false, updatedAt: now() })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .post('/v1/cart/:basketId/shippingAddress/validation', auth, async (c) => {
      const body = await readJsonBody(c, addressBody);
      const cart = await service.findForConsumer(c.req.param('basketId'), c.get('consumer').consumerNo);
      if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
      const problems = addressProblems(body);
      const capitalize = body.country === 'CA' || body.country === 'GB';
      return c.json({
        valid: problems.length === 0,
        problems,
        suggestedAddress:
          problems.length === 0
            ? {
                ...body,
                postalCode: capitalize ? body.postalCode.toUpperCase() : body.postalCode,
                province: body.province?.toUpperCase(),
              }
            : null,
      });
    })
    .post('/v1/cart/:basketId/billingAddress', auth, async (c) => {
      const body = await readJsonBody(c, addressBody);
      const address = checkAddress(body, 'BIL400');
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        await tx
          .update(cartCheckouts)
          .set({
            billingAddress: address,
            ...(address.email ? { email: address.email.toLowerCase() } : {}),
            updatedAt: now(),
          })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .delete('/v1/cart/:basketId/billingAddress', auth, async (c) => {
      await readJsonBody(c, z.strictObject({}), { optional: true });
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        await tx
          .update(cartCheckouts)
          .set({ billingAddress: null, updatedAt: now() })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .get('/v1/cart/:basketId/paymentMethods', auth, async (c) => {
      const cart = await service.findForConsumer(c.req.param('basketId'), c.get('consumer').consumerNo);
      if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found', { named: 'CART_NOT_FOUND' });
      return c.json({
        paymentMethods: availablePaymentMethods(cart.currency, c.get('consumer').consumerType !== 'GUEST'),
      });
    })
    .post('/v1/cart/:basketId/paymentInstruments', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          payment_method_id: z.enum([
            'CREDIT_CARD',
            'GIFT_CARD',
            'PAYPAL',
            'KLARNA',
            'ATHLETES_PAYMENT',
            'REWARD_CODE',
            'REWARD_CARD',
          ]),
          payment_instrument_id: z.string().min(1).max(200).optional(),
          giftCard: z
            .strictObject({ number: z.string().regex(/^\d{16,19}$/), pin: z.string().regex(/^\d{4,8}$/) })
            .optional(),
          /** Athlete payment: the amount to pay with athlete credit (default: as much as may be paid). */
          amount: z.number().positive().max(100_000).optional(),
          /** Reward code or reward card number the consumer owns. */
          code: z.string().trim().min(1).max(60).optional(),
        }),
      );
      const consumerNo = c.get('consumer').consumerNo;
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        if (body.payment_method_id === 'ATHLETES_PAYMENT') {
          await applyAthletePayment(tx, cart, body.amount, now());
          return;
        }
        if (body.payment_method_id === 'REWARD_CODE' || body.payment_method_id === 'REWARD_CARD') {
          await applyRewardPayment(
            tx,
            cart,
            consumerNo,
            body.payment_method_id,
            body.code ?? body.payment_instrument_id,
            now(),
          );
          return;
        }
        if (body.payment_method_id === 'GIFT_CARD') {
          if (!body.giftCard) throw new ApiError(400, 'API400', 'Field "giftCard" is required for a gift card');
          const card = await findGiftCard(tx, body.giftCard.number, body.giftCard.pin, cart.currency, now());
          const existing = await tx
            .select()
            .from(cartPaymentInstruments)
            .where(eq(cartPaymentInstruments.cartId, cart.id));
          if (existing.some((row) => row.paymentInstrumentId === card.numberHash.slice(0, 24)))
            throw new ApiError(409, 'GFC400', 'This gift card is already applied', { named: 'GC_ALREADY_APPLIED' });
          const state = await loadCartState(tx, cart, now());
          const amount = money(Math.min(card.balance, state.totals.remainingToPay));
          if (amount <= 0)
            throw new ApiError(409, 'GFC700', 'Nothing left to pay with a gift card', { named: 'GC_NOT_ALLOWED' });
          await tx.insert(cartPaymentInstruments).values({
            cartId: cart.id,
            paymentMethodId: 'GIFT_CARD',
            paymentInstrumentId: card.numberHash.slice(0, 24),
            details: { lastFour: card.lastFour, maskedNumber: `************${card.lastFour}`, balance: card.balance },
            amount,
          });
          return;
        }
        let details: Record<string, unknown> = { type: body.payment_method_id };
        if (body.payment_method_id === 'CREDIT_CARD') {
          if (!body.payment_instrument_id)
            throw new ApiError(400, 'API400', 'Field "payment_instrument_id" is required for a card');
          let token = body.payment_instrument_id;
          // A saved card of the consumer (its id), or a card just tokenised by the sandbox's hosted fields.
          const [saved] = await tx
            .select()
            .from(consumerPaymentInstruments)
            .where(
              and(eq(consumerPaymentInstruments.id, token), eq(consumerPaymentInstruments.consumerNo, consumerNo)),
            );
          if (saved) token = String((saved.details as { cardToken?: string }).cardToken ?? '');
          const card = parseSandboxToken(token);
          if (!card)
            throw new ApiError(404, 'PYT404', 'Payment instrument not found', {
              named: 'PAYMENT_INSTRUMENT_NOT_FOUND',
            });
          details = {
            cardType: card.cardType,
            lastFour: card.lastFour,
            maskedNumber: `************${card.lastFour}`,
            cardToken: token,
            savedInstrumentId: saved?.id ?? null,
          };
        }
        if (body.payment_method_id === 'PAYPAL') {
          // The approval token came back through the shopper's browser: checked here as when the order is placed.
          const state = await loadCartState(tx, cart, now());
          const approved = verifyPayPalApproval(
            body.payment_instrument_id ?? '',
            { cartId: cart.id, amount: state.totals.remainingToPay, currency: cart.currency },
            now(),
          );
          if (state.totals.remainingToPay > 0 && !approved)
            throw new ApiError(402, 'PYT300', 'PayPal has not approved this payment for this cart and amount', {
              named: 'PAYMENT_ERROR',
            });
        }
        // One instrument pays the remainder: choosing another replaces it; gift cards, athlete credit and rewards stay.
        await tx
          .delete(cartPaymentInstruments)
          .where(
            and(
              eq(cartPaymentInstruments.cartId, cart.id),
              sql`${cartPaymentInstruments.paymentMethodId} not in ('GIFT_CARD', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD')`,
            ),
          );
        await tx.insert(cartPaymentInstruments).values({
          cartId: cart.id,
          paymentMethodId: body.payment_method_id as CartPaymentMethod,
          paymentInstrumentId: body.payment_instrument_id ?? null,
          details,
          amount: null,
        });
      });
    })
    .delete('/v1/cart/:basketId/paymentInstruments', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({ payment_instrument_id: id, payment_method_id: z.string().max(40).optional() }),
      );
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        const removed = await tx
          .delete(cartPaymentInstruments)
          .where(
            and(
              eq(cartPaymentInstruments.cartId, cart.id),
              sql`(${cartPaymentInstruments.id}::text = ${body.payment_instrument_id} or ${cartPaymentInstruments.paymentInstrumentId} = ${body.payment_instrument_id})`,
            ),
          )
          .returning();
        if (removed.length === 0)
          throw new ApiError(404, 'PYT404', 'Payment instrument not found', { named: 'PAYMENT_INSTRUMENT_NOT_FOUND' });
      });
    })
    .put('/v1/cart/:basketId/reward', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ appliedLoyaltyVoucher: z.string().max(40).nullable() }));
      const consumerNo = c.get('consumer').consumerNo;
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        if (body.appliedLoyaltyVoucher === null) {
          await tx.update(cartCheckouts).set({ reward: null }).where(eq(cartCheckouts.cartId, cart.id));
          return;
        }
        const [profile] = await queryRows<{ member: boolean; points: number }>(
          tx,
          sql`select is_loyalty_member as member, loyalty_points as points from consumer_profiles where consumer_no = ${consumerNo}`,
        );
        if (!profile?.member) throw new ApiError(403, 'REW401', 'Rewards are for loyalty members');
        const tier = LOYALTY_VOUCHER_TIERS.find((voucher) => voucher.id === body.appliedLoyaltyVoucher);
        if (!tier) throw new ApiError(404, 'REW130', 'This reward is not valid');
        if (profile.points < tier.points) throw new ApiError(409, 'REW130', 'Not enough points for this reward');
        await tx
          .update(cartCheckouts)
          .set({ reward: { appliedLoyaltyVoucher: tier.id, amount: tier.amount } })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .post('/v1/giftcard/balance', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({ cardNumber: z.string().regex(/^\d{16,19}$/), pin: z.string().regex(/^\d{4,8}$/) }),
      );
      const site = await requestSite(c, db);
      const card = await findGiftCard(db, body.cardNumber, body.pin, site.currency, now(), { allowEmpty: true });
      return c.json({
        lastFour: card.lastFour,
        balance: card.balance,
        currency: card.currency,
        expiresAt: card.expiresAt.toISOString(),
      });
    })
    .post('/v1/deviceFingerPrint', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({ cartId: id, deviceFingerPrint: z.string().min(8).max(2000) }),
      );
      return write(c, body.cartId, async (tx, cart) => {
        await ensureCheckout(tx, cart.id);
        // Only a hash: the fingerprint is for fraud screening, not for recognising people later.
        await tx
          .update(cartCheckouts)
          .set({ deviceFingerprint: hash(body.deviceFingerPrint) })
          .where(eq(cartCheckouts.cartId, cart.id));
      });
    })
    .post('/v1/cart/:basketId/price_adjustments', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          itemId: id.optional(),
          kind: z.enum(['amount', 'percent']),
          value: z.number().positive().max(100_000),
          reason: z.string().trim().min(3).max(200),
        }),
      );
      const associate = await openAssociateSession(db, c.get('consumer').consumerNo);
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        if (body.kind === 'percent' && body.value > 100)
          throw new ApiError(400, 'API400', 'Field "value": a percentage is at most 100');
        if (body.itemId) {
          const [line] = await tx
            .select({ id: cartItems.id })
            .from(cartItems)
            .where(and(eq(cartItems.cartId, cart.id), sql`${cartItems.id}::text = ${body.itemId}`));
          if (!line) throw recordNotFound('Item not found in cart');
        }
        await tx.insert(cartPriceAdjustments).values({
          cartId: cart.id,
          itemId: body.itemId ?? null,
          kind: body.kind,
          value: body.value,
          reason: body.reason,
          createdBy: associate,
        });
      });
    })
    .patch('/v1/cart/:basketId/price_adjustments/:adjustmentId', auth, async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          kind: z.enum(['amount', 'percent']).optional(),
          value: z.number().positive().max(100_000).optional(),
          reason: z.string().trim().min(3).max(200).optional(),
        }),
      );
      await openAssociateSession(db, c.get('consumer').consumerNo);
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        const changed = await tx
          .update(cartPriceAdjustments)
          .set({
            ...(body.kind ? { kind: body.kind } : {}),
            ...(body.value ? { value: body.value } : {}),
            ...(body.reason ? { reason: body.reason } : {}),
          })
          .where(
            and(
              eq(cartPriceAdjustments.cartId, cart.id),
              sql`${cartPriceAdjustments.id}::text = ${c.req.param('adjustmentId')}`,
            ),
          )
          .returning();
        if (changed.length === 0) throw recordNotFound('Price adjustment not found');
        const [row] = changed;
        if (row?.kind === 'percent' && row.value > 100)
          throw new ApiError(400, 'API400', 'Field "value": a percentage is at most 100');
      });
    })
    .delete('/v1/cart/:basketId/price_adjustments/:adjustmentId', auth, async (c) => {
      await readJsonBody(c, z.strictObject({}), { optional: true });
      await openAssociateSession(db, c.get('consumer').consumerNo);
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        const removed = await tx
          .delete(cartPriceAdjustments)
          .where(
            and(
              eq(cartPriceAdjustments.cartId, cart.id),
              sql`${cartPriceAdjustments.id}::text = ${c.req.param('adjustmentId')}`,
            ),
          )
          .returning();
        if (removed.length === 0) throw recordNotFound('Price adjustment not found');
      });
    })
    .put('/v2/saveForLater', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ cartId: id, itemId: id }));
      const consumerNo = c.get('consumer').consumerNo;
      return write(c, body.cartId, async (tx, cart) => {
        const [line] = await tx
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), sql`${cartItems.id}::text = ${body.itemId}`));
        if (!line) throw recordNotFound('Item not found in cart');
        const listId = await activeSaveForLaterList(tx, consumerNo);
        await tx.insert(saveForLaterItems).values({
          listId,
          productId: line.productId,
          upc: line.upc,
          qty: line.qty,
          pageUrl: line.pdpUrl,
          productImageUrl: line.productImageUrl,
        });
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      });
    })
    .post('/v2/cart/:basketId/saveForLater', auth, async (c) => {
      const body = await readJsonBody(c, z.strictObject({ saveForLaterId: id.optional(), itemId: id }));
      const consumerNo = c.get('consumer').consumerNo;
      return write(c, c.req.param('basketId'), async (tx, cart) => {
        const [item] = await queryRows<{
          id: string;
          productId: string;
          upc: string | null;
          qty: number;
          listId: string;
        }>(
          tx,
          sql`select i.id, i.product_id as "productId", i.upc, i.qty, i.list_id as "listId" from save_for_later_items i
                  join save_for_later_lists l on l.id = i.list_id
                 where i.id::text = ${body.itemId} and l.consumer_no = ${consumerNo} and l.status = 'active'
                   ${body.saveForLaterId ? sql`and l.id::text = ${body.saveForLaterId}` : sql``}`,
        );
        if (!item) throw recordNotFound('Saved item not found');
        if (!item.upc) throw new ApiError(400, 'API400', 'Choose a size before moving this item to the cart');
        try {
          await addCartItem(tx, cart, { productId: item.productId, upc: item.upc, qty: item.qty });
        } catch (error) {
          // Spec §8 ITEM_OOS: a saved item the stock no longer covers "could not be moved to cart"; it stays saved,
          // and the stock id (INV700 none left, INV406 fewer than saved) comes second.
          if (error instanceof ApiError && (error.errorId === 'INV700' || error.errorId === 'INV406'))
            throw new ApiError(error.status, error.errorId, error.message, { named: 'ITEM_OOS' });
          throw error;
        }
        await tx.delete(saveForLaterItems).where(sql`${saveForLaterItems.id}::text = ${item.id}`);
      });
    })
    .delete('/v2/saveForLater/:saveForlaterId/items/:itemId', auth, async (c) => {
      const consumerNo = c.get('consumer').consumerNo;
      const removed = await queryRows<{ id: string }>(
        db,
        sql`delete from save_for_later_items i using save_for_later_lists l
               where l.id = i.list_id and l.consumer_no = ${consumerNo} and l.id::text = ${c.req.param('saveForlaterId')}
                 and i.id::text = ${c.req.param('itemId')} returning i.id`,
      );
      if (removed.length === 0) throw recordNotFound('Saved item not found');
      const items = await queryRows<Record<string, unknown>>(
        db,
        sql`select id, product_id as "productId", upc, qty from save_for_later_items where list_id::text = ${c.req.param('saveForlaterId')} order by added_at`,
      );
      return c.json({ saveForLaterId: c.req.param('saveForlaterId'), items });
    });
}

async function activeSaveForLaterList(tx: CartExecutor, consumerNo: string): Promise<string> {
  await tx.insert(saveForLaterLists).values({ consumerNo }).onConflictDoNothing();
  const [list] = await tx
    .select({ id: saveForLaterLists.id })
    .from(saveForLaterLists)
    .where(and(eq(saveForLaterLists.consumerNo, consumerNo), eq(saveForLaterLists.status, 'active')));
  if (!list) throw new Error('Save-for-later list was neither found nor created');
  return list.id;
}

// Price overrides are for store associates selling in a store (spec §6 buy-in-store): an open session is required.
async function openAssociateSession(db: Database, consumerNo: string): Promise<string> {
  const [session] = await queryRows<{ storeEmployeeId: string }>(
    db,
    sql`select store_employee_id as "storeEmployeeId" from buy_in_store_sessions where consumer_no = ${consumerNo} and ended_at is null`,
  );
  if (!session) throw new ApiError(403, 'AUT404', 'Only a store associate may adjust prices');
  return session.storeEmployeeId;
}
