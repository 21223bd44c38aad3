import { isApiError } from '@switchback/api-client';
import type { Crumb } from '../components/Breadcrumbs';
import type { ReviewSort } from './reviewSort';
import type { ProductPrice } from './describePrice';
import { cachePolicy } from './cachePolicy.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';
import { productGeneration } from './productWrites.server';
import { productPath, toProductPrice, type ProductCard } from './toProductCard';
import { configuredCache } from './ttlCache.server';
import { clearSetsCache } from '../components/productSet/productSet.server';
import { toSizeChartView, type SizeChartView } from './sizeChart';
import { toCustomisationOffer, type CustomisationOfferView } from './customsForm';

const REVIEWS_SHOWN = 10;
const QUESTIONS_SHOWN = 10;

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const asString = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** The reviewer's answer to "How does it fit?"; anything else commerce-api might send is no answer. */
export type ReviewFit = 'runsSmall' | 'trueToSize' | 'runsLarge';
const fitOf = (value: unknown): ReviewFit | null =>
  value === 'runsSmall' || value === 'trueToSize' || value === 'runsLarge' ? value : null;
const records = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.map(asRecord).filter((entry): entry is Loose => entry !== null) : [];

/**
 * Everything the product page shows, trimmed from the details, reviews and questions answers.
 *
 * @example
 * const page = await loadProductPage(session, store, 'SBJK10026', { color: 'PLM', size: 'M', reviewSort: 'newest' });
 */
export interface ProductPage {
  id: string;
  name: string;
  path: string;
  description: string | null;
  features: string[];
  badge: string | null;
  eyebrow: string | null;
  brand: string | null;
  /** The catalogue's product type (`jacket`, `hiking-boot`…), which picks the size chart. */
  productType: string | null;
  maxQty: number;
  /** A digital item (the gift card): bought with an amount and a recipient, e-mailed, never picked up in store. */
  isDigital: boolean;
  /** What the customiser offers on a customisable product (issue 16 customs); null on others. */
  customisation: CustomisationOfferView | null;
  price: ProductPrice | null;
  rating: { score: number; reviewsCount: number } | null;
  breadcrumbs: Crumb[];
  colors: { code: string; name: string; hex: string | null; soldOut: boolean }[];
  selectedColor: string | null;
  /** The sizes of the selected colour, in the product's order. */
  sizes: { size: string; upc: string | null; available: boolean; lowStock: boolean }[];
  selectedSize: string | null;
  images: { url: string; alt: string; width: number; height: number }[];
  reviews: {
    sort: ReviewSort;
    total: number;
    average: number | null;
    items: {
      id: string;
      rating: number;
      title: string | null;
      text: string | null;
      nickname: string | null;
      createdAt: string | null;
      /** `createdAt` as the shopper reads it ("May 19, 2026"), written here so the browser needs no date formatting. */
      createdAtText: string | null;
      helpfulVotes: number;
      fit: ReviewFit | null;
      /** Written in another language than the page's (or not known to be in the same): "Translate" is offered. */
      translatable: boolean;
    }[];
  } | null;
  questions: {
    total: number;
    items: {
      id: string;
      text: string;
      nickname: string | null;
      answers: {
        id: string;
        text: string;
        nickname: string | null;
        isStaff: boolean;
        helpfulVotes: number;
        notHelpfulVotes: number;
      }[];
    }[];
  } | null;
  /** The "similar" rail of `/products/v1/widgetRecommendations`, empty when the call fails. */
  recommendations: { title: string | null; products: ProductCard[] };
  /** The size chart of the product type (`/fapi/components/size-chart/{productType}`) for the shown sizes; null without one. */
  sizeChart: SizeChartView | null;
}

const RECOMMENDATIONS_SHOWN = 4;

function toRecommendedCard(entry: Loose, currency: string): ProductCard | null {
  const id = asString(entry.id);
  if (!id) return null;
  const image = asRecord(entry.image);
  const imageUrl = asString(image?.src);
  return {
    id,
    name: asString(entry.title) ?? id,
    path: productPath({ id, url: entry.url, name: entry.title }),
    badge: null,
    eyebrow: null,
    image: imageUrl ? { url: imageUrl, alt: asString(image?.alt) ?? '', width: 800, height: 1000 } : null,
    colors: [],
    price: toProductPrice(entry, asString(entry.currency) ?? currency),
    rating: null,
  };
}

