import { previewDocTypes } from '@switchback/content-blocks';
import { useEffect, useMemo, useState } from 'react';
import { PreviewControls } from './PreviewControls';
import { PreviewViewer } from './PreviewViewer';
import { applyPreviewControls, readPreviewControls, type PreviewControlsValues } from './previewQuery';

const docTypes = previewDocTypes();
const knownDocTypes = docTypes.map(({ type }) => type);

/**
 * The editors' preview tool: the controls write the selection to the page query, and the viewer shows what
 * that selection finds.
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<App />);
 */
export function App() {
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

  const submit = (next: PreviewControlsValues) => {
    const nextSearch = applyPreviewControls(window.location.search, next);
    window.history.pushState(null, '', `${window.location.pathname}${nextSearch}${window.location.hash}`);
    setSearch(nextSearch);
  };

  const selected = docTypes.find(({ type }) => type === values.docType);
  // Honest about the state of the tool: the content call it needs does not exist yet.
  const notice = selected
    ? `Loading ${selected.label} entries is not connected yet: the showcase content call (GET /showcase/{siteId}/${selected.type}) still has to be built in @switchback/api-client.`
    : 'Pick a document type and press Go.';

  return (
    <div className="preview-app">
      <header className="preview-app__header">
        <h1>Content preview</h1>
      </header>
      <main className="preview-app__main">
        <PreviewControls key={historyVisit} docTypes={docTypes} initialValues={values} onSubmit={submit} />
        <PreviewViewer items={[]} notice={notice} />
      </main>
    </div>
  );
}
