import { useEffect } from 'react';

/** The host labels of content-blocks §2 for a framed preview. */
export type HostLabel = 'localhost' | 'PR preview' | 'dev' | 'qa' | 'preprod' | 'production' | 'unknown host';

/**
 * Names the environment a host belongs to (content-blocks §2): `localhost` for the machine itself, `PR preview`
 * for pull-request deployments (`pr-123.…`, `…-pr-123.…`), then `dev`, `qa` and `preprod` (also `staging`) by a
 * host-name label, `production` for the hosts given as production, and `unknown host` for anything else —
 * never guessing production.
 *
 * @example
 * hostLabel('pr-412.preview.switchback.example'); // 'PR preview'
 * hostLabel('www.switchback.example', ['www.switchback.example']); // 'production'
 */
export function hostLabel(hostname: string, productionHosts: readonly string[] = []): HostLabel {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1') return 'localhost';
  if (/(^|[.-])pr-?\d+([.-]|$)/.test(host)) return 'PR preview';
  const labels = host.split(/[.-]/);
  if (labels.includes('dev')) return 'dev';
  if (labels.includes('qa')) return 'qa';
  if (labels.includes('preprod') || labels.includes('staging')) return 'preprod';
  if (productionHosts.map((name) => name.trim().toLowerCase()).includes(host)) return 'production';
  return 'unknown host';
}

/** Whether the tool runs inside another page's frame (the CMS's preview pane). */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes window.top unreadable in some browsers: that is a frame too.
    return true;
  }
}

/** The message the tool and its parent exchange to keep their scroll positions together. */
export const SCROLL_MESSAGE = 'switchback:preview-scroll';

/**
 * Keeps the scroll position in step with the parent window when enabled (content-blocks §2, optional): a
 * `{ type: 'switchback:preview-scroll', y }` message from the parent scrolls the tool, and the tool posts the
 * same message when the editor scrolls it. Messages from anywhere but the parent are ignored.
 *
 * @example
 * useScrollSync(new URLSearchParams(location.search).get('syncScroll') === 'true');
 */
export function useScrollSync(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || window.parent === window) return;
    let applying = false;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const data = event.data as { type?: unknown; y?: unknown } | null;
      if (!data || data.type !== SCROLL_MESSAGE || typeof data.y !== 'number' || !Number.isFinite(data.y)) return;
      applying = true;
      window.scrollTo(0, Math.max(0, data.y));
      // The scroll event of our own scrollTo is not echoed back.
      window.setTimeout(() => {
        applying = false;
      }, 50);
    };
    const onScroll = () => {
      if (applying) return;
      window.parent.postMessage({ type: SCROLL_MESSAGE, y: window.scrollY }, '*');
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
}
