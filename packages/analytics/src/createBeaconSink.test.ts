import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconSink } from './createBeaconSink';

const okFetch = () =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 202 }));
const bodies = (fetchMock: ReturnType<typeof okFetch>) =>
  fetchMock.mock.calls.map(
    ([, init]) => JSON.parse(String(init?.body)) as { events: { name: string; visitorId: string }[] },
  );

describe('createBeaconSink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts a full batch at once and the rest after the flush interval', () => {
    const fetchMock = okFetch();
    const sink = createBeaconSink({
      url: '/collect',
      visitorId: () => 'vuid_1',
      batchSize: 2,
      flushIntervalMs: 500,
      fetch: fetchMock,
      pageUrl: () => 'https://shop.test/en-gb',
    });
    sink({ name: 'page_view', payload: { path: '/en-gb' } });
    expect(fetchMock).not.toHaveBeenCalled();
    sink({ name: 'view_item', payload: { itemId: 'SBHB10001' } });
    expect(bodies(fetchMock)).toEqual([
      {
        events: [
          expect.objectContaining({
            name: 'page_view',
            visitorId: 'vuid_1',
            payload: { path: '/en-gb' },
            pageUrl: 'https://shop.test/en-gb',
          }),
          expect.objectContaining({ name: 'view_item', visitorId: 'vuid_1' }),
        ],
      },
    ]);
    sink({ name: 'add_to_cart' });
    vi.advanceTimersByTime(499);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(bodies(fetchMock)[1]?.events.map((event) => event.name)).toEqual(['add_to_cart']);
  });

  it('sends what waits with keepalive when the page goes away', () => {
    const fetchMock = okFetch();
    const sink = createBeaconSink({ url: '/collect', visitorId: () => 'vuid_1', fetch: fetchMock });
    sink({ name: 'popup_click' });
    sink.flush({ unloading: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(sink.pending()).toBe(0);
  });

  it('sends nothing for a visitor it cannot name, and falls back to the defaults for invalid settings', () => {
    const fetchMock = okFetch();
    const anonymous = createBeaconSink({ url: '/collect', visitorId: () => undefined, fetch: fetchMock });
    anonymous({ name: 'page_view' });
    vi.advanceTimersByTime(5000);
    expect(fetchMock).not.toHaveBeenCalled();

    const sink = createBeaconSink({
      url: '/collect',
      visitorId: () => 'v',
      batchSize: 0.5,
      flushIntervalMs: -1,
      fetch: fetchMock,
    });
    for (let index = 0; index < 9; index += 1) sink({ name: 'page_view' });
    vi.advanceTimersByTime(999);
    expect(fetchMock).not.toHaveBeenCalled();
    sink({ name: 'page_view' });
    expect(bodies(fetchMock)[0]?.events).toHaveLength(10);
  });

  it('leaves the visitor to the collector when it is not told one, and sends the batch fields beside the events', () => {
    const fetchMock = okFetch();
    const sink = createBeaconSink({ url: '/collect', batchFields: () => ({ locale: 'en-gb' }), fetch: fetchMock });
    sink({ name: 'page_view' });
    sink.flush();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      locale: string;
      events: Record<string, unknown>[];
    };
    expect(body.locale).toBe('en-gb');
    expect(body.events[0]).toMatchObject({ name: 'page_view', payload: {} });
    expect(body.events[0]).not.toHaveProperty('visitorId');
  });

  it('reports a failed post instead of throwing into the page', async () => {
    const onError = vi.fn();
    const sink = createBeaconSink({
      url: '/collect',
      visitorId: () => 'v',
      fetch: vi.fn(async () => new Response(null, { status: 500 })),
      onError,
    });
    sink({ name: 'page_view' });
    sink.flush();
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'The analytics collector answered 500' }),
      ),
    );
  });
});
