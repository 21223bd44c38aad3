export { checkoutMachine } from './checkoutMachine';
export type {
  BuyInStoreSession,
  CheckoutAddress,
  CheckoutBilling,
  CheckoutContext,
  CheckoutError,
  CheckoutEvent,
  CheckoutInput,
  CheckoutShipment,
  CheckoutShipping,
  EditableCheckoutStep,
  ExpressCheckoutOutput,
  ExpressProfile,
  OrderFlash,
  PayLaterResult,
  PaymentMethodId,
  PlacedOrder,
  PlaceOrderInput,
  ShippingMethodCode,
} from './checkoutTypes';
export { isAddressComplete, isBillingComplete, isShippingComplete } from './isShippingComplete';
export { challengeOf } from './challengeOf';
export { EXPRESS_PAY_STORE_CONTEXT, orderConfirmationSearch } from './orderConfirmationSearch';
export { NETWORK_ERROR_MESSAGE, PAY_LATER_ERROR_ID, toCheckoutError } from './toCheckoutError';
export { CHECKOUT_ORDER_KEY, clearCheckoutOrder, readCheckoutOrder, saveCheckoutOrder } from './checkoutOrderStorage';
export type { CheckoutOrderStorage } from './checkoutOrderStorage';
export { applicableVoucher, voucherChoices } from './loyaltyVouchers';
export type { OfferedLoyaltyVoucher, VoucherChoice, VoucherRefusal } from './loyaltyVouchers';
export { athleteAmountOf, athletePayable, rewardsAllowed } from './creditPayments';
export type { AthleteAmountRefusal, OfferedAthletePayment } from './creditPayments';