function categoryCrumb(entry: Loose): Crumb | null {
  const name = asString(entry.name);
  const segment = /\/c\/([^/?#]+)/.exec(asString(entry.url) ?? '')?.[1];
  return name && segment ? { name, path: `/c/${segment}` } : null;
}

type ApiClient = ReturnType<RequestSession['api']>;
type Details = Awaited<ReturnType<ApiClient['products']['getDetails']>>;
type Recommendations = Awaited<ReturnType<ApiClient['products']['getRecommendations']>>;
type ReviewPage = Awaited<ReturnType<ApiClient['products']['getReviews']>>;

// Product details and the "similar" rail are public reads (no token) and the same for every shopper of a site and
// locale: shared for a while (lib/cachePolicy.server.ts), never in preview. Reviews and questions (public reads too)
// are keyed by the product's write generation (lib/productWrites.server.ts): a shopper who writes or votes through
// this server sees the result on the next page.
const detailsCache = configuredCache<Details | null>(() => ({ ...cachePolicy().productDetails, maxEntries: 2000 }));
const recommendationsCache = configuredCache<Recommendations>(() => ({
  ...cachePolicy().recommendations,
  maxEntries: 2000,
}));
const reviewsCache = configuredCache<ReviewPage>(() => ({ ...cachePolicy().reviews, maxEntries: 4000 }));
// Size charts change with the catalogue at most: shared like product details, one entry per product type.
const sizeChartCache = configuredCache<unknown>(() => ({ ...cachePolicy().productDetails, maxEntries: 50 }));
// At or under this many left online, a size button carries the low-stock hint.
const LOW_STOCK = 3;

/** Empties the product caches (tests). */
export function clearProductCaches(): void {
  detailsCache().clear();
  recommendationsCache().clear();
  reviewsCache().clear();
  sizeChartCache().clear();
  clearSetsCache();
}

// A review's date, formatted on the server: in the browser the first date formatting loads the ICU date data (about
// 40 ms of the product page's hydration on a phone), for one short string the server already wrote into the page.
const reviewDates = new Map<string, Intl.DateTimeFormat>();

function reviewDate(iso: string | null, lang: string): string | null {
  const date = iso === null ? null : new Date(iso);
  if (!date || Number.isNaN(date.getTime())) return null;
  let format = reviewDates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    reviewDates.set(lang, format);
  }
  return format.format(date);
}

// Reviews and questions are extras: when either call fails the product is still worth showing.
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/**
 * The product page's data: details (for the selected colour), reviews (sorted) and questions, requested at the
 * same time. Null when commerce-api does not know the product. Colour and size come from the URL and fall back to
 * the product's default colour and no size.
 *
 * @example
 * const page = await loadProductPage(session, store, 'SBJK10026', { color: null, size: null, reviewSort: 'mostHelpful' }, request.signal);
 */
export async function loadProductPage(
  session: RequestSession,
  store: Store,
  productId: string,
  selection: { color: string | null; size: string | null; reviewSort: ReviewSort },
  signal?: AbortSignal,
): Promise<ProductPage | null> {
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const options = signal ? { signal } : {};
  // A shared load must not be cancelled by the one shopper who happened to start it: only unshared loads get the signal.
  const shared = <T>(
    cache: () => { getOrLoad(key: string, load: () => Promise<T>): Promise<T> },
    key: string,
    load: (opts: { signal?: AbortSignal }) => Promise<T>,
  ) => (store.preview ? load(options) : cache().getOrLoad(`${store.siteId}/${store.locale}/${key}`, () => load({})));
  const [details, reviews, questions, recommended] = await Promise.all([
    shared(detailsCache, `${productId}?color=${selection.color ?? ''}`, (opts) =>
      api.products
        .getDetails(productId, selection.color ? { colorCode: selection.color } : {}, opts)
        .catch((error: unknown) => {
          // 404: no such product; 400: commerce-api refused a parameter of the URL (the page is then not found either).
          if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }),
    ),
    orNull(
      shared(
        reviewsCache,
        `${productId}/reviews?sort=${selection.reviewSort}#${productGeneration(productId)}`,
        (opts) =>
          api.products.getReviews(productId, { sort: selection.reviewSort, limit: String(REVIEWS_SHOWN) }, opts),
      ),
    ),
    orNull(
      shared(reviewsCache, `${productId}/questions#${productGeneration(productId)}`, (opts) =>
        api.products.getQuestions(productId, { limit: String(QUESTIONS_SHOWN) }, opts),
      ),
    ),
    // A rail that cannot load (any error, not only an API one) leaves the product page as it is (and is not cached).
    shared(recommendationsCache, `${productId}/similar`, (opts) =>
      api.products.getRecommendations({ widgetId: 'similar', productId, limit: String(RECOMMENDATIONS_SHOWN) }, opts),
    ).catch((error: unknown) => {
      if (!isApiError(error)) console.warn('[product] recommendations failed:', error);
      return null;
    }),
  ]);
  if (!details) return null;

  const product = details as typeof details & Loose;
  const productType = asString(product.productType);
  // The chart is an extra: a type without one (404 4044) or a failing call leaves the size buttons without it.
  const chartAnswer = productType
    ? await shared(sizeChartCache, `size-chart/${productType}`, (opts) =>
        // No chart for the type (404) is an answer too, kept like a chart.
        api.frontend.getSizeChart(productType, opts).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
      ).catch((error: unknown) => {
        if (!isApiError(error)) console.warn('[product] size chart failed:', error);
        return null;
      })
    : null;
  // A colour none of whose variants is in stock is sold out: its swatch is struck through.
  const anyAvailable = (code: string) =>
    records(product.variants).some((variant) => asRecord(variant.color)?.code === code && variant.available === true);
  const colors = records(product.colors).flatMap((color) => {
    const code = asString(color.code);
    return code
      ? [{ code, name: asString(color.name) ?? code, hex: asString(color.hex), soldOut: !anyAvailable(code) }]
      : [];
  });
  const requestedColor =
    selection.color && colors.some((color) => color.code === selection.color) ? selection.color : null;
  const selectedColor = requestedColor ?? asString(product.selectedColorCode) ?? colors[0]?.code ?? null;
  const variants = records(product.variants).filter(
    (variant) => !selectedColor || asRecord(variant.color)?.code === selectedColor,
  );
  const sizes = variants.flatMap((variant) => {
    const size = asString(variant.size);
    const quantity = typeof variant.quantity === 'number' ? variant.quantity : null;
    return size
      ? [
          {
            size,
            upc: asString(variant.upc),
            available: variant.available === true,
            lowStock: variant.available === true && quantity !== null && quantity <= LOW_STOCK,
          },
        ]
      : [];
  });
  // A colour sold in one size only (tents, packs: "One Size") comes with it chosen: there is nothing to pick.
  const onlySize = sizes.length === 1 && sizes[0]!.available ? sizes[0]!.size : null;
  const selectedSize =
    selection.size && sizes.some((entry) => entry.size === selection.size && entry.available)
      ? selection.size
      : onlySize;
  const allImages = records(product.images).flatMap((image) => {
    const url = asString(image.url);
    if (!url) return [];
    return [
      {
        url,
        alt: asString(image.alt) ?? '',
        width: asNumber(image.width) ?? 800,
        height: asNumber(image.height) ?? 1000,
        colorCode: asString(image.colorCode),
      },
    ];
  });
  const colorImages = allImages.filter((image) => !image.colorCode || image.colorCode === selectedColor);
  const images = (colorImages.length > 0 ? colorImages : allImages).map(({ colorCode: _colorCode, ...image }) => image);
  const rating = asRecord(product.rating);
  const summary = asRecord(reviews?.ratingSummary);
  const currency = asString(asRecord(product.price)?.currency) ?? 'USD';

  return {
    id: details.id,
    name: details.name ?? details.id,
    path: productPath(product),
    description: details.description ?? null,
    features: Array.isArray(product.features)
      ? product.features.filter((feature): feature is string => typeof feature === 'string')
      : [],
    badge: asString(product.badge),
    eyebrow: asString(product.eyebrow),
    brand: asString(product.brand),
    productType,
    maxQty: details.maxQty ?? 999999,
    isDigital: product.isDigital === true,
    customisation: product.isCustomizable === true ? toCustomisationOffer(product.customisation) : null,
    price: toProductPrice(product.price, currency),
    rating:
      rating && asNumber(rating.reviewsCount)
        ? { score: asNumber(rating.score) ?? 0, reviewsCount: asNumber(rating.reviewsCount) ?? 0 }
        : null,
    breadcrumbs: records(details.breadcrumbs).flatMap((entry) => categoryCrumb(entry) ?? []),
    colors,
    selectedColor,
    sizes,
    selectedSize,
    images,
    reviews: reviews
      ? {
          sort: selection.reviewSort,
          total: reviews.totalResults ?? reviews.results.length,
          average: asNumber(summary?.average),
          items: reviews.results.map((review) => ({
            id: review.id,
            rating: asNumber(review.rating) ?? 0,
            title: asString(review.title),
            text: asString(review.text),
            nickname: asString(review.nickname),
            createdAt: asString(review.createdAt),
            createdAtText: reviewDate(asString(review.createdAt), store.lang),
            helpfulVotes: asNumber((review as Loose).helpfulVotes) ?? 0,
            fit: fitOf((review as Loose).fit),
            translatable:
              asString((review as Loose).locale)
                ?.slice(0, 2)
                .toLowerCase() !== store.lang.slice(0, 2),
          })),
        }
      : null,
    questions: questions
      ? {
          total: questions.totalResults ?? questions.results.length,
          items: questions.results.flatMap((question) => {
            const text = asString(question.text);
            if (!text) return [];
            const answers = records(question.answers).flatMap((answer) => {
              const id = asString(answer.id);
              const answerText = asString(answer.text);
              return id && answerText
                ? [
                    {
                      id,
                      text: answerText,
                      nickname: asString(answer.nickname),
                      isStaff: answer.isStaff === true,
                      helpfulVotes: asNumber(answer.helpfulVotes) ?? 0,
                      notHelpfulVotes: asNumber(answer.notHelpfulVotes) ?? 0,
                    },
                  ]
                : [];
            });
            return [{ id: question.id, text, nickname: asString(question.nickname), answers }];
          }),
        }
      : null,
    recommendations: {
      title: asString(recommended?.title),
      products: (recommended?.recommendedProducts ?? []).flatMap(
        (entry) => toRecommendedCard(entry as Loose, currency) ?? [],
      ),
    },
    sizeChart: toSizeChartView(
      chartAnswer,
      sizes.map((entry) => entry.size),
    ),
  };
}
