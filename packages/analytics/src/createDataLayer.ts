import { analyticsEvents, isAnalyticsEventName } from './analyticsEvents';
import type { AnalyticsEvent } from './analyticsEvents';
import type { ConsentCategory } from './consentCategories';

/**
 * Options of {@link createDataLayer}.
 *
 * @example
 * ```ts
 * const options: DataLayerOptions = {
 *   consent: (category) => isConsentGranted(category, { region, consentCookie }),
 *   sink: (event) => window.dataLayer.push({ event: event.name, ...event.payload }),
 * };
 * ```
 */
export interface DataLayerOptions {
  /** Asked at every push and at every consent change, so it may read the cookie live. */
  readonly consent: (category: ConsentCategory) => boolean;
  /** Receives each event once its category is granted (a tag manager's data layer, a beacon…). */
  readonly sink: (event: AnalyticsEvent) => void;
  /** Most events held while consent is undecided; the oldest go first. Default 100. */
  readonly maxPending?: number;
  /** Told about sink failures and unknown events; analytics never throws into the shop. */
  readonly onError?: (error: unknown, event: AnalyticsEvent) => void;
}

/**
 * What happened to a pushed event: sent to the sink, held until consent is decided, or dropped
 * (unknown name, or the sink threw).
 *
 * @example
 * ```ts
 * const result: DataLayerPushResult = dataLayer.push({ name: 'popup_click' });
 * ```
 */
export type DataLayerPushResult = 'dispatched' | 'held' | 'dropped';

/**
 * A consent-gated queue of analytics events.
 *
 * @example
 * ```ts
 * dataLayer.push({ name: 'newsletter_form_submit' });
 * ```
 */
export interface DataLayer {
  /** Dispatches the event now if its category is granted, else holds it. */
  push(event: AnalyticsEvent): DataLayerPushResult;
  /**
   * Call when the shopper saves a consent choice: held events whose category is now granted are
   * dispatched in push order; the others are discarded, because the shopper has refused them.
   */
  consentChanged(): void;
  /** The events currently held, oldest first. */
  pending(): readonly AnalyticsEvent[];
}

const DEFAULT_MAX_PENDING = 100;

/**
 * Creates the data layer the apps push catalogue events into. Events whose consent category is
 * granted go to the sink at once; the others are held in memory (never stored, at most `maxPending`)
 * until the shopper's next consent decision, so impressions on the page where the banner is answered
 * are not lost, and nothing leaves the page without consent.
 *
 * @example
 * ```ts
 * import { createDataLayer, isConsentGranted } from '@switchback/analytics';
 *
 * const dataLayer = createDataLayer({
 *   consent: (category) => isConsentGranted(category, { region: 'EMEA', consentCookie: readConsentCookie() }),
 *   sink: (event) => window.dataLayer.push({ event: event.name, ...event.payload }),
 * });
 * dataLayer.push({ name: 'promotion_click', payload: { promotionId: 'spring-sale' } });
 * consentManager.onChange(() => dataLayer.consentChanged());
 * ```
 */
export function createDataLayer(options: DataLayerOptions): DataLayer {
  const { consent, sink, onError, maxPending = DEFAULT_MAX_PENDING } = options;
  let held: AnalyticsEvent[] = [];

  const granted = (event: AnalyticsEvent) => consent(analyticsEvents[event.name].category);

  const dispatch = (event: AnalyticsEvent): DataLayerPushResult => {
    try {
      sink(event);
      return 'dispatched';
    } catch (error) {
      onError?.(error, event);
      return 'dropped';
    }
  };

  return {
    push(event) {
      // The types rule this out, but events also arrive from untyped CMS/tag configuration.
      if (!isAnalyticsEventName(event.name)) {
        onError?.(new TypeError(`Unknown analytics event "${String(event.name)}"`), event);
        return 'dropped';
      }
      if (granted(event)) return dispatch(event);
      if (maxPending <= 0) return 'dropped';
      held.push(event);
      if (held.length > maxPending) held = held.slice(held.length - maxPending);
      return 'held';
    },
    consentChanged() {
      const waiting = held;
      held = [];
      for (const event of waiting) {
        if (granted(event)) dispatch(event);
      }
    },
    pending() {
      return [...held];
    },
  };
}
