// Money and delivery helpers
export { discountPercentage } from './discountPercentage';
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney } from './formatMoney';
export { percentage } from './percentage';
export { shippingCostWithPromotion } from './shippingCostWithPromotion';
export { summaryRows } from './summaryRows';
export type { SummaryRows, SummaryTotalsInput } from './summaryRows';
export { shippingDayEstimate } from './shippingDayEstimate';
export { shouldShowOmnibusPrice } from './shouldShowOmnibusPrice';
export type { OmnibusPrices } from './shouldShowOmnibusPrice';

// Constants (spec §9)
export { DEFAULT_ADD_QUANTITY, DEFAULT_MAX_QUANTITY, INVALID_CUSTOMER_RELOAD_MS, TOAST_TICK_MS } from './cartConstants';

// Lifecycle (spec §4)
export { memoryCartIdStorage, webCartIdStorage } from './cartIdStorage';
export type { CartIdStorage } from './cartIdStorage';
export {
  CartExpiredError,
  createCartLifecycle,
  DEFAULT_LIFECYCLE_MESSAGES,
  isCartNotFound,
  isInvalidCustomer,
} from './cartLifecycle';
export type {
  CartLifecycle,
  CartLifecycleApi,
  CartLifecycleMessages,
  CartLifecycleOptions,
  CartNotice,
} from './cartLifecycle';

// The swr hooks are in `@switchback/cart/react` (src/react.ts), so this entry needs neither react nor swr.

// Lines: grouping, variant, delivery method
export {
  boundedQuantity,
  deliveryMethodOf,
  groupCartItems,
  isPickupMethod,
  isStoreDelivery,
  maxQuantityOf,
  selectedShippingOption,
  variantDisplay,
} from './cartItems';
export type { DeliveryMethodCode } from './cartItems';

// Delivery notifications (spec §4)
export {
  cartNotifications,
  DELIVERY_NOTIFICATION_MESSAGES,
  DELIVERY_TRANSITIONS,
  describeNotification,
  FULFILMENT_CHANGE_MESSAGES,
  fulfilmentChangeMessage,
  ORDER_UPDATED_MESSAGE,
} from './deliveryNotifications';
export type { CartNotificationType, DeliveryNotice } from './deliveryNotifications';

// Promotions
export {
  APPROACHING_SHARE,
  approachingPromotions,
  calloutText,
  promoSummaryByLevel,
  spendMoreMessage,
  thresholdStatusOf,
} from './promotions';
export type { ApproachingDisplay, PromotionLevel, PromotionLine, ThresholdStatus } from './promotions';

// Errors (spec §8)
export {
  cartErrorFor,
  GWP_MESSAGE,
  maxQuantityMessage,
  onlyLeftMessage,
  outOfStockMessage,
  REMOVE_FAILED_MESSAGE,
} from './cartErrors';
export type { CartErrorDisplay, CartErrorPlacement } from './cartErrors';

// Texts in other languages (English by default)
export { cartTextsFor, defaultCartTexts, frenchCartTexts } from './cartTexts';
export type { CartTexts } from './cartTexts';

// Toasts
export { createToastQueue } from './toastQueue';
export type { Toast, ToastQueue, ToastQueueOptions } from './toastQueue';
