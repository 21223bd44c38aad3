import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeString } from './fields';

/**
 * An address (spec §3): a saved consumer address, a cart's shipping or billing address, an order's billing
 * address. It is identified by `id` or `addressId` (servers send one or both; a cart address may have neither
 * until it is saved). `approachType` is `S` (shipping) or `B` (billing).
 *
 * @example
 * const address = addressSchema.parse(body.address);
 * const id = address.addressId ?? address.id;
 */
export const addressSchema = z.looseObject({
  id: maybeString,
  addressId: maybeString,
  firstName: maybeString,
  lastName: maybeString,
  email: maybeString,
  phone: maybeString,
  phoneCode: maybeString,
  recipientContactPhone: maybeString,
  addressLine1: maybeString,
  addressLine2: maybeString,
  city: maybeString,
  province: maybeString,
  postalCode: maybeString,
  country: maybeString,
  countryCode: maybeString,
  shippingId: maybeString,
  isValidated: maybeBoolean,
  approachType: maybeString,
  main: maybeBoolean,
  subscriptions: maybe(z.looseObject({ newsletterConsent: maybeBoolean })),
});

/**
 * A parsed address.
 *
 * @example
 * const oneLine = (a: Address) => [a.addressLine1, a.city, a.postalCode].filter(Boolean).join(', ');
 */
export type Address = z.infer<typeof addressSchema>;

/**
 * The answer of `POST /consumers-v3/consumer/address` and `PUT …/address/{addressId}`: the id and the address.
 *
 * @example
 * const { addressId } = savedAddressSchema.parse(body);
 */
export const savedAddressSchema = z.looseObject({ addressId: z.string(), address: maybe(addressSchema) });

/**
 * A parsed saved-address answer.
 *
 * @example
 * const idOf = (saved: SavedAddress) => saved.addressId;
 */
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * The list answer of `GET /consumers-v3/consumer/address`.
 *
 * @example
 * const main = addressListSchema.parse(body).addresses.find((a) => a.main);
 */
export const addressListSchema = z.looseObject({ addresses: z.array(addressSchema) });
