import {
  createBeaconSink,
  createDataLayer,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type DataLayer,
} from '@switchback/analytics';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { resolvePageType } from '../lib/pageType';
import { useStore } from '../lib/useStore';
import { useConsent } from './ConsentProvider';

/**
 * Where the browser's analytics beacons go: the shop's own collector route, which adds the HttpOnly visitor id,
 * checks consent again and passes them to commerce-api (lib/collect.server).
 */
export const ANALYTICS_COLLECTOR_URL = '/collect/analytics';

/** What pages and components use to report analytics. */
export interface Analytics {
  /**
   * Pushes a catalogue event. It reaches `window.dataLayer` and the collector once performance and analytics
   * consent (C0002) is given; until the shopper decides it is held in memory, and a refusal discards it.
   */
  track(name: AnalyticsEventName, payload?: Record<string, unknown>): void;
}

const noAnalytics: Analytics = { track: () => undefined };
const AnalyticsContext = createContext<Analytics>(noAnalytics);

declare global {
  interface Window {
    /** The tag manager's data layer (GTM style): every consented event is pushed as `{ event, ...fields }`. */
    dataLayer?: Record<string, unknown>[];
  }
}

/** Props of {@link AnalyticsProvider}. */
export interface AnalyticsProviderProps {
  /** Editors' preview: nothing is sent, whatever the consent. */
  preview: boolean;
  /** The page right after a sign-in (the root loader's `justSignedIn`): a `login` event is pushed. */
  justSignedIn?: boolean | undefined;
  children: ReactNode;
}

/**
 * The shop's one analytics pipeline (content-blocks §5, §9): a consent-gated data layer whose events go to the
 * tag manager's `window.dataLayer` and, in batches, to the shop's collector route (which names the visitor from an
 * HttpOnly cookie and hands them to commerce-api). Consent is read at every push
 * from {@link useConsent}; events pushed before the shopper decides are held and released (or discarded) when
 * the decision changes. Every navigation pushes a `page_view`. In preview nothing is pushed or sent.
 *
 * @example
 * <ConsentProvider initial={consent}><AnalyticsProvider preview={false}><Outlet /></AnalyticsProvider></ConsentProvider>
 */
export function AnalyticsProvider({ preview, justSignedIn = false, children }: AnalyticsProviderProps) {
  const consent = useConsent();
  const grantedRef = useRef(consent.granted);
  grantedRef.current = consent.granted;
  const { locale } = useStore();
  const localeRef = useRef(locale);
  localeRef.current = locale;

  const layer = useMemo<DataLayer | null>(() => {
    if (typeof window === 'undefined' || preview) return null;
    const beacon = createBeaconSink({
      url: ANALYTICS_COLLECTOR_URL,
      // The collector judges consent by the page's region.
      batchFields: () => ({ locale: localeRef.current }),
      onError: (error) => console.warn('[analytics] beacon failed:', error),
    });
    window.addEventListener('pagehide', () => beacon.flush({ unloading: true }));
    return createDataLayer({
      consent: (category) => grantedRef.current(category),
      sink: (event) => {
        (window.dataLayer ??= []).push({ event: event.name, ...event.payload });
        beacon(event);
      },
      onError: (error) => console.warn('[analytics]', error),
    });
  }, [preview]);

  // A new decision releases the held events it allows and discards the others.
  useEffect(() => {
    layer?.consentChanged();
  }, [layer, consent.state]);

  const analytics = useMemo<Analytics>(
    () =>
      layer ? { track: (name, payload = {}) => void layer.push({ name, payload } as AnalyticsEvent) } : noAnalytics,
    [layer],
  );

  const location = useLocation();
  useEffect(() => {
    analytics.track('page_view', {
      page_path: location.pathname,
      page_location: window.location.href,
      page_title: document.title,
      page_type: resolvePageType(location.pathname),
      language: document.documentElement.lang,
    });
  }, [analytics, location.pathname, location.search]);

  useEffect(() => {
    if (justSignedIn) analytics.track('login', { method: 'email' });
  }, [analytics, justSignedIn]);

  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

/**
 * The page's analytics. Outside {@link AnalyticsProvider} (tests, Storybook) it sends nothing.
 *
 * @example
 * const { track } = useAnalytics();
 * track('view_item', { items: [{ item_id: product.id }] });
 */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

/**
 * Pushes an event once when a page shows it (an effect), again only when `key` changes: a product page's
 * `view_item`, a cart's `view_cart`.
 *
 * @example
 * useTrackOnce('view_item', product.id, () => ({ items: [{ item_id: product.id }] }));
 */
export function useTrackOnce(
  name: AnalyticsEventName,
  key: string | null | undefined,
  payload: () => Record<string, unknown>,
): void {
  const { track } = useAnalytics();
  const build = useRef(payload);
  build.current = payload;
  useEffect(() => {
    if (key === null || key === undefined) return;
    // After this render's effects, so the provider's page_view of a new page goes first.
    const timer = setTimeout(() => track(name, build.current()), 0);
    return () => clearTimeout(timer);
  }, [track, name, key]);
}
