import * as z from 'zod/mini';
import { maybe, maybeBoolean, maybeList, maybeNumber, maybeString, money } from './fields';
import { customisationOfferSchema } from './customsSchemas';

// Product answers are not entities of spec §3 ("what each call returns beyond the fields named in section 3 is not
// shown"): each schema checks the ids and the fields a screen reads, and lets the rest through.

/**
 * A product as listed (search, sets, suggestions): id required, the rest as the server sends it.
 *
 * @example
 * const card = productSummarySchema.parse(result.products[0]);
 */
export const productSummarySchema = z.looseObject({
  id: z.string(),
  masterId: maybeString,
  name: maybeString,
  url: maybeString,
  currency: maybeString,
  price: maybe(z.union([z.number(), z.looseObject({ current: money, original: money })])),
  rating: maybe(z.union([z.number(), z.looseObject({ score: maybeNumber, reviewsCount: maybeNumber })])),
});

/**
 * The answer of `GET /products/v2/products/{productId}/details`: the product, its variants and attributes.
 *
 * @example
 * const { masterId } = productDetailsSchema.parse(body);
 */
export const productDetailsSchema = z.extend(productSummarySchema, {
  description: maybeString,
  maxQty: maybeNumber,
  breadcrumbs: maybeList(z.looseObject({ id: maybeString, name: maybeString, url: maybeString })),
  variants: maybeList(
    z.looseObject({ upc: maybeString, sku: maybeString, available: maybeBoolean, quantity: maybeNumber }),
  ),
  attributes: maybe(z.looseObject({})),
  isDigital: maybeBoolean,
  isCustomizable: maybeBoolean,
  /** What the customiser offers on a customisable product (issue 16 customs); null on others. */
  customisation: maybe(customisationOfferSchema),
});

/**
 * The answer of `POST /products/v1/products/{productId}/availability`.
 *
 * @example
 * const online = availabilitySchema.parse(body).variants?.[0]?.online;
 */
export const availabilitySchema = z.looseObject({
  productId: maybeString,
  variants: maybeList(z.looseObject({ upc: maybeString })),
});

/**
 * The answer of `GET /products/v2/products/{productId}/inventory`: variants keyed by sku with a quantity
 * (content-blocks §7 "Up-sell inventory").
 *
 * @example
 * const qty = inventorySchema.parse(body).variants['194000000001']?.quantity;
 */
export const inventorySchema = z.looseObject({
  productId: maybeString,
  variants: z.record(z.string(), z.looseObject({ quantity: maybeNumber, productInventoryState: maybeString })),
});

/**
 * A page of reviews or questions: `results` plus paging.
 *
 * @example
 * const page = reviewPageSchema.parse(body);
 */
export const reviewPageSchema = z.looseObject({
  productId: maybeString,
  totalResults: maybeNumber,
  offset: maybeNumber,
  limit: maybeNumber,
  results: z.array(z.looseObject({ id: z.string() })),
});

/**
 * What a shopper sends to write a review (`POST /products/v1/products/{productId}/reviews`; the spec names the
 * "review user content" dialog but no call, so this follows commerce-api's README): rating 1–5, title, text,
 * nickname, and optionally where they are from, whether they recommend it and how it fits.
 *
 * @example
 * const body: ReviewInput = { rating: 5, title: 'Warm', text: 'Kept me warm on a windy ridge all day.', nickname: 'sam' };
 */
export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
  nickname: string;
  location?: string;
  isRecommended?: boolean;
  fit?: 'runsSmall' | 'trueToSize' | 'runsLarge';
}

/**
 * The answer of writing a review: the review as it will be listed, and whether it is `published` already.
 *
 * @example
 * const { id, status } = writtenReviewSchema.parse(body);
 */
export const writtenReviewSchema = z.looseObject({
  id: z.string(),
  productId: maybeString,
  status: maybeString,
  rating: maybeNumber,
  title: maybeString,
  text: maybeString,
  nickname: maybeString,
  createdAt: maybeString,
});

