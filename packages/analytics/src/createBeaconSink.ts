import type { AnalyticsEvent } from './analyticsEvents';

/** One event as the beacon posts it. */
export interface BeaconEvent {
  name: string;
  payload: Readonly<Record<string, unknown>>;
  /** Absent when the collector adds the visitor itself (from a cookie the page cannot read). */
  visitorId?: string | undefined;
  pageUrl?: string | undefined;
  /** ISO date-time of the push. */
  timestamp: string;
}

/** Options of {@link createBeaconSink}. */
export interface BeaconSinkOptions {
  /** Where batches are posted as `{ ...batchFields(), events: BeaconEvent[] }` (JSON). */
  readonly url: string;
  /**
   * The visitor the events belong to, read at each push; when it names none the event is not sent. Leave it out
   * when the collector knows the visitor itself (a first-party endpoint reading an HttpOnly cookie).
   */
  readonly visitorId?: () => string | undefined;
  /** Fields sent beside `events` in every batch (the page's locale, say). */
  readonly batchFields?: () => Readonly<Record<string, unknown>>;
  /** The page the event happened on; default `location.href` in a browser. */
  readonly pageUrl?: () => string | undefined;
  /** Events per request; a full batch goes at once. Default 10, as the experimentation library's batch (content-blocks §9). */
  readonly batchSize?: number;
  /** Longest an event waits for its batch to fill, in ms. Default 1000 (content-blocks §9 flush interval). */
  readonly flushIntervalMs?: number;
  /** Most events waiting; the oldest go first. Default 100. */
  readonly maxQueue?: number;
  /** The fetch to post with; default `globalThis.fetch`. */
  readonly fetch?: typeof fetch;
  /** Told when a post fails; the batch is dropped (analytics never retries into the shop's way). */
  readonly onError?: (error: unknown) => void;
}

/** A data-layer sink that posts events in batches, and can be flushed when the page goes away. */
export interface BeaconSink {
  /** The data layer's `sink`. */
  (event: AnalyticsEvent): void;
  /** Posts what is waiting now; with `unloading` the request outlives the page (`keepalive`). */
  flush(options?: { unloading?: boolean }): void;
  /** Events waiting for their batch. */
  pending(): number;
}

const DEFAULT_BATCH_SIZE = 10;
const DEFAULT_FLUSH_INTERVAL_MS = 1000;
const DEFAULT_MAX_QUEUE = 100;

/**
 * A sink for {@link createDataLayer} that posts events to a collector in batches: a batch goes when it holds
 * `batchSize` events or `flushIntervalMs` after its first event, and `flush({ unloading: true })` (call it on
 * `pagehide`) sends the rest with `keepalive` so it survives navigation. Invalid settings fall back to the
 * defaults, as the spec's experimentation rules do (batch size a safe integer ≥ 1, interval > 0).
 *
 * @example
 * ```ts
 * const beacon = createBeaconSink({ url: '/collect/analytics', batchFields: () => ({ locale: 'en-gb' }) });
 * const dataLayer = createDataLayer({ consent, sink: beacon });
 * addEventListener('pagehide', () => beacon.flush({ unloading: true }));
 * ```
 */
export function createBeaconSink(options: BeaconSinkOptions): BeaconSink {
  const batchSize =
    Number.isSafeInteger(options.batchSize) && (options.batchSize ?? 0) >= 1 ? options.batchSize! : DEFAULT_BATCH_SIZE;
  const interval =
    typeof options.flushIntervalMs === 'number' && options.flushIntervalMs > 0
      ? options.flushIntervalMs
      : DEFAULT_FLUSH_INTERVAL_MS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const pageUrl = options.pageUrl ?? (() => (typeof location === 'undefined' ? undefined : location.href));
  let queue: BeaconEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = (events: BeaconEvent[], unloading: boolean) => {
    const send = options.fetch ?? globalThis.fetch;
    try {
      void send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...options.batchFields?.(), events }),
        keepalive: unloading,
        credentials: 'same-origin',
      }).then(
        (response) => {
          // Read to the end, so the request is finished for the browser (an unread body keeps it open).
          void response.arrayBuffer().catch(() => undefined);
          if (!response.ok) options.onError?.(new Error(`The analytics collector answered ${response.status}`));
        },
        (error: unknown) => options.onError?.(error),
      );
    } catch (error) {
      options.onError?.(error);
    }
  };

  const flush = ({ unloading = false }: { unloading?: boolean } = {}) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) post(queue.splice(0, batchSize), unloading);
  };

  const sink = ((event: AnalyticsEvent) => {
    const visitorId = options.visitorId?.();
    if (options.visitorId && !visitorId) return;
    queue.push({
      name: event.name,
      payload: event.payload ?? {},
      ...(visitorId ? { visitorId } : {}),
      pageUrl: pageUrl(),
      timestamp: new Date().toISOString(),
    });
    if (queue.length > maxQueue) queue = queue.slice(queue.length - maxQueue);
    if (queue.length >= batchSize) flush();
    else timer ??= setTimeout(() => flush(), interval);
  }) as BeaconSink;
  sink.flush = flush;
  sink.pending = () => queue.length;
  return sink;
}
