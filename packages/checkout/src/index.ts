export { checkoutMachine } from './checkoutMachine';
export type {
  CheckoutAddress,
  CheckoutBilling,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutShipment,
  CheckoutShipping,
  EditableCheckoutStep,
  PaymentMethodId,
  PlacedOrder,
  PlaceOrderInput,
  ShippingMethodCode,
} from './checkoutTypes';
export { isAddressComplete, isBillingComplete, isShippingComplete } from './isShippingComplete';
