import type * as z from 'zod/mini';
import {
  fromRequestOptions,
  type QueryParams,
  type RequestOptions,
  type ResolvedOptions,
  type Transport,
} from '../createTransport';
import { path } from '../encodePath';
import { articleSearchSchema, type ArticleSearch } from '../schemas/articleSearchSchema';
import {
  contentDocumentSchema,
  contentPageSchema,
  type ContentDocument,
  type ContentPage,
} from '../schemas/contentPageSchema';

/**
 * Header of preview content calls that carries the key unlocking unpublished content (spec §7 "preview access
 * header"). The preview date travels as the `previewDateTime` query parameter.
 *
 * @example
 * request.headers.get(PREVIEW_ACCESS_HEADER);
 */
export const PREVIEW_ACCESS_HEADER = 'x-preview-access-key';

/**
 * The fixed page names of spec §7 that `content.getPage` serves besides editors' own pages.
 *
 * @example
 * FIXED_CONTENT_PAGES.includes('cart'); // true
 */
export const FIXED_CONTENT_PAGES = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;

/**
 * Mode of every content call: published content, or preview (unpublished content, with the preview access
 * header and an optional preview date).
 *
 * @example
 * const draft: ContentMode = { siteId: 'sb-us', preview: true, previewDateTime: '2030-01-01T00:00:00Z' };
 */
export interface ContentMode {
  siteId: string;
  /** Unpublished content from the `preview` prefix instead of `publish`. */
  preview?: boolean;
  /** Show content as it will be at this moment (ISO date-time or epoch ms); preview only. */
  previewDateTime?: string;
}

/**
 * Which CMS page to fetch.
 *
 * @example
 * const home: GetPageParams = { siteId: 'sb-us', page: 'home' };
 * const draft: GetPageParams = { siteId: 'sb-us', page: 'home', preview: true, previewDateTime: '2030-01-01T00:00:00Z' };
 */
export interface GetPageParams extends ContentMode {
  /** Page slug (or one of {@link FIXED_CONTENT_PAGES}); may contain `/` for nested pages. */
  page: string;
}

/**
 * The article grid's search (content-blocks §7 "Article search"): the block's initial query plus `offset`,
 * `limit` and the selected `tagId`s.
 *
 * @example
 * const params: SearchArticlesParams = { siteId: 'sb-us', query: { parent: 'journal' }, offset: 0, limit: 3, tagId: ['hiking'] };
 */
export interface SearchArticlesParams extends ContentMode {
  /** The block's `initialQuery` (commerce-api reads `parent`, the section's slug, and `q`, words to find). */
  query?: QueryParams | undefined;
  offset: number;
  limit: number;
  /** Articles filed under every one of these tags; sent comma-joined as one `tagId` parameter. */
  tagId?: readonly string[] | undefined;
}

type Doc = Promise<ContentDocument>;

/**
 * Content calls (spec §7 "Content", content-blocks §7). All are `GET`, public (no bearer token, so they stay
 * cacheable) and under `/{publish|preview}/caas/v1/canvas/`. The short paths of the spec (`/footer/{siteId}`, …)
 * are read as relative to that prefix, like the two it writes out in full.
 *
 * @example
 * const page = await client.content.getPage({ siteId: 'sb-us', page: 'home' });
 * const menu = await client.content.getMenu({ siteId: 'sb-us', preview: true });
 */
export interface ContentCalls {
  /** `…/augmentedpage/{siteId}/{page}`; unknown pages (and sites) fail with `4044`. */
  getPage(params: GetPageParams, options?: RequestOptions): Promise<ContentPage>;
  /** `…/category/{siteId}/{categoryId}`. */
  getCategory(params: ContentMode & { categoryId: string }, options?: RequestOptions): Doc;
  /** `…/search/{siteId}/{searchType}`. */
  getSearchContent(params: ContentMode & { searchType: string }, options?: RequestOptions): Doc;
  /** `…/footer/{siteId}`. */
  getFooter(params: ContentMode, options?: RequestOptions): Doc;
  /** `…/fragment/{fragmentId}` (the site id travels in the identity header). */
  getFragment(params: ContentMode & { fragmentId: string }, options?: RequestOptions): Doc;
  /** `…/menu/{siteId}`. */
  getMenu(params: ContentMode, options?: RequestOptions): Doc;
  /** `…/page/{siteId}/{page}`: a page without the augmentation of `getPage`. */
  getPlainPage(params: GetPageParams, options?: RequestOptions): Doc;
  /** `…/children/{siteId}/{parentPageSlug}`. */
  getChildren(params: ContentMode & { parentPageSlug: string }, options?: RequestOptions): Doc;
  /** `…/popups/{siteId}`. */
  getPopups(params: ContentMode, options?: RequestOptions): Doc;
  /** `…/product/{siteId}/{productId}`. */
  getProductContent(params: ContentMode & { productId: string }, options?: RequestOptions): Doc;
  /** `…/showcase/{siteId}/{docType}` with query. `docType` is required ('Doc type is required', content-blocks §8). */
  getShowcase(params: ContentMode & { docType: string; query?: QueryParams }, options?: RequestOptions): Doc;
  /**
   * `…/articles/{siteId}`: the article grid's search (content-blocks §7, whose path the spec does not give; it
   * sits with the other content calls). Answers `{ result, facets, numFound }`.
   */
  searchArticles(params: SearchArticlesParams, options?: RequestOptions): Promise<ArticleSearch>;
}

