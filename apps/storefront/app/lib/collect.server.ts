import type { RouterContextProvider } from 'react-router';
import { isApiError, type AnalyticsEventInput, type EngineEvent } from '@switchback/api-client';
import { isGranted } from './consent';
import { readConsent } from './consent.server';
import { sessionContext } from './context.server';
import { isSupportedLocale, siteIdForLocale, type Locale } from './locales';
import { BRAND } from './serverConfig.server';
import { visitorContext } from './visitor.server';

/** What the browser may send to `POST /collect/{kind}`. */
export type CollectKind = 'analytics' | 'engine';

const MAX_EVENTS = 50;
const RECORD_EVENTS = new Set([
  'monetate:record:RecClicks',
  'monetate:record:RecImpressions',
  'monetate:record:Impressions',
]);

function answer(status: number, body?: Record<string, unknown>): Response {
  return body
    ? Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}

function refused(status: number, errorId: string, message: string): Response {
  return Response.json(
    { appId: 'storefront', errorDetails: [{ errorId, message }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The browser's analytics beacons and decision-engine records, stamped with the visitor on the server
 * (content-blocks §5, §7, §9). The visitor id lives in an HttpOnly cookie that no page script reads; this is where it
 * is added to what the browser sends, and where consent is checked a second time from the consent cookie:
 * analytics needs C0002, engine records C0004 and an engine visitor already issued. Without consent the body is
 * discarded (204); otherwise it goes on to commerce-api (`/analytics/v1/events` or the engine's decide call with
 * record events only). Malformed bodies are a 400 in the spec's error shape; commerce-api's refusals pass through.
 *
 * @example
 * // routes/collect.ts
 * export const action = ({ request, params, context }: Route.ActionArgs) => collect(params.kind, request, context);
 */
export async function collect(
  kind: string | undefined,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (kind !== 'analytics' && kind !== 'engine') return refused(404, 'API404', 'Unknown collector.');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refused(400, 'API400', 'The body must be JSON.');
  }
  if (!isRecord(body) || !Array.isArray(body.events) || body.events.length === 0 || body.events.length > MAX_EVENTS) {
    return refused(400, 'API400', `Send { locale, events } with 1 to ${MAX_EVENTS} events.`);
  }
  const locale: Locale | undefined =
    typeof body.locale === 'string' && isSupportedLocale(body.locale) ? body.locale : undefined;
  if (!locale) return refused(400, 'API400', 'Name the page locale (en-us, en-ca, fr-ca or en-gb).');
  const consent = readConsent(request, locale, false);
  const visitor = context.get(visitorContext);
  const api = context.get(sessionContext).api({ siteId: siteIdForLocale(locale), locale });
  try {
    if (kind === 'analytics') {
      if (!isGranted(consent, 'C0002')) return answer(204);
      const visitorId = visitor.ensure();
      const events: AnalyticsEventInput[] = [];
      for (const event of body.events) {
        if (!isRecord(event) || typeof event.name !== 'string' || !isRecord(event.payload))
          return refused(400, 'API400', 'Each event needs a name and a payload object.');
        events.push({
          name: event.name,
          payload: event.payload,
          visitorId,
          ...(typeof event.pageUrl === 'string' ? { pageUrl: event.pageUrl } : {}),
          ...(typeof event.timestamp === 'string' ? { timestamp: event.timestamp } : {}),
        });
      }
      const accepted = await api.analytics.sendEvents({ events }, { signal: request.signal });
      return answer(202, accepted as Record<string, unknown>);
    }
    const monetateId = visitor.known();
    if (!isGranted(consent, 'C0004') || !monetateId) return answer(204);
    if (
      !body.events.every(
        (event) => isRecord(event) && typeof event.eventType === 'string' && RECORD_EVENTS.has(event.eventType),
      )
    ) {
      return refused(
        400,
        'API400',
        'Only record events (recommendation clicks and impressions, experience impressions) are collected.',
      );
    }
    await api.engine.decide(
      BRAND,
      { channel: `${siteIdForLocale(locale)}/web`, monetateId, events: body.events as EngineEvent[] },
      { signal: request.signal },
    );
    return answer(202, { accepted: body.events.length });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500)
      return refused(error.status, error.errorId, error.message);
    if (request.signal.aborted) throw error;
    console.warn(`[collect] ${kind} could not be sent on:`, error instanceof Error ? error.message : error);
    return refused(502, 'GEN500', 'The collector is not reachable. Please try again.');
  }
}
