import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analyticsEvents';
import type { ConsentCategory } from './consentCategories';
import { createDataLayer } from './createDataLayer';

function setup(initiallyGranted: ConsentCategory[] = [], maxPending?: number) {
  const granted = new Set<ConsentCategory>(initiallyGranted);
  const sent: AnalyticsEvent[] = [];
  const onError = vi.fn();
  const dataLayer = createDataLayer({
    consent: (category) => granted.has(category),
    sink: (event) => sent.push(event),
    onError,
    ...(maxPending === undefined ? {} : { maxPending }),
  });
  return { dataLayer, granted, sent, onError };
}

const impression: AnalyticsEvent = { name: 'promotion_impression', payload: { promotionId: 'spring' } };
const click: AnalyticsEvent = { name: 'promotion_click', payload: { promotionId: 'spring' } };

describe('createDataLayer', () => {
  it('dispatches at once when the category is granted', () => {
    const { dataLayer, sent } = setup(['C0002']);
    expect(dataLayer.push(impression)).toBe('dispatched');
    expect(sent).toEqual([impression]);
    expect(dataLayer.pending()).toEqual([]);
  });

  it('holds events while consent is missing and sends nothing', () => {
    const { dataLayer, sent } = setup();
    expect(dataLayer.push(impression)).toBe('held');
    expect(sent).toEqual([]);
    expect(dataLayer.pending()).toEqual([impression]);
  });

  it('dispatches held events in push order once consent is granted', () => {
    const { dataLayer, granted, sent } = setup();
    dataLayer.push(impression);
    dataLayer.push(click);
    granted.add('C0002');
    dataLayer.consentChanged();
    expect(sent).toEqual([impression, click]);
    expect(dataLayer.pending()).toEqual([]);
  });

  it('discards held events when the shopper decides without granting', () => {
    const { dataLayer, granted, sent } = setup();
    dataLayer.push(impression);
    granted.add('C0004');
    dataLayer.consentChanged();
    expect(sent).toEqual([]);
    expect(dataLayer.pending()).toEqual([]);
    // A later grant does not resurrect what was refused.
    granted.add('C0002');
    dataLayer.consentChanged();
    expect(sent).toEqual([]);
  });

  it('keeps at most maxPending events, dropping the oldest', () => {
    const { dataLayer } = setup([], 2);
    dataLayer.push({ name: 'popup_impression' });
    dataLayer.push({ name: 'popup_expand' });
    dataLayer.push({ name: 'popup_click' });
    expect(dataLayer.pending().map((event) => event.name)).toEqual(['popup_expand', 'popup_click']);
  });

  it('holds 100 events by default', () => {
    const { dataLayer } = setup();
    for (let index = 0; index < 150; index += 1) dataLayer.push({ name: 'upsell', payload: { index } });
    expect(dataLayer.pending()).toHaveLength(100);
    expect(dataLayer.pending()[0]?.payload).toEqual({ index: 50 });
  });

  it('drops instead of holding when maxPending is 0', () => {
    const { dataLayer } = setup([], 0);
    expect(dataLayer.push(click)).toBe('dropped');
    expect(dataLayer.pending()).toEqual([]);
  });

  it('reports a failing sink instead of throwing into the page', () => {
    const onError = vi.fn();
    const failure = new Error('tag manager missing');
    const dataLayer = createDataLayer({
      consent: () => true,
      sink: () => {
        throw failure;
      },
      onError,
    });
    expect(dataLayer.push(click)).toBe('dropped');
    expect(onError).toHaveBeenCalledWith(failure, click);
  });

  it('drops and reports events outside the catalogue', () => {
    const { dataLayer, sent, onError } = setup(['C0002']);
    const unknown = { name: 'page_visit' } as unknown as AnalyticsEvent;
    expect(dataLayer.push(unknown)).toBe('dropped');
    expect(sent).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), unknown);
  });

  it('asks for consent at every push, so a live cookie read takes effect', () => {
    const { dataLayer, granted, sent } = setup();
    dataLayer.push(impression);
    granted.add('C0002');
    expect(dataLayer.push(click)).toBe('dispatched');
    expect(sent).toEqual([click]);
    // The held impression waits for consentChanged(): it was pushed before the decision.
    expect(dataLayer.pending()).toEqual([impression]);
  });
});
