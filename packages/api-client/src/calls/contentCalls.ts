import type { RequestOptions, ResolvedOptions, Transport } from '../createTransport';
import { contentPageSchema, type ContentPage } from '../schemas/contentPageSchema';

/**
 * Header of preview content calls that carries the key unlocking unpublished content (spec §7 "preview access
 * header"). The preview date travels as the `previewDateTime` query parameter.
 *
 * @example
 * request.headers.get(PREVIEW_ACCESS_HEADER);
 */
export const PREVIEW_ACCESS_HEADER = 'x-preview-access-key';

/**
 * Which CMS page to fetch.
 *
 * @example
 * const home: GetPageParams = { siteId: 'sb-us', page: 'home' };
 * const draft: GetPageParams = { siteId: 'sb-us', page: 'home', preview: true, previewDateTime: '2030-01-01T00:00:00Z' };
 */
export interface GetPageParams {
  siteId: string;
  /** Page slug; may contain `/` for nested pages. */
  page: string;
  /** Unpublished content from the preview prefix instead of the publish one. */
  preview?: boolean;
  /** Show content as it will be at this moment (ISO date-time or epoch ms); preview only. */
  previewDateTime?: string;
}

/**
 * Content calls (spec §7 "Content"). Category, menu, footer, fragments and popups join this group.
 *
 * @example
 * const page = await client.content.getPage({ siteId: 'sb-us', page: 'home' });
 */
export interface ContentCalls {
  /**
   * `GET /{publish|preview}/caas/v1/canvas/augmentedpage/{siteId}/{page}`; unknown pages fail with `API404`.
   * Public (no bearer token). The content's locale follows the client's locale header.
   */
  getPage(params: GetPageParams, options?: RequestOptions): Promise<ContentPage>;
}

export function createContentCalls(send: Transport, options: ResolvedOptions): ContentCalls {
  return {
    getPage({ siteId, page, preview = false, previewDateTime }, requestOptions) {
      const headers: Record<string, string> = {};
      if (preview && options.previewAccessKey) headers[PREVIEW_ACCESS_HEADER] = options.previewAccessKey;
      const slug = page.split('/').filter(Boolean).map(encodeURIComponent).join('/');
      return send({
        call: 'content.getPage',
        method: 'GET',
        path: `/${preview ? 'preview' : 'publish'}/caas/v1/canvas/augmentedpage/${encodeURIComponent(siteId)}/${slug}`,
        // Published content is what is live now; only previews may look at another moment.
        query: { previewDateTime: preview ? previewDateTime : undefined },
        schema: contentPageSchema,
        // CMS content is the same for every shopper: no token, so it stays cacheable and needs no session.
        authenticated: false,
        headers,
        signal: requestOptions?.signal,
      });
    },
  };
}
