/** The page sizes editors can pick (content-blocks spec §9). */
export const LIMIT_OPTIONS = [10, 20, 50] as const;

/** A page size editors can pick. */
export type Limit = (typeof LIMIT_OPTIONS)[number];

/** The default page size. */
export const DEFAULT_LIMIT: Limit = 20;

/** What the controls form holds. */
export interface PreviewControlsValues {
  docType: string;
  layoutVariant: string;
  limit: Limit;
  /** Finds entries whose name or id contains this text (written to the query as `q`). */
  q: string;
}

/**
 * Reads the controls' values from the page query, so a shared or reloaded URL shows the same selection.
 * A doc type the tool does not know, or a limit it does not offer, reads as unset.
 *
 * @example
 * readPreviewControls('?docType=hero&limit=50', ['hero']); // { docType: 'hero', layoutVariant: '', limit: 50, q: '' }
 */
export function readPreviewControls(search: string, knownDocTypes: readonly string[]): PreviewControlsValues {
  const params = new URLSearchParams(search);
  const docType = params.get('docType') ?? '';
  const limit = Number(params.get('limit'));
  return {
    docType: knownDocTypes.includes(docType) ? docType : '',
    layoutVariant: params.get('layoutVariant') ?? '',
    limit: (LIMIT_OPTIONS as readonly number[]).includes(limit) ? (limit as Limit) : DEFAULT_LIMIT,
    q: params.get('q') ?? '',
  };
}

/**
 * The page query after submitting the controls: docType, layoutVariant, limit and q are written, `page` is
 * cleared (a new selection starts at its first page), empty fields are dropped, and every other parameter
 * (preview, siteId, cms, …) is kept.
 *
 * @example
 * applyPreviewControls('?preview=true&page=3', { docType: 'hero', layoutVariant: ' ', limit: 20, q: '' });
 * // '?preview=true&docType=hero&limit=20'
 */
export function applyPreviewControls(search: string, values: PreviewControlsValues): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const fields: [keyof PreviewControlsValues, string][] = [
    ['docType', values.docType.trim()],
    ['layoutVariant', values.layoutVariant.trim()],
    ['limit', String(values.limit)],
    ['q', values.q.trim()],
  ];
  for (const [name, value] of fields) {
    if (value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** How entries are previewed: once at the tool's width, or at phone, tablet and desktop width side by side. */
export type PreviewView = 'single' | 'breakpoints';

/**
 * Reads the view from the page query (`view=breakpoints`; anything else is the single view).
 *
 * @example
 * readPreviewView('?docType=hero&view=breakpoints'); // 'breakpoints'
 */
export function readPreviewView(search: string): PreviewView {
  return new URLSearchParams(search).get('view') === 'breakpoints' ? 'breakpoints' : 'single';
}

/**
 * The page query with the view written (`view=breakpoints`) or, for the single view (the default), removed; every
 * other parameter is kept.
 *
 * @example
 * applyPreviewView('?docType=hero', 'breakpoints'); // '?docType=hero&view=breakpoints'
 */
export function applyPreviewView(search: string, view: PreviewView): string {
  const params = new URLSearchParams(search);
  if (view === 'breakpoints') params.set('view', 'breakpoints');
  else params.delete('view');
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
