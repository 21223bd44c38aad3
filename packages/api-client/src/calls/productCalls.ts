import type * as z from 'zod/mini';
import { fromRequestOptions, type QueryParams, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import {
  autoSuggestSchema,
  availabilitySchema,
  catalogSchema,
  inventorySchema,
  productDetailsSchema,
  productSearchSchema,
  productSetListSchema,
  productSetSchema,
  recommendationsSchema,
  reviewPageSchema,
  writtenReviewSchema,
  type AutoSuggest,
  type ProductDetails,
  type ProductSearch,
  type ReviewInput,
  type WrittenReview,
} from '../schemas/productSchemas';
import { customsDesignSchema, type CustomsDesign, type CustomsDesignInput } from '../schemas/customsSchemas';

type Answer<Schema extends z.ZodMiniType> = Promise<z.infer<Schema>>;

/**
 * Product calls (spec §7 "Products"): details, availability, inventory, reviews and questions, product sets,
 * catalogue, back-in-stock notifications, search, auto-suggest and recommendations. Reads are public.
 *
 * @example
 * const results = await client.products.search({ q: 'rain jacket', count: 24 });
 * const suggestions = await client.products.autoSuggest({ q: 'jac' }, { debounce: true });
 */
export interface ProductCalls {
  /** `GET /products/v2/products/{productId}/details` (query). */
  getDetails(productId: string, query?: QueryParams, options?: RequestOptions): Promise<ProductDetails>;
  /** `POST /products/v1/products/{productId}/availability` (body, query). */
  getAvailability(
    productId: string,
    body?: { upcs?: string[]; storeIds?: string[]; qty?: number },
    query?: { favStoreId?: string },
    options?: RequestOptions,
  ): Answer<typeof availabilitySchema>;
  /** `GET /products/v2/products/{productId}/inventory`. */
  getInventory(productId: string, options?: RequestOptions): Answer<typeof inventorySchema>;
  /** `GET /products/v1/products/{productId}/reviews`. */
  getReviews(productId: string, query?: QueryParams, options?: RequestOptions): Answer<typeof reviewPageSchema>;
  /**
   * `POST /products/v1/products/{productId}/reviews`: writes a review (the spec's "review user content" dialog has no
   * call of its own; commerce-api's README documents this one). Needs a guest or registered token.
   */
  writeReview(productId: string, body: ReviewInput, options?: RequestOptions): Promise<WrittenReview>;
  /**
   * `POST /products/v1/products/{productId}/customs/recipes`: saves a design of a customisable product (commerce-core
   * customs; commerce-api's README documents the call). Its `recipeId` goes with `cart.addItem`. Needs a token; a
   * refused field answers API400 naming it, a product that cannot be customised ORD430.
   */
  createCustomsRecipe(productId: string, body: CustomsDesignInput, options?: RequestOptions): Promise<CustomsDesign>;
  /** `POST /products/v1/products/{productId}/review/{reviewId}/flag`. */
  flagReview(
    productId: string,
    reviewId: string,
    body?: { reason?: string; comment?: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /products/v1/products/{productId}/review/{reviewId}/vote`. */
  voteReview(
    productId: string,
    reviewId: string,
    body: { vote: 'helpful' | 'unhelpful' },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /products/v1/review/{reviewId}/translate`. */
  translateReview(reviewId: string, body: { targetLocale: string }, options?: RequestOptions): Promise<Acknowledgement>;
  /** `GET /products/v1/products/{productId}/reviews/questions`. */
  getQuestions(productId: string, query?: QueryParams, options?: RequestOptions): Answer<typeof reviewPageSchema>;
  /** `POST /products/v1/products/{productId}/reviews/questions`: asks a question. */
  askQuestion(
    productId: string,
    body: { text: string; nickname: string; email?: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `POST /products/v1/products/{productId}/review/{answerId}/questions/vote`. */
  voteAnswer(
    productId: string,
    answerId: string,
    body: { vote: 'helpful' | 'unhelpful' },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `GET /products/v2/products/{productId}/productSets`. */
  getProductSets(productId: string, options?: RequestOptions): Answer<typeof productSetListSchema>;
  /** `GET /products/v2/products/{productSetId}/productSet`. */
  getProductSet(productSetId: string, options?: RequestOptions): Answer<typeof productSetSchema>;
  /** `GET /products/v2/catalog`. */
  getCatalog(query?: QueryParams, options?: RequestOptions): Answer<typeof catalogSchema>;
  /** `PUT /products/v1/notifications` (body): back-in-stock e-mail. */
  subscribeToNotifications(
    body: { productId: string; upc?: string; email: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `GET /products/v2/search/productSearch`. */
  search(query?: QueryParams, options?: RequestOptions): Promise<ProductSearch>;
  /** `GET /products/v2/search/autoSuggest`. Pass `{ debounce: true }` from a search box. */
  autoSuggest(query: { q: string } & QueryParams, options?: RequestOptions): Promise<AutoSuggest>;
  /** `GET /products/v1/widgetRecommendations`. */
  getRecommendations(query?: QueryParams, options?: RequestOptions): Answer<typeof recommendationsSchema>;
}

/**
 * Creates the `products` area on a transport; tree-shakes with its schemas when unused.
 *
 * @example
 * const products = createProductCalls(createApiTransport(options));
 * const details = await products.getDetails('SB10000001');
 */
export function createProductCalls(send: Transport): ProductCalls {
  const publicRead = { authenticated: false } as const;
  return {
    getDetails(productId, query, options) {
      return send({
        call: 'products.getDetails',
        method: 'GET',
        path: path`/products/v2/products/${productId}/details`,
        query,
        schema: productDetailsSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getAvailability(productId, body, query, options) {
      return send({
        call: 'products.getAvailability',
        method: 'POST',
        path: path`/products/v1/products/${productId}/availability`,
        body: body ?? {},
        query: { ...query },
        schema: availabilitySchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getInventory(productId, options) {
      return send({
        call: 'products.getInventory',
        method: 'GET',
        path: path`/products/v2/products/${productId}/inventory`,
        schema: inventorySchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getReviews(productId, query, options) {
      return send({
        call: 'products.getReviews',
        method: 'GET',
        path: path`/products/v1/products/${productId}/reviews`,
        query,
        schema: reviewPageSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    writeReview(productId, body, options) {
      return send({
        call: 'products.writeReview',
        method: 'POST',
        path: path`/products/v1/products/${productId}/reviews`,
        body,
        schema: writtenReviewSchema,
        ...fromRequestOptions(options),
      });
    },
    createCustomsRecipe(productId, body, options) {
      return send({
        call: 'products.createCustomsRecipe',
        method: 'POST',
        path: path`/products/v1/products/${productId}/customs/recipes`,
        body,
        schema: customsDesignSchema,
        ...fromRequestOptions(options),
      });
    },
    flagReview(productId, reviewId, body, options) {
      return send({
        call: 'products.flagReview',
        method: 'POST',
        path: path`/products/v1/products/${productId}/review/${reviewId}/flag`,
        body: body ?? {},
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    voteReview(productId, reviewId, body, options) {
      return send({
        call: 'products.voteReview',
        method: 'POST',
        path: path`/products/v1/products/${productId}/review/${reviewId}/vote`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    translateReview(reviewId, body, options) {
      return send({
        call: 'products.translateReview',
        method: 'POST',
        path: path`/products/v1/review/${reviewId}/translate`,
        body,
        schema: acknowledgementSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getQuestions(productId, query, options) {
      return send({
        call: 'products.getQuestions',
        method: 'GET',
        path: path`/products/v1/products/${productId}/reviews/questions`,
        query,
        schema: reviewPageSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    askQuestion(productId, body, options) {
      return send({
        call: 'products.askQuestion',
        method: 'POST',
        path: path`/products/v1/products/${productId}/reviews/questions`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    voteAnswer(productId, answerId, body, options) {
      return send({
        call: 'products.voteAnswer',
        method: 'POST',
        path: path`/products/v1/products/${productId}/review/${answerId}/questions/vote`,
        body,
        schema: acknowledgementSchema,
        ...fromRequestOptions(options),
      });
    },
    getProductSets(productId, options) {
      return send({
        call: 'products.getProductSets',
        method: 'GET',
        path: path`/products/v2/products/${productId}/productSets`,
        schema: productSetListSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getProductSet(productSetId, options) {
      return send({
        call: 'products.getProductSet',
        method: 'GET',
        path: path`/products/v2/products/${productSetId}/productSet`,
        schema: productSetSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getCatalog(query, options) {
      return send({
        call: 'products.getCatalog',
        method: 'GET',
        path: '/products/v2/catalog',
        query,
        schema: catalogSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    subscribeToNotifications(body, options) {
      return send({
        call: 'products.subscribeToNotifications',
        method: 'PUT',
        path: '/products/v1/notifications',
        body,
        schema: acknowledgementSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    search(query, options) {
      return send({
        call: 'products.search',
        method: 'GET',
        path: '/products/v2/search/productSearch',
        query,
        schema: productSearchSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    autoSuggest(query, options) {
      return send({
        call: 'products.autoSuggest',
        method: 'GET',
        path: '/products/v2/search/autoSuggest',
        query,
        schema: autoSuggestSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
    getRecommendations(query, options) {
      return send({
        call: 'products.getRecommendations',
        method: 'GET',
        path: '/products/v1/widgetRecommendations',
        query,
        schema: recommendationsSchema,
        ...publicRead,
        ...fromRequestOptions(options),
      });
    },
  };
}
