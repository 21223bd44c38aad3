export { discountPercentage } from './discountPercentage';
export { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney } from './formatMoney';
export { percentage } from './percentage';
export { shippingCostWithPromotion } from './shippingCostWithPromotion';
export { shippingDayEstimate } from './shippingDayEstimate';
export { shouldShowOmnibusPrice } from './shouldShowOmnibusPrice';
export type { OmnibusPrices } from './shouldShowOmnibusPrice';
