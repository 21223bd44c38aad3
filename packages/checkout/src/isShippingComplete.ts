import type { CheckoutAddress, CheckoutBilling, CheckoutShipping, ShippingMethodCode } from './checkoutTypes';

const HOME_DELIVERY: ReadonlySet<ShippingMethodCode> = new Set(['standard', 'customs']);
const STORE_DELIVERY: ReadonlySet<ShippingMethodCode> = new Set(['pickup', 'pudo', 'sts']);

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * The minimum the default guards ask of an address: name, first line, city, postal code, country.
 * Country-specific rules (lengths, patterns, provinces) belong to the app's own guards.
 *
 * @example
 * ```ts
 * isAddressComplete({ ...address, city: ' ' }); // false
 * ```
 */
export function isAddressComplete(address: CheckoutAddress | null | undefined): boolean {
  return (
    !!address &&
    [
      address.firstName,
      address.lastName,
      address.addressLine1,
      address.city,
      address.postalCode,
      address.country,
    ].every(filled)
  );
}

/**
 * The default `shippingComplete` check: at least one shipment, and each has what its method needs:
 * an address for home delivery, a store for pickup and ship-to-store, nothing for digital items.
 *
 * @example
 * ```ts
 * isShippingComplete({ shipments: [{ shippingId: 'me', methodCode: 'pickup', storeId: '0042' }] }); // true
 * ```
 */
export function isShippingComplete(shipping: CheckoutShipping | null | undefined): boolean {
  if (!shipping || shipping.shipments.length === 0) return false;
  return shipping.shipments.every((shipment) => {
    if (HOME_DELIVERY.has(shipment.methodCode)) return isAddressComplete(shipment.address);
    if (STORE_DELIVERY.has(shipment.methodCode)) return filled(shipment.storeId);
    return shipment.methodCode === 'digital';
  });
}

/**
 * The default `billingComplete` check: a complete billing address and a payment method.
 *
 * @example
 * ```ts
 * isBillingComplete({ address, paymentMethodId: 'CREDIT_CARD' }); // true when the address is complete
 * ```
 */
export function isBillingComplete(billing: CheckoutBilling | null | undefined): boolean {
  return !!billing && isAddressComplete(billing.address) && filled(billing.paymentMethodId);
}
