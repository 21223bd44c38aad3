import { sql } from 'drizzle-orm';
import { assertSellable } from '../cart/addCartItem';
import type { CartExecutor, CartState } from '../cart/loadCartState';
import { CREDIT_METHODS } from '../cart/loadCartState';
import type { PostalAddress } from '../db/schema';
import { queryRows } from '../db/queryRows';
import { ApiError, type ErrorId, type NamedErrorId } from '../http/ApiError';

/** What an order needs besides its lines, resolved from the cart and the placement body. */
export interface OrderReadiness {
  email: string;
  billingAddress: PostalAddress;
  /** The instrument paying what gift cards and rewards leave; absent when they cover everything. */
  payer: CartState['instruments'][number] | undefined;
}

// Stock that ran out after the line was added is, at checkout, the spec's "some products have no inventory"; a
// variant that is gone is an item no longer available (§8: reload the cart). The area code stays second.
const AT_CHECKOUT: Partial<Record<ErrorId, NamedErrorId>> = {
  INV700: 'SOME_PRODUCTS_NO_INVENTORY',
  INV406: 'SOME_PRODUCTS_NO_INVENTORY',
  INV701: 'SOME_PRODUCTS_NO_INVENTORY',
  ORD430: 'ITEM_NO_LONGER_AVAILABLE',
};

/**
 * Checks that a cart can become an order (prepare order and place order run the same checks), throwing the spec's
 * ids: ORD430 empty cart, ORD517/ORD518 a pickup that must become delivery or ship-to-store, INV700/INV406/INV701
 * stock (led by SOME_PRODUCTS_NO_INVENTORY), ORD430 a variant gone (led by ITEM_NO_LONGER_AVAILABLE), INV408 max
 * quantity (ADDED_MAX_QUANTITY), SHP404 no delivery address or collection point (ADDRESS_NOT_FOUND), BIL400 no
 * billing address, ORD400 no e-mail, PYT404 nothing to pay with (PAYMENT_INSTRUMENT_NOT_FOUND), GFC700 a gift card
 * that no longer covers its amount.
 * @example
 * const ready = await checkReadiness(tx, state, body.billingAddress);
 */
export async function checkReadiness(
  db: CartExecutor,
  state: CartState,
  billingOverride?: PostalAddress,
): Promise<OrderReadiness> {
  if (state.lines.length === 0) throw new ApiError(409, 'ORD430', 'Your cart is empty: the order can not be completed');
  for (const line of state.lines) {
    // A pickup the store can no longer serve but the warehouse can is a fulfilment change (spec §4): the client
    // reloads the cart, whose supply check moves the line and tells the shopper.
    if (
      line.row.fulfilment === 'pickup' &&
      (line.storeQuantity ?? 0) < line.row.qty &&
      line.variant.onlineQuantity >= line.row.qty
    ) {
      const [store] = await queryRows<{ services: string[] }>(
        db,
        sql`select services from stores where id = ${line.row.storeId}`,
      );
      if (store?.services.includes('sts'))
        throw new ApiError(
          409,
          'ORD518',
          `${line.product.name} can no longer be picked up today; it can be shipped to the store`,
        );
      throw new ApiError(409, 'ORD517', `${line.product.name} can no longer be picked up; it can be delivered to you`);
    }
    try {
      await assertSellable(
        db,
        line.product,
        line.row.upc,
        line.row.qty,
        line.row.maxQty,
        line.row.fulfilment,
        line.row.storeId,
      );
    } catch (error) {
      const named = error instanceof ApiError ? AT_CHECKOUT[error.errorId] : undefined;
      if (!(error instanceof ApiError) || !named) throw error;
      throw new ApiError(error.status, error.errorId, error.message, { named });
    }
  }
  const checkout = state.checkout;
  const shipsHome = state.lines.some((line) => line.row.fulfilment === 'home' && !line.product.isDigital);
  if (shipsHome && checkout?.shippingMethod === 'pudo' && !checkout.pudoId)
    throw new ApiError(400, 'SHP404', 'Choose a collection point', { named: 'ADDRESS_NOT_FOUND' });
  if (shipsHome && checkout?.shippingMethod !== 'pudo' && !checkout?.shippingAddress) {
    throw new ApiError(400, 'SHP404', 'Add a delivery address', { named: 'ADDRESS_NOT_FOUND' });
  }
  const billingAddress = billingOverride ?? checkout?.billingAddress ?? undefined;
  if (!billingAddress) throw new ApiError(400, 'BIL400', 'Add a billing address');
  const email = checkout?.email ?? billingAddress.email ?? checkout?.shippingAddress?.email;
  if (!email) throw new ApiError(400, 'ORD400', 'Add an e-mail address for the order confirmation');

  for (const instrument of state.instruments.filter((entry) => entry.paymentMethodId === 'GIFT_CARD')) {
    const [card] = await queryRows<{ balance: string | number }>(
      db,
      sql`select balance from gift_cards where left(number_hash, 24) = ${instrument.paymentInstrumentId}`,
    );
    if (!card || Number(card.balance) < (instrument.amount ?? 0))
      throw new ApiError(409, 'GFC700', 'A gift card no longer covers its amount; remove it and add it again');
  }
  // Gift cards, athlete credit and rewards pay fixed amounts; the payer is the one instrument charged the rest.
  const payer = state.instruments.find(
    (entry) => entry.paymentMethodId !== 'GIFT_CARD' && !CREDIT_METHODS.includes(entry.paymentMethodId),
  );
  if (state.totals.remainingToPay > 0 && !payer)
    throw new ApiError(400, 'PYT404', 'Add a payment method', { named: 'PAYMENT_INSTRUMENT_NOT_FOUND' });
  return { email: email.toLowerCase(), billingAddress, payer: state.totals.remainingToPay > 0 ? payer : undefined };
}
