// Client and transport
export { createApiClient, createApiTransport } from './createApiClient';
export type { ApiClient } from './createApiClient';
export type {
  ApiClientOptions,
  HttpMethod,
  QueryParams,
  RequestOptions,
  ResponseValidation,
  Transport,
  CallDefinition,
} from './createTransport';
export { debounceCall, DEFAULT_DEBOUNCE_MS } from './debounceCall';
export type { DebounceOptions, SupersededPolicy } from './debounceCall';

// Errors
export { ApiError, hasErrorId, isApiError, fallbackErrorId } from './ApiError';
export type { ApiErrorInit } from './ApiError';
export { ResponseShapeError } from './ResponseShapeError';
export type { ResponseShapeIssue } from './ResponseShapeError';
export {
  errorMessageFor,
  errorPlacementFor,
  errorActionFor,
  paymentSaveErrorMessage,
  defaultErrorCatalogue,
  QUOTED_MESSAGES,
} from './errorMessageFor';
export type { ErrorCatalogue, ErrorReporter, ErrorPlacement, ErrorAction, QuotedMessages } from './errorMessageFor';
export {
  errorCatalogueFor,
  frenchErrorCatalogue,
  frenchQuotedMessages,
  quotedMessagesFor,
} from './frenchErrorMessages';

// Request identity
export {
  identityHeaders,
  toApiLocale,
  IDENTITY_HEADER_NAMES,
  DEFAULT_CHANNEL,
  REQUEST_SOURCE,
} from './identityHeaders';
export type { ApiIdentity, LocaleHeaderMode } from './identityHeaders';

// Areas (each factory tree-shakes with its schemas)
export { createAuthCalls, TOKEN_RETRY_DELAY_MS } from './calls/authCalls';
export type {
  AuthCalls,
  GuestObjects,
  TokenRequest,
  SignInRequest,
  SignUpRequest,
  SubscriptionChoice,
} from './calls/authCalls';
export { createCartCalls } from './calls/cartCalls';
export type {
  CartCalls,
  GetCartQuery,
  CreateCartOptions,
  AddItemRequest,
  AddItemQuery,
  RemoveItemRequest,
  UpdateItemRequest,
  SaveForLaterRequest,
  GiftOption,
} from './calls/cartCalls';
export { createCheckoutCalls } from './calls/checkoutCalls';
export type {
  CheckoutCalls,
  AddressInput,
  ShippingAddressRequest,
  ShippingMethodRequest,
  CartPaymentInstrumentRequest,
  OrderPaymentMethod,
  PlaceOrderRequest,
  UpdateOrderRequest,
} from './calls/checkoutCalls';
export { createConsumerCalls } from './calls/consumerCalls';
export type {
  ConsumerCalls,
  UpdateProfileRequest,
  SubscriptionChange,
  SavePaymentInstrumentRequest,
  EventRegistrationRequest,
  NewsletterRequest,
} from './calls/consumerCalls';
export { createUtilityCalls, DEFAULT_ADDRESS_RULES_PATH } from './calls/utilityCalls';
export type { UtilityCalls } from './calls/utilityCalls';
export { createStoreCalls } from './calls/storeCalls';
export type { StoreCalls, StoreSearchRequest } from './calls/storeCalls';
export { createProductCalls } from './calls/productCalls';
export type { ProductCalls } from './calls/productCalls';
export { createWishlistCalls } from './calls/wishlistCalls';
export type { WishlistCalls, WishlistPage, AddFavoriteRequest } from './calls/wishlistCalls';
export { createSocialCalls } from './calls/socialCalls';
export type { SocialCalls } from './calls/socialCalls';
export { createEngineCalls } from './calls/engineCalls';
export type { EngineCalls, EngineEvent, DecideRequest } from './calls/engineCalls';
export { createAnalyticsCalls } from './calls/analyticsCalls';
export type {
  AnalyticsCalls,
  AnalyticsEventInput,
  SendAnalyticsEventsRequest,
  ListAnalyticsEventsQuery,
} from './calls/analyticsCalls';
export { createExperimentCalls } from './calls/experimentCalls';
export type { ExperimentCalls, ExperimentLogEvent, ExperimentLogVisitor } from './calls/experimentCalls';
export { createContentCalls, PREVIEW_ACCESS_HEADER, FIXED_CONTENT_PAGES } from './calls/contentCalls';
export type { ContentCalls, ContentMode, GetPageParams, SearchArticlesParams } from './calls/contentCalls';
export { createFrontendCalls, FRONTEND_COMPONENTS } from './calls/frontendCalls';
export type { FrontendCalls, FrontendComponent } from './calls/frontendCalls';

