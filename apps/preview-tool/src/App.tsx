import { createApiTransport, createContentCalls, type ContentCalls } from '@switchback/api-client';
import { previewDocTypes } from '@switchback/content-blocks';
import { useEffect, useMemo, useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { PreviewControls } from './PreviewControls';
import { PreviewViewer } from './PreviewViewer';
import type { ShowcaseItem } from './PreviewViewer';
import {
  applyPreviewControls,
  applyPreviewView,
  readPreviewControls,
  readPreviewView,
  type PreviewControlsValues,
  type PreviewView,
} from './previewQuery';
import {
  applyPreviewPersonalisation,
  readPreviewPersonalisation,
  shopperFor,
  type PreviewPersonalisation,
} from './previewAudiences';
import { hostLabel, isFramed, useScrollSync } from './framing';
import { DEFAULT_SITE_ID, loadShowcase, showcaseRequestFrom, type ShowcaseRequest } from './showcase';
import { apiBaseUrl, previewBlockServices } from './previewServices';
import { storefrontBaseUrl } from './storefrontLinks';

const docTypes = previewDocTypes();
const knownDocTypes = docTypes.map(({ type }) => type);

/**
 * The content calls of the browser: through `/api` (the dev and preview servers proxy it to commerce-api, see
 * vite.config.ts), or `VITE_COMMERCE_API_URL` when the tool is hosted elsewhere.
 */
function defaultContentCalls(): Pick<ContentCalls, 'getShowcase'> {
  return createContentCalls(
    createApiTransport({
      baseUrl: apiBaseUrl(),
      identity: { siteId: DEFAULT_SITE_ID, locale: 'en-us', clientApp: 'preview-tool' },
    }),
  );
}

/** Props of {@link App}. */
export interface AppProps {
  /** The showcase call; default the api-client's over `/api`. */
  content?: Pick<ContentCalls, 'getShowcase'> | undefined;
}

type Results =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; items: ShowcaseItem[]; total: number; locale: string }
  | { status: 'failed'; message: string };

/**
 * The entries of a selection, through swr: a selection seen before (Back, another page and back) shows at once from
 * the cache and is fetched again behind it; an answer for a selection already left is never shown.
 */
function useShowcase(content: Pick<ContentCalls, 'getShowcase'>, request: ShowcaseRequest): Results {
  const { data, error } = useSWR(request.docType ? (['showcase', request] as const) : null, ([, selection]) =>
    loadShowcase(content, selection),
  );
  if (!request.docType) return { status: 'idle' };
  if (error !== undefined) return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  return data ? { status: 'loaded', ...data } : { status: 'loading' };
}

/**
 * The editors' preview tool: the controls write the selection to the page query, and the viewer shows what
 * that selection finds through the showcase content call.
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<App />);
 */
export function App(props: AppProps = {}) {
  // One cache per tool (not swr's global one): entries are not re-checked when the window regains focus, as an
  // editor comparing with the CMS in another tab would not want the list to move under them.
  const [cache] = useState(() => new Map());
  return (
    <SWRConfig value={{ provider: () => cache, revalidateOnFocus: false }}>
      <PreviewApp {...props} />
    </SWRConfig>
  );
}

