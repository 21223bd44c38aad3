import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast queue (spec §4, §9)', () => {
  it('gives sequential ids and does not show an identical title twice', () => {
    const toasts = createToastQueue({ dismissAfterMs: 1000 });
    const first = toasts.add('Added to your cart');
    const second = toasts.add('Coupon applied');
    expect(second).toBe(first + 1);
    expect(toasts.add('Added to your cart')).toBe(first);
    expect(toasts.list().map((toast) => toast.title)).toEqual(['Added to your cart', 'Coupon applied']);
    toasts.dispose();
  });

  it('dismisses after the configured delay, checked on a 200 ms tick', () => {
    vi.useFakeTimers();
    const toasts = createToastQueue({ dismissAfterMs: 1100 });
    const seen: number[] = [];
    toasts.subscribe((list) => seen.push(list.length));
    toasts.add('Saved');
    // Due at 1100 ms; the ticks come at 1000 and 1200 ms, so it is still there at 1100 and gone at 1200.
    vi.advanceTimersByTime(1100);
    expect(toasts.list()).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(toasts.list()).toHaveLength(0);
    expect(seen).toEqual([1, 0]);
    toasts.dispose();
  });

  it('keeps a persistent toast until dismissed, and runs no timer for it', () => {
    vi.useFakeTimers();
    const toasts = createToastQueue({ dismissAfterMs: 100 });
    const id = toasts.add('Payment failed', { tone: 'error', persistent: true });
    vi.advanceTimersByTime(10_000);
    expect(toasts.list()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    toasts.dismiss(id);
    expect(toasts.list()).toEqual([]);
  });

  it('uses the same id counter after earlier toasts went, and allows a title again once gone', () => {
    const toasts = createToastQueue({ dismissAfterMs: 1000 });
    const a = toasts.add('A');
    toasts.dismiss(a);
    expect(toasts.add('A')).toBe(a + 1);
    toasts.dispose();
  });
});
