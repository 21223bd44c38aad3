import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { resolvePageType } from './pageType';

/** Header scroll debounce of commerce-core §9: 200 ms, at most 500 ms between two reads. */
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

/** Pages whose header does not follow the shopper: checkout keeps its focus on the form. */
const EXCLUDED_PAGE_TYPES = new Set(['checkout']);

/**
 * Calls `read` once scrolling has paused for `wait` ms, and at least every `maxWait` ms while it goes on.
 *
 * @example
 * const onScroll = debounceWithMaxWait(() => console.log(window.scrollY), 200, 500);
 */
export function debounceWithMaxWait(read: () => void, wait: number, maxWait: number): { call(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstCallAt: number | undefined;
  const run = () => {
    timer = undefined;
    firstCallAt = undefined;
    read();
  };
  return {
    call() {
      const now = Date.now();
      firstCallAt ??= now;
      if (timer !== undefined) clearTimeout(timer);
      const untilMax = maxWait - (now - firstCallAt);
      timer = setTimeout(run, Math.max(0, Math.min(wait, untilMax)));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      firstCallAt = undefined;
    },
  };
}

/**
 * The header's sticky behaviour (commerce-core §2): sticky on every page but the excluded ones, hidden while the
 * shopper scrolls down past it and shown again as soon as they scroll up. Returns the header's class names; the
 * server (and a browser without JavaScript) renders it shown.
 *
 * @example
 * <header className={useStickyHeader('site-header')}>…</header>
 */
export function useStickyHeader(base: string): string {
  const { pathname } = useLocation();
  const sticky = !EXCLUDED_PAGE_TYPES.has(resolvePageType(pathname));
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    if (!sticky) return undefined;
    lastY.current = window.scrollY;
    const onScroll = debounceWithMaxWait(
      () => {
        const y = window.scrollY;
        // A few pixels of jitter (touch scrolling) neither hide nor show it.
        if (Math.abs(y - lastY.current) < 8) return;
        setHidden(y > lastY.current && y > 120);
        lastY.current = y;
      },
      HEADER_SCROLL_DEBOUNCE_MS,
      HEADER_SCROLL_MAX_WAIT_MS,
    );
    window.addEventListener('scroll', onScroll.call, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll.call);
      onScroll.cancel();
    };
  }, [sticky]);
  // A new page starts with the header in view.
  useEffect(() => setHidden(false), [pathname]);
  return [base, sticky ? `${base}--sticky` : '', sticky && hidden ? `${base}--hidden` : ''].filter(Boolean).join(' ');
}
