// Spec-shaped answers (commerce-core §3) for the calls commerce-api does not serve yet: the contract suite
// answers them through msw and checks they parse. Every field of §3 appears at least once.

export const address = {
  id: 'addr-1',
  addressId: 'addr-1',
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex.rivera@example.com',
  phone: '3035550142',
  phoneCode: '+1',
  recipientContactPhone: '3035550143',
  addressLine1: '1550 Wynkoop St',
  addressLine2: 'Apt 402',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  countryCode: 'US',
  shippingId: 'me',
  isValidated: true,
  approachType: 'S',
  main: true,
  subscriptions: { newsletterConsent: false },
};

export const cartItem = {
  id: 'line-1',
  productId: 'SB10000001',
  masterId: 'SB10000001',
  name: "Women's Ridgeline Rain Jacket",
  qty: 2,
  maxQty: 999999,
  upc: '194000000001',
  recipeId: null,
  price: {
    amount: 129.95,
    original: 159.95,
    current: 129.95,
    rowTotal: 259.9,
    priceAfterItemDiscount: 249.9,
    priceAfterOrderDiscount: 239.9,
    highCurrent: 129.95,
    highOriginal: 159.95,
    proratedPrice: 119.95,
  },
  taxTotal: 19.19,
  bonus: false,
  variants: [
    { code: 'color', value: 'BLK' },
    { code: 'size', value: 'M' },
  ],
  attributes: {
    color: { code: 'BLK', value: 'Black' },
    size: [
      { code: 'M', value: 'M', available: true },
      { code: 'L', value: 'L', available: false },
    ],
  },
  customerNotifications: [{ code: 'ProductLineItemInventoryMissing', message: 'Only 1 left' }],
  shippingOptions: [
    {
      selected: true,
      available: true,
      shippingMethod: { code: 'standard', label: 'Standard', deliveryTime: '3-5', price: { amount: 0 } },
      cost: 0,
      shippingPromotions: [{ appliedDiscount: 7.95, price: 0 }],
      isDigitalProduct: false,
      pdpUrl: '/en-us/p/ridgeline-rain-jacket-SB10000001',
    },
    {
      selected: false,
      available: true,
      shippingMethod: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'same day' },
      storeInfo: { id: '1001', inventory: 4 },
    },
  ],
  pdpUrl: '/en-us/p/ridgeline-rain-jacket-SB10000001',
  productImageURL: 'http://127.0.0.1:4000/media/product.svg',
  giftOption: { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' },
  customAmount: null,
  isCustoms: false,
  dummyCustoms: false,
  customsRecipeID: null,
  customsExternalUrl: null,
  precreatedCustomsCode: null,
  productPromotions: [{ couponCode: 'TRAIL10', promotionId: 'trail-10', campaignId: 'autumn', price: -10 }],
  badge: 'New',
  eyebrow: 'Waterproof',
  rating: { score: 4.6, reviewsCount: 128 },
  season: 'FW26',
  breadcrumbs: [{ id: '1001', name: 'Women', url: '/en-us/c/women-1001' }],
  merchantProductId: 'M-SB10000001',
  saveForLater: { saveForLaterId: 'sfl-1', itemId: 'SB10000002' },
};

export const cart = {
  id: 'cart-1',
  currency: 'USD',
  totalItems: 2,
  totals: {
    itemTotal: 259.9,
    totalDiscount: 20,
    total: 259.09,
    totalWithoutTax: 239.9,
    shipping: 0,
    tax: 19.19,
    totalDiscountPercentage: 7.7,
    remainingToPay: 259.09,
    totalUnits: 2,
    itemSubTotal: 259.9,
    netAmount: 239.9,
    taxAmount: 19.19,
    appliedRewards: [],
  },
  items: [cartItem],
  payment_instruments: [
    {
      payment_method_id: 'GIFT_CARD',
      payment_instrument_id: 'pi-gc-1',
      amount: 50,
      card: { paymentInstrumentId: 'pi-gc-1', main: false },
    },
  ],
  shippingMethods: [
    {
      shippingId: 'me',
      code: 'standard',
      applicableShippingMethods: [
        { code: 'standard', label: 'Standard', price: { amount: 5 }, selected: true, default: true },
        { code: 'express', label: 'Express', price: { amount: 15 }, selected: false },
      ],
      address,
      storeId: null,
    },
  ],
  shipments: [{ shipmentId: 'me', shippingMethod: { code: 'standard', deliveryTime: '3-5' }, storeId: null }],
  couponItems: [{ code: 'TRAIL10', applied: true, valid: true }],
  orderPromotions: [],
  promoSummary: [
    {
      promotionId: 'free-shipping',
      promotionName: 'Free shipping over $99',
      calloutMessage: 'FREESHIP|Free shipping|Free shipping on orders over $99',
      level: 'SHIPPING',
      thresholdStatus: 'MET',
    },
  ],
  approachingPromotions: [
    {
      promotionId: 'spend-300',
      promotionClass: 'ORDER',
      distanceFromConditionThreshold: 40.1,
      calloutMsg: 'Spend $40.10 more for $30 off',
      approachingDisplayLevel: 'CART',
      level: 'ORDER',
    },
  ],
  bonusItems: [],
  saveForLaterItems: [{ itemId: 'SB10000002', pageUrl: '/en-us/p/x-SB10000002', available: true, qty: 1 }],
  flash: [],
  paymentMethods: [{ id: 'CREDIT_CARD', name: 'Card' }],
  notificationList: [],
};

export const order = {
  orderNumber: 'SB00012345',
  st: 'st-token',
  status: 'CREATED',
  items: [cartItem],
  shipments: [{ shipmentId: 'me', shippingMethod: { code: 'pickup', deliveryTime: 'same day' }, storeId: '1001' }],
  totals: cart.totals,
  billingAddress: { ...address, approachType: 'B' },
  paymentMethod: [{ code: 'CREDIT_CARD', label: 'Visa ending 1111', additionalData: { cardType: 'VISA' } }],
  flash: [],
  promoSummary: cart.promoSummary,
  inStoreSalesInfo: { storeId: '1001', storeEmployeeId: 'E1001' },
};

export const ack = { ok: true };
export const applicableShippingMethods = {
  shippingId: 'me',
  applicableShippingMethods: cart.shippingMethods[0]?.applicableShippingMethods,
};
export const addressValidation = { valid: true, problems: [], suggestedAddress: address };
export const paymentMethods = {
  paymentMethods: [
    { id: 'CREDIT_CARD', name: 'Card' },
    { id: 'KLARNA', name: 'Pay later' },
  ],
};
export const invoice = {
  orderNumber: 'SB00012345',
  invoiceNumber: 'INV-SB00012345',
  issuedAt: '2026-01-05T10:00:00.000Z',
  currency: 'USD',
  total: 259.09,
  fileName: 'invoice-SB00012345.txt',
  contentType: 'text/plain; charset=utf-8',
  content: 'Switchback invoice SB00012345\nTotal: 259.09 USD\n',
};
export const giftCardBalance = { balance: 25, currency: 'USD' };
export const paymentSession = { sessionId: 'ps-1', clientToken: 'client-token' };
export const preparedOrder = { orderNumber: 'SB00012345', basketId: 'cart-1' };
export const purchaseHistory = { orders: [order], total: 1 };
export const contentDocument = {
  id: 'doc-1',
  blocks: [{ id: 'b1', type: 'richText', richText: { html: '<p>Hi</p>' } }],
};
export const athletePayment = { remainingAmount: 1200, payableAmount: 259.09 };
