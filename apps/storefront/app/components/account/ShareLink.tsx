import { Button } from '@switchback/ui';
import { useEffect, useState } from 'react';
import { useText } from '../../lib/useText';

/**
 * A share link in a read-only, labelled field (selectable without JavaScript), with a "Copy link" button once
 * JavaScript runs (clipboard) and the device's share sheet where there is one.
 *
 * @example
 * <ShareLink url="https://shop.test/en-us/favorites?shared=…" />
 */
export function ShareLink({ url }: { url: string }) {
  const TEXT = useText().accountMisc;
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  const canShare = ready && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  useEffect(() => setReady(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(TEXT.copied);
    } catch {
      setStatus(TEXT.copyRefused);
    }
  }
  return (
    <div className="share-link">
      <label htmlFor="share-url">{TEXT.shareLink}</label>
      <input id="share-url" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      {ready ? (
        <Button variant="secondary" size="sm" onClick={copy}>
          {TEXT.copyLink}
        </Button>
      ) : null}
      {canShare ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => navigator.share({ title: TEXT.shareTitle, url }).catch(() => undefined)}
        >
          {TEXT.share}
        </Button>
      ) : null}
      <p role="status" className="account-message account-message--ok">
        {status}
      </p>
    </div>
  );
}
