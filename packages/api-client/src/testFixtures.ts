// Shared test data; not exported from the package.
export const API = 'https://api.test';

export const guestSession = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 1800,
  tokenType: 'Bearer',
  consumerNo: 'C0001',
  consumerType: 'GUEST',
  memberId: null,
  isEmployeeDiscountTCAccepted: false,
};

export const emptyCart = {
  id: 'cart-1',
  currency: 'USD',
  totalItems: 0,
  totals: {
    itemTotal: 0,
    totalDiscount: 0,
    total: 0,
    totalWithoutTax: 0,
    shipping: 0,
    tax: 0,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    totalUnits: 0,
    itemSubTotal: 0,
    netAmount: 0,
    taxAmount: 0,
    appliedRewards: [],
  },
  items: [],
  payment_instruments: [],
  shippingMethods: [],
  shipments: [],
  couponItems: [],
  orderPromotions: [],
  promoSummary: [],
  bonusItems: [],
  saveForLaterItems: [],
  flash: [],
  paymentMethods: [],
  notificationList: [],
};

export const homePage = {
  id: 'page-1',
  siteId: 'sb-us',
  slug: 'home',
  title: 'Home',
  description: 'Trail-ready footwear',
  updatedAt: '2025-01-01T00:00:00.000Z',
  blocks: [
    {
      id: 'b1',
      type: 'hero',
      name: 'Hero',
      title: 'Go further',
      media: { url: '/a.jpg', alt: '', width: 1, height: 1 },
    },
  ],
};

export function apiErrorBody(errorId: string, message: string, extra: Record<string, unknown> = {}) {
  return { appId: 'commerce-api', correlationId: 'corr-1', errorDetails: [{ errorId, message }], ...extra };
}
