import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_SCROLL_DEBOUNCE_MS, HEADER_SCROLL_MAX_WAIT_MS, debounceWithMaxWait } from './useStickyHeader';

describe('debounceWithMaxWait (header scroll, commerce-core §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads once scrolling pauses for 200 ms', () => {
    const read = vi.fn();
    const debounced = debounceWithMaxWait(read, HEADER_SCROLL_DEBOUNCE_MS, HEADER_SCROLL_MAX_WAIT_MS);
    debounced.call();
    vi.advanceTimersByTime(150);
    debounced.call();
    vi.advanceTimersByTime(150);
    expect(read).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('still reads every 500 ms while scrolling never pauses', () => {
    const read = vi.fn();
    const debounced = debounceWithMaxWait(read, HEADER_SCROLL_DEBOUNCE_MS, HEADER_SCROLL_MAX_WAIT_MS);
    for (let elapsed = 0; elapsed < 1000; elapsed += 50) {
      debounced.call();
      vi.advanceTimersByTime(50);
    }
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads nothing after cancel', () => {
    const read = vi.fn();
    const debounced = debounceWithMaxWait(read, 200, 500);
    debounced.call();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(read).not.toHaveBeenCalled();
  });
});
