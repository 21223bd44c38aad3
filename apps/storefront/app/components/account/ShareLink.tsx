import { useEffect, useState } from 'react';

/**
 * A share link in a read-only, labelled field (selectable without JavaScript), with a "Copy link" button once
 * JavaScript runs (clipboard) and the device's share sheet where there is one.
 *
 * @example
 * <ShareLink url="https://shop.test/en-us/favorites?shared=…" />
 */
export function ShareLink({ url }: { url: string }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  const canShare = ready && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  useEffect(() => setReady(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      setStatus('Copying is not allowed here: select the link and copy it.');
    }
  }
  return (
    <div className="share-link">
      <label htmlFor="share-url">Share link</label>
      <input id="share-url" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      {ready ? (
        <button type="button" className="account-button account-button--secondary" onClick={copy}>
          Copy link
        </button>
      ) : null}
      {canShare ? (
        <button type="button" className="account-button account-button--secondary" onClick={() => navigator.share({ title: 'My Switchback favorites', url }).catch(() => undefined)}>
          Share…
        </button>
      ) : null}
      <p role="status" className="account-message account-message--ok">
        {status}
      </p>
    </div>
  );
}
