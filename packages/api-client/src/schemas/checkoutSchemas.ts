import * as z from 'zod/mini';
import { addressSchema } from './addressSchema';
import { maybe, maybeBoolean, maybeList, maybeString, money } from './fields';

// Checkout answers that are not §3 entities: the ids and the fields a screen reads are checked, the rest passes.

/**
 * The answer of `GET /cart/v1/cart/{basketId}/paymentMethods`: the methods this cart may pay with.
 *
 * @example
 * const codes = paymentMethodsSchema.parse(body).paymentMethods.map((m) => m.id);
 */
export const paymentMethodsSchema = z.looseObject({
  paymentMethods: z.array(
    z.looseObject({ id: z.string(), name: maybeString, label: maybeString, available: maybeBoolean }),
  ),
});

/**
 * The answer of `POST /cart/v1/giftcard/balance`.
 *
 * @example
 * const { balance } = giftCardBalanceSchema.parse(body);
 */
export const giftCardBalanceSchema = z.looseObject({ balance: money, currency: maybeString });

/**
 * The answer of `GET /cart/v1/paymentSession`: what the payment provider's hosted fields or pay-later script start with.
 *
 * @example
 * const { sessionId } = paymentSessionSchema.parse(body);
 */
export const paymentSessionSchema = z.looseObject({
  sessionId: maybeString,
  clientToken: maybeString,
  scriptUrl: maybeString,
});

/**
 * The answer of `POST /cart/v1/cart/{basketId}/shippingAddress/validation` (spec §7): whether the address is
 * deliverable (`valid`), the field problems that stop it (`problems`, each with the `field` it belongs to and a
 * `message`), and, when valid, the same address in the carrier's form to save instead (`suggestedAddress`, else null).
 *
 * @example
 * const { valid, problems, suggestedAddress } = addressValidationSchema.parse(body);
 */
export const addressValidationSchema = z.looseObject({
  valid: z.boolean(),
  problems: maybeList(z.looseObject({ field: maybeString, message: maybeString })),
  suggestedAddress: maybe(addressSchema),
});

/**
 * The answer of `POST /cart/v1/cart/prepareOrder`: the order number reserved for the cart.
 *
 * @example
 * const { orderNumber } = preparedOrderSchema.parse(body);
 */
export const preparedOrderSchema = z.looseObject({
  orderNumber: maybeString,
  basketId: maybeString,
  cart: maybe(z.looseObject({})),
});
