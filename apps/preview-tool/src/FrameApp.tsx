import type { BlockServices } from '@switchback/content-blocks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { EntryPreview } from './EntryPreview';
import { readFrameRender, type FrameRenderMessage, type FrameReport } from './frameProtocol';
import { shopperFor } from './previewAudiences';
import { previewBlockServices } from './previewServices';

/** What a frame's block services depend on: a new entry or override keeps them. */
export type FrameServicesInput = Pick<FrameRenderMessage, 'siteId' | 'locale' | 'audience' | 'storefrontUrl'>;

/** Props of {@link FrameApp}. */
export interface FrameAppProps {
  /** The block services for a render message; default the shared composition (`previewBlockServices`). */
  servicesFor?: ((where: FrameServicesInput) => BlockServices) | undefined;
}

/**
 * The page inside a breakpoint frame (`frame.html`): it tells the tool it is ready, draws the entry the tool sends
 * (with the same shopper, override and block services as the tool's own page) and reports its content's height
 * whenever it changes. Messages from anyone but the tool's own window on its own origin are ignored.
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<FrameApp />);
 */
export function FrameApp({ servicesFor = defaultServices }: FrameAppProps = {}) {
  const [message, setMessage] = useState<FrameRenderMessage | undefined>();
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const render = readFrameRender(event.data);
      if (render) setMessage(render);
    };
    window.addEventListener('message', onMessage);
    report({ type: 'switchback:preview-frame-ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() =>
      report({ type: 'switchback:preview-frame-height', height: Math.ceil(element.getBoundingClientRect().height) }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { siteId = '', locale = 'en-us', audience = 'guest', storefrontUrl = '' } = message ?? {};
  const services = useMemo(
    () => servicesFor({ siteId, locale, audience, storefrontUrl }),
    [servicesFor, siteId, locale, audience, storefrontUrl],
  );

  useEffect(() => {
    if (message) document.documentElement.lang = message.locale;
  }, [message]);

  return (
    <div ref={content} className="preview-frame">
      {message ? (
        <EntryPreview
          block={message.block}
          shopper={shopperFor(message.audience)}
          testOverride={message.testOverride}
          services={services}
        />
      ) : (
        <p className="preview-frame__waiting">Loading the preview…</p>
      )}
    </div>
  );
}

function defaultServices({ siteId, locale, audience, storefrontUrl }: FrameServicesInput): BlockServices {
  return previewBlockServices({ siteId, locale, audience, storefrontUrl });
}

function report(message: FrameReport) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}
