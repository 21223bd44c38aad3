import type { consumerAddresses } from '../db/schema';

/** An address row. */
export type AddressRow = typeof consumerAddresses.$inferSelect;

/** Spec §3 "Address" as the API answers it. */
export interface AddressJson {
  id: string;
  addressId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  phoneCode: string | null;
  recipientContactPhone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string | null;
  postalCode: string;
  country: string;
  countryCode: string;
  isValidated: boolean;
  approachType: 'S' | 'B';
  main: boolean;
  subscriptions: { newsletterConsent: boolean };
}

/**
 * Renders an address row with the field names of spec §3 (`id` and `addressId` both carry the id).
 * @example
 * const json = toAddressJson(row); // { addressId: '…', approachType: 'S', main: true, … }
 */
export function toAddressJson(row: AddressRow): AddressJson {
  return {
    id: row.id,
    addressId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    phoneCode: row.phoneCode,
    recipientContactPhone: row.recipientContactPhone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.countryCode,
    countryCode: row.countryCode,
    isValidated: row.isValidated,
    approachType: row.approachType,
    main: row.main,
    subscriptions: { newsletterConsent: row.newsletterConsent },
  };
}
