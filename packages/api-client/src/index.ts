export { createApiClient } from './createApiClient';
export type { ApiClient } from './createApiClient';
export type { ApiClientOptions, HttpMethod, QueryParams, RequestOptions } from './createTransport';

export { ApiError, isApiError, fallbackErrorId } from './ApiError';
export type { ApiErrorInit } from './ApiError';
export { ResponseShapeError } from './ResponseShapeError';
export type { ResponseShapeIssue } from './ResponseShapeError';
export { errorMessageFor, defaultErrorCatalogue } from './errorMessageFor';
export type { ErrorCatalogue, ErrorReporter } from './errorMessageFor';

export { identityHeaders, toApiLocale, IDENTITY_HEADER_NAMES, DEFAULT_CHANNEL, REQUEST_SOURCE } from './identityHeaders';
export type { ApiIdentity, LocaleHeaderMode } from './identityHeaders';

export { TOKEN_RETRY_DELAY_MS } from './calls/authCalls';
export type { AuthCalls, GuestObjects, TokenRequest } from './calls/authCalls';
export type { CartCalls, GetCartQuery } from './calls/cartCalls';
export { PREVIEW_ACCESS_HEADER } from './calls/contentCalls';
export type { ContentCalls, GetPageParams } from './calls/contentCalls';
export type { UtilityCalls } from './calls/utilityCalls';

export { errorResponseSchema } from './schemas/errorResponseSchema';
export type { ErrorResponse } from './schemas/errorResponseSchema';
export { authSessionSchema } from './schemas/authSessionSchema';
export type { AuthSession } from './schemas/authSessionSchema';
export { serverTimeSchema } from './schemas/serverTimeSchema';
export type { ServerTime } from './schemas/serverTimeSchema';
export { cartSchema, cartItemSchema, cartItemPriceSchema, cartTotalsSchema } from './schemas/cartSchema';
export type { Cart, CartItem, CartTotals } from './schemas/cartSchema';
export { contentBlockSchema, contentPageSchema } from './schemas/contentPageSchema';
export type { ContentBlock, ContentPage } from './schemas/contentPageSchema';