// Schemas of spec §3 and the call answers
export { errorResponseSchema } from './schemas/errorResponseSchema';
export type { ErrorResponse } from './schemas/errorResponseSchema';
export { authSessionSchema, authorizationGrantSchema } from './schemas/authSessionSchema';
export type { AuthSession, AuthorizationGrant } from './schemas/authSessionSchema';
export { serverTimeSchema } from './schemas/serverTimeSchema';
export type { ServerTime } from './schemas/serverTimeSchema';
export {
  cartSchema,
  cartItemSchema,
  cartItemPriceSchema,
  cartTotalsSchema,
  shipmentSchema,
  saveForLaterItemSchema,
  flashMessageSchema,
} from './schemas/cartSchema';
export type { Cart, CartItem, CartTotals, Shipment, SaveForLaterItem } from './schemas/cartSchema';
export {
  shippingMethodEntrySchema,
  shippingMethodSchema,
  shippingOptionSchema,
  applicableShippingMethodsSchema,
  SHIPPING_METHOD_CODES,
} from './schemas/shippingMethodSchema';
export type { ShippingMethodEntry, ShippingOption } from './schemas/shippingMethodSchema';
export {
  promotionSummarySchema,
  approachingPromotionSchema,
  approachingPromotionDisplaySchema,
} from './schemas/promotionSchema';
export type { PromotionSummary, ApproachingPromotion, ApproachingPromotionDisplay } from './schemas/promotionSchema';
export {
  paymentInstrumentSchema,
  paymentInstrumentListSchema,
  athletePaymentSchema,
  PAYMENT_METHOD_IDS,
} from './schemas/paymentInstrumentSchema';
export type { PaymentInstrument, AthletePayment, PaymentMethodId } from './schemas/paymentInstrumentSchema';
export { saveForLaterListSchema, favoritesSchema } from './schemas/wishlistSchema';
export type { SaveForLaterList, Favorites } from './schemas/wishlistSchema';
export { loyaltySchema, loyaltyVoucherSchema, loyaltyTokenSchema, welcomePromoSchema } from './schemas/loyaltySchema';
export type { Loyalty, LoyaltyVoucher } from './schemas/loyaltySchema';
export { orderSchema, placedOrderSchema, purchaseHistorySchema } from './schemas/orderSchema';
export type { Order, PlacedOrder, PurchaseHistory } from './schemas/orderSchema';
export { addressSchema, savedAddressSchema, addressListSchema } from './schemas/addressSchema';
export type { Address, SavedAddress } from './schemas/addressSchema';
export { consumerProfileSchema, consumerDetailsSchema } from './schemas/consumerProfileSchema';
export type { ConsumerProfile, ConsumerDetails } from './schemas/consumerProfileSchema';
export { subscriptionSchema, subscriptionListSchema, SUBSCRIPTION_TYPES } from './schemas/subscriptionSchema';
export type { Subscription } from './schemas/subscriptionSchema';
export { employeeSchema, athleteSchema } from './schemas/programmeSchema';
export type { Employee, Athlete } from './schemas/programmeSchema';
export { buyInStoreSessionSchema } from './schemas/buyInStoreSessionSchema';
export type { BuyInStoreSession } from './schemas/buyInStoreSessionSchema';
export { countryEntrySchema, countryListSchema, addressRulesSchema } from './schemas/countrySchema';
export type { CountryEntry } from './schemas/countrySchema';
export { acknowledgementSchema } from './schemas/acknowledgementSchema';
export type { Acknowledgement } from './schemas/acknowledgementSchema';
export {
  paymentMethodsSchema,
  giftCardBalanceSchema,
  paymentSessionSchema,
  addressValidationSchema,
  preparedOrderSchema,
} from './schemas/checkoutSchemas';
export { supportCaseSchema, contactCategoriesSchema } from './schemas/supportCaseSchema';
export {
  productSummarySchema,
  productDetailsSchema,
  availabilitySchema,
  inventorySchema,
  reviewPageSchema,
  writtenReviewSchema,
  productSetListSchema,
  productSetSchema,
  catalogSchema,
  productSearchSchema,
  autoSuggestSchema,
  recommendationsSchema,
} from './schemas/productSchemas';
export type {
  ProductSummary,
  ProductDetails,
  ProductSearch,
  AutoSuggest,
  ReviewInput,
  WrittenReview,
} from './schemas/productSchemas';
export { customisationOfferSchema, customsDesignSchema } from './schemas/customsSchemas';
export type { CustomisationOffer, CustomsDesign, CustomsDesignInput } from './schemas/customsSchemas';
export { storeSchema, storeListSchema, storeEmployeesSchema } from './schemas/storeSchemas';
export type { Store } from './schemas/storeSchemas';
export {
  socialMediaSchema,
  socialMediaPageSchema,
  socialStreamsSchema,
  socialObjectSchema,
} from './schemas/socialSchemas';
export { decisionSchema } from './schemas/decisionSchema';
export type { Decision } from './schemas/decisionSchema';
export { acceptedEventsSchema, analyticsEventSchema, analyticsEventListSchema } from './schemas/analyticsSchemas';
export type { AcceptedEvents, AnalyticsEvent } from './schemas/analyticsSchemas';
export { datafileSchema, experimentEventSchema, experimentEventListSchema } from './schemas/experimentSchemas';
export type { Datafile, ExperimentEvent } from './schemas/experimentSchemas';
export { contentBlockSchema, contentPageSchema, contentDocumentSchema } from './schemas/contentPageSchema';
export type { ContentBlock, ContentPage, ContentDocument } from './schemas/contentPageSchema';
export { articleSchema, articleSearchSchema } from './schemas/articleSearchSchema';
export type { Article, ArticleSearch } from './schemas/articleSearchSchema';
