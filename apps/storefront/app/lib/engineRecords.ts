import type { EngineEvent } from '@switchback/api-client';

/**
 * The shop's collector route for decision-engine records: it adds the HttpOnly visitor id, checks targeting consent
 * again and calls the engine (lib/collect.server).
 */
export const ENGINE_RECORD_URL = '/collect/engine';

/**
 * Sends record events (recommendation clicks and impressions, experience impressions; content-blocks §7) to the
 * decision engine from the browser, for the visitor the server knows. `keepalive`, so a click that navigates away
 * still arrives; failures are only logged. The caller checks targeting consent (C0004) first.
 *
 * @example
 * recordToEngine('en-us', [{ eventType: 'monetate:record:RecClicks', recClickIds: [product.recToken] }]);
 */
export function recordToEngine(locale: string, events: EngineEvent[]): void {
  void fetch(ENGINE_RECORD_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale, events }),
  })
    // Read to the end, so the request is finished for the browser (an unread body keeps it open).
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => console.warn('[personalisation] the decision engine record failed:', error));
}