/** A review as commerce-api answered after writing it. */
export type WrittenReview = z.infer<typeof writtenReviewSchema>;

/**
 * The answer of `GET /products/v2/products/{productId}/productSets`.
 *
 * @example
 * const ids = productSetListSchema.parse(body).productSets.map((set) => set.id);
 */
export const productSetListSchema = z.looseObject({
  productSets: z.array(z.looseObject({ id: z.string(), name: maybeString })),
});

/**
 * The answer of `GET /products/v2/products/{productSetId}/productSet`.
 *
 * @example
 * const { products } = productSetSchema.parse(body);
 */
export const productSetSchema = z.looseObject({
  id: z.string(),
  name: maybeString,
  products: maybeList(productSummarySchema),
});

type CategoryNode = {
  id: string;
  name?: string | null | undefined;
  url?: string | null | undefined;
  children?: CategoryNode[] | null | undefined;
};
const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.looseObject({
  id: z.string(),
  name: maybeString,
  url: maybeString,
  get children() {
    return maybeList(categoryNodeSchema);
  },
});

/**
 * The answer of `GET /products/v2/catalog`: the category tree.
 *
 * @example
 * const roots = catalogSchema.parse(body).categories;
 */
export const catalogSchema = z.looseObject({ categories: z.array(categoryNodeSchema) });

/**
 * The answer of `GET /products/v2/search/productSearch`: products, facets and the number found.
 *
 * @example
 * const { numFound, products } = productSearchSchema.parse(body);
 */
export const productSearchSchema = z.looseObject({
  numFound: z.number(),
  products: z.array(productSummarySchema),
  facets: maybeList(z.looseObject({ id: z.string(), label: maybeString })),
});

/**
 * The answer of `GET /products/v2/search/autoSuggest`.
 *
 * @example
 * const { suggestions } = autoSuggestSchema.parse(body);
 */
export const autoSuggestSchema = z.looseObject({
  suggestions: maybeList(z.string()),
  /** Each category with its parent's name (`parentName`), which tells apart categories of one name. */
  categories: maybeList(
    z.looseObject({ id: z.string(), name: maybeString, parentName: maybeString, url: maybeString }),
  ),
  products: maybeList(productSummarySchema),
});

/**
 * The answer of `GET /products/v1/widgetRecommendations` (content-blocks §3 "Recommendation block" products).
 *
 * @example
 * const items = recommendationsSchema.parse(body).recommendedProducts;
 */
export const recommendationsSchema = z.looseObject({
  title: maybeString,
  recommendedProducts: z.array(
    z.looseObject({
      id: z.string(),
      sku: maybeString,
      title: maybeString,
      url: maybeString,
      image: maybe(z.looseObject({ src: maybeString, alt: maybeString })),
      rating: maybe(z.looseObject({ score: maybeNumber, showScore: maybeBoolean })),
      price: money,
      currency: maybeString,
      recToken: maybeString,
    }),
  ),
});

/**
 * A parsed product summary.
 *
 * @example
 * const href = (p: ProductSummary) => p.url ?? `/p/${p.id}`;
 */
export type ProductSummary = z.infer<typeof productSummarySchema>;
/**
 * Parsed product details.
 *
 * @example
 * const master = (p: ProductDetails) => p.masterId ?? p.id;
 */
export type ProductDetails = z.infer<typeof productDetailsSchema>;
/**
 * A parsed search answer.
 *
 * @example
 * const none = (r: ProductSearch) => r.numFound === 0;
 */
export type ProductSearch = z.infer<typeof productSearchSchema>;
/**
 * A parsed auto-suggest answer.
 *
 * @example
 * const words = (r: AutoSuggest) => r.suggestions ?? [];
 */
export type AutoSuggest = z.infer<typeof autoSuggestSchema>;