const slugPath = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/**
 * Creates the `content` area on a transport; the preview access key comes from the client options.
 *
 * @example
 * const content = createContentCalls(createApiTransport(options), { previewAccessKey: process.env.PREVIEW_KEY });
 */
export function createContentCalls(
  send: Transport,
  options: Pick<ResolvedOptions, 'previewAccessKey'> = {},
): ContentCalls {
  function get<Schema extends z.ZodMiniType>(
    call: string,
    mode: ContentMode,
    rest: string,
    schema: Schema,
    requestOptions: RequestOptions | undefined,
    query: QueryParams = {},
  ) {
    const preview = mode.preview === true;
    const headers: Record<string, string> = {};
    if (preview && options.previewAccessKey) headers[PREVIEW_ACCESS_HEADER] = options.previewAccessKey;
    return send({
      call: `content.${call}`,
      method: 'GET',
      path: `/${preview ? 'preview' : 'publish'}/caas/v1/canvas/${rest}`,
      // Published content is what is live now; only previews may look at another moment.
      query: { ...query, previewDateTime: preview ? mode.previewDateTime : undefined },
      schema,
      // CMS content is the same for every shopper: no token, so it stays cacheable and needs no session.
      authenticated: false,
      headers,
      ...fromRequestOptions(requestOptions),
    });
  }
  return {
    getPage(params, requestOptions) {
      return get(
        'getPage',
        params,
        `${path`augmentedpage/${params.siteId}`}/${slugPath(params.page)}`,
        contentPageSchema,
        requestOptions,
      );
    },
    getCategory(params, requestOptions) {
      return get(
        'getCategory',
        params,
        path`category/${params.siteId}/${params.categoryId}`,
        contentDocumentSchema,
        requestOptions,
      );
    },
    getSearchContent(params, requestOptions) {
      return get(
        'getSearchContent',
        params,
        path`search/${params.siteId}/${params.searchType}`,
        contentDocumentSchema,
        requestOptions,
      );
    },
    getFooter(params, requestOptions) {
      return get('getFooter', params, path`footer/${params.siteId}`, contentDocumentSchema, requestOptions);
    },
    getFragment(params, requestOptions) {
      return get('getFragment', params, path`fragment/${params.fragmentId}`, contentDocumentSchema, requestOptions);
    },
    getMenu(params, requestOptions) {
      return get('getMenu', params, path`menu/${params.siteId}`, contentDocumentSchema, requestOptions);
    },
    getPlainPage(params, requestOptions) {
      return get(
        'getPlainPage',
        params,
        `${path`page/${params.siteId}`}/${slugPath(params.page)}`,
        contentDocumentSchema,
        requestOptions,
      );
    },
    getChildren(params, requestOptions) {
      return get(
        'getChildren',
        params,
        path`children/${params.siteId}/${params.parentPageSlug}`,
        contentDocumentSchema,
        requestOptions,
      );
    },
    getPopups(params, requestOptions) {
      return get('getPopups', params, path`popups/${params.siteId}`, contentDocumentSchema, requestOptions);
    },
    getProductContent(params, requestOptions) {
      return get(
        'getProductContent',
        params,
        path`product/${params.siteId}/${params.productId}`,
        contentDocumentSchema,
        requestOptions,
      );
    },
    getShowcase(params, requestOptions) {
      if (!params.docType) return Promise.reject(new TypeError('Doc type is required'));
      return get(
        'getShowcase',
        params,
        path`showcase/${params.siteId}/${params.docType}`,
        contentDocumentSchema,
        requestOptions,
        params.query,
      );
    },
    searchArticles(params, requestOptions) {
      const tagId = params.tagId && params.tagId.length > 0 ? params.tagId.join(',') : undefined;
      // The paging and tags win over same-named keys an editor put in the block's initial query.
      const query = { ...params.query, offset: params.offset, limit: params.limit, tagId };
      return get('searchArticles', params, path`articles/${params.siteId}`, articleSearchSchema, requestOptions, query);
    },
  };
}
