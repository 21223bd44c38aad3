import type { ContentCalls } from '@switchback/api-client';
import type { Block } from '@switchback/content-blocks';
import type { PreviewControlsValues } from './previewQuery';
import type { ShowcaseItem } from './PreviewViewer';

/** The site the tool browses when the page query names none (commerce-api's default site). */
export const DEFAULT_SITE_ID = 'sb-us';

/** What the viewer asks the showcase call for: the controls plus the carried query parameters. */
export interface ShowcaseRequest extends PreviewControlsValues {
  siteId: string;
  preview: boolean;
  previewDateTime: string | undefined;
  page: number;
}

/** A page of showcase results. */
export interface ShowcasePage {
  items: ShowcaseItem[];
  total: number;
  /** The locale commerce-api answered in (the site's default unless asked otherwise); `en-us` when it did not say. */
  locale: string;
}

/**
 * Reads the showcase request from the page query: the controls' values and the carried parameters `siteId`
 * (default {@link DEFAULT_SITE_ID}), `preview=true`, `previewDateTime` and `page` (default 1).
 *
 * @example
 * showcaseRequestFrom('?siteId=sb-gb&preview=true&page=2', controls); // { siteId: 'sb-gb', preview: true, page: 2, … }
 */
export function showcaseRequestFrom(search: string, controls: PreviewControlsValues): ShowcaseRequest {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    ...controls,
    siteId: params.get('siteId')?.trim() || DEFAULT_SITE_ID,
    preview: params.get('preview') === 'true',
    previewDateTime: params.get('previewDateTime') ?? undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Loads one page of entries of a document type (whose name or id contains `q`, when given) through the api-client's `content.getShowcase`
 * (`GET /{publish|preview}/caas/v1/canvas/showcase/{siteId}/{docType}`). Entries without an id or a block are
 * skipped; a missing name, count or date shows as empty rather than failing the list.
 *
 * @example
 * const { items, total } = await loadShowcase(client.content, request, { signal });
 */
export async function loadShowcase(
  content: Pick<ContentCalls, 'getShowcase'>,
  request: ShowcaseRequest,
  options: { signal?: AbortSignal } = {},
): Promise<ShowcasePage> {
  const query: Record<string, string | number> = { limit: request.limit, page: request.page };
  if (request.layoutVariant.trim()) query.layoutVariant = request.layoutVariant.trim();
  if (request.q.trim()) query.q = request.q.trim();
  const document: unknown = await content.getShowcase(
    {
      siteId: request.siteId,
      docType: request.docType,
      preview: request.preview,
      previewDateTime: request.previewDateTime,
      query,
    },
    { signal: options.signal },
  );
  const results = isRecord(document) && Array.isArray(document.results) ? document.results : [];
  const items = results.flatMap((entry): ShowcaseItem[] => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !isRecord(entry.block)) return [];
    return [
      {
        id: entry.id,
        name: typeof entry.name === 'string' ? entry.name : '',
        referrersCount: typeof entry.referrers === 'number' ? entry.referrers : 0,
        modifiedAt: typeof entry.updatedAt === 'string' ? entry.updatedAt : '',
        pages: Array.isArray(entry.pages) ? entry.pages.filter((slug): slug is string => typeof slug === 'string') : [],
        block: entry.block as unknown as Block,
      },
    ];
  });
  const total = isRecord(document) && typeof document.total === 'number' ? document.total : items.length;
  const locale = isRecord(document) && typeof document.locale === 'string' ? document.locale : 'en-us';
  return { items, total, locale };
}
