// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_LIVE_CLICKS_SCRIPT, replayEarlyLiveClicks } from './liveClick';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('clicks on a dialog trigger before the page hydrated', () => {
  it('are held (the form is not sent) and given back once hydrated; other buttons and later clicks are left alone', () => {
    // As the document's head runs it.
    new Function(EARLY_LIVE_CLICKS_SCRIPT)();
    document.body.innerHTML =
      '<form action="/p/parka/review"><button type="submit" data-sb-live-click>Write a review</button></form>' +
      '<form action="/act"><button type="submit">Helpful</button></form>';
    const [trigger, vote] = document.querySelectorAll('button');
    expect(trigger!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(vote!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);

    const live = vi.fn((event: Event) => event.preventDefault());
    trigger!.addEventListener('click', live);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyLiveClicks();
    expect(live).toHaveBeenCalledTimes(1);
    // Once hydrated, a click goes to the page's own handlers only.
    replayEarlyLiveClicks();
    expect(live).toHaveBeenCalledTimes(1);
  });

  it('gives the click to the live button of the same name when the island woke meanwhile', () => {
    new Function(EARLY_LIVE_CLICKS_SCRIPT)();
    document.body.innerHTML =
      '<div data-sb-island="product-reviews"><form action="/p/parka/review"><button type="submit" data-sb-live-click>Write a review</button></form></div>';
    const island = document.querySelector('[data-sb-island]')!;
    island.querySelector('button')!.click();
    // The island's code came (the pointer was over it): its markup is the live one now.
    island.innerHTML = '<button type="button">Close</button><button type="button">Write a review</button>';
    const [close, trigger] = island.querySelectorAll('button');
    const closed = vi.fn();
    const opened = vi.fn();
    close!.addEventListener('click', closed);
    trigger!.addEventListener('click', opened);
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyLiveClicks();
    expect([closed.mock.calls.length, opened.mock.calls.length]).toEqual([0, 1]);
  });
});