function PreviewApp({ content: givenContent }: AppProps) {
  const [content] = useState(() => givenContent ?? defaultContentCalls());
  const [framedHost] = useState(() =>
    isFramed()
      ? hostLabel(
          window.location.hostname,
          ((import.meta.env.VITE_PRODUCTION_HOSTS as string | undefined) ?? '').split(','),
        )
      : undefined,
  );
  const [search, setSearch] = useState(() => window.location.search);
  // Bumped on Back/Forward only, so the form resets to the URL's selection there but keeps focus after Go.
  const [historyVisit, setHistoryVisit] = useState(0);

  // Back and forward move between selections like any other page.
  useEffect(() => {
    const onPopState = () => {
      setSearch(window.location.search);
      setHistoryVisit((visit) => visit + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const values = useMemo(() => readPreviewControls(search, knownDocTypes), [search]);
  const personalisation = useMemo(() => readPreviewPersonalisation(search), [search]);
  const shopper = useMemo(() => shopperFor(personalisation.audience), [personalisation.audience]);
  useScrollSync(new URLSearchParams(search).get('syncScroll') === 'true');

  const submit = (next: PreviewControlsValues) => {
    const nextSearch = applyPreviewControls(window.location.search, next);
    window.history.pushState(null, '', `${window.location.pathname}${nextSearch}${window.location.hash}`);
    setSearch(nextSearch);
  };

  // Who the previews are drawn for changes at once, without Go and without reloading the entries. Another
  // audience is a new history entry (Back returns to the previous one); typing an override replaces the entry,
  // so Back is not one step per keystroke.
  const changePersonalisation = (next: PreviewPersonalisation) => {
    const nextSearch = applyPreviewPersonalisation(window.location.search, next);
    if (nextSearch === window.location.search) return;
    const url = `${window.location.pathname}${nextSearch}${window.location.hash}`;
    if (next.audience !== readPreviewPersonalisation(window.location.search).audience)
      window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setSearch(nextSearch);
  };

  // The view (single or three breakpoints) applies at once and is a history entry of its own, like the audience.
  const changeView = (next: PreviewView) => {
    const nextSearch = applyPreviewView(window.location.search, next);
    window.history.pushState(null, '', `${window.location.pathname}${nextSearch}${window.location.hash}`);
    setSearch(nextSearch);
  };

  // Paging writes `page` to the query like the controls write theirs, so Back returns to the previous page.
  const goToPage = (page: number) => {
    const params = new URLSearchParams(window.location.search);
    if (page <= 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    const nextSearch = query ? `?${query}` : '';
    window.history.pushState(null, '', `${window.location.pathname}${nextSearch}${window.location.hash}`);
    setSearch(nextSearch);
  };

  const selected = docTypes.find(({ type }) => type === values.docType);
  // Keyed on the query's primitives: a change of audience or override must not load the entries again.
  const { docType, layoutVariant, limit, q } = values;
  const { siteId, preview, previewDateTime, page } = showcaseRequestFrom(search, values);
  const request = useMemo(
    () => ({ docType, layoutVariant, limit, q, siteId, preview, previewDateTime, page }),
    [docType, layoutVariant, limit, q, siteId, preview, previewDateTime, page],
  );
  const view = readPreviewView(search);
  const storefrontUrl = storefrontBaseUrl(search);
  const results = useShowcase(content, request);
  const locale = results.status === 'loaded' ? results.locale : 'en-us';
  // The storefront's block services (one shared composition), for the site, locale and audience shown.
  const services = useMemo(
    () => previewBlockServices({ siteId, locale, audience: personalisation.audience, storefrontUrl }),
    [siteId, locale, personalisation.audience, storefrontUrl],
  );

  const notice =
    results.status === 'loading'
      ? `Loading ${selected?.label ?? request.docType} entries…`
      : results.status === 'failed'
        ? `Could not load ${selected?.label ?? request.docType} entries: ${results.message}`
        : results.status === 'loaded'
          ? `${results.total} ${selected?.label ?? request.docType} ${results.total === 1 ? 'entry' : 'entries'}${request.q.trim() ? ` matching “${request.q.trim()}”` : ''} on ${request.siteId}${request.preview ? ' (preview: unpublished versions)' : ''}${results.total > results.items.length ? `, page ${request.page}` : ''}.`
          : 'Pick a document type and press Go.';

  return (
    <div className="preview-app">
      <header className="preview-app__header">
        <h1>Content preview</h1>
        {framedHost ? <p className="preview-app__host">Host: {framedHost}</p> : null}
      </header>
      <main className="preview-app__main">
        <PreviewControls
          key={historyVisit}
          docTypes={docTypes}
          initialValues={values}
          onSubmit={submit}
          initialPersonalisation={personalisation}
          onPersonalisationChange={changePersonalisation}
        />
        <div className="preview-app__view">
          <label>
            <input
              type="checkbox"
              checked={view === 'breakpoints'}
              onChange={(event) => changeView(event.target.checked ? 'breakpoints' : 'single')}
            />
            Show phone, tablet and desktop side by side
          </label>
        </div>
        <PreviewViewer
          items={results.status === 'loaded' ? results.items : []}
          notice={notice}
          busy={results.status === 'loading'}
          shopper={shopper}
          testOverride={personalisation.testOverride}
          audience={personalisation.audience}
          view={view}
          services={services}
          siteId={request.siteId}
          locale={locale}
          storefrontUrl={storefrontUrl}
        />
        {results.status === 'loaded' && results.total > request.limit ? (
          <nav className="preview-app__pages" aria-label="Result pages">
            <button type="button" disabled={request.page <= 1} onClick={() => goToPage(request.page - 1)}>
              Previous page
            </button>
            <span>
              Page {request.page} of {Math.ceil(results.total / request.limit)}
            </span>
            <button
              type="button"
              disabled={request.page >= Math.ceil(results.total / request.limit)}
              onClick={() => goToPage(request.page + 1)}
            >
              Next page
            </button>
          </nav>
        ) : null}
      </main>
    </div>
  );
}
