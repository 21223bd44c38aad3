import { mediaQuery, type Breakpoint } from '@switchback/ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useBlockTexts, type CarouselTexts } from './blockTexts';
import type { CollectionBreakpoint, CollectionBreakpointSettings } from './collectionBlockSchema';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** Default seconds between slides when autoplay is on and the CMS gives no `autorotateTime`. */
export const DEFAULT_AUTOROTATE_SECONDS = 5;

function subscribeToBreakpoints(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = (['md', 'lg'] as const).map((breakpoint) => window.matchMedia(mediaQuery(breakpoint)));
  for (const list of lists) list.addEventListener('change', listener);
  return () => {
    for (const list of lists) list.removeEventListener('change', listener);
  };
}

function currentBreakpoint(): Breakpoint {
  if (typeof window.matchMedia !== 'function') return 'sm';
  if (window.matchMedia(mediaQuery('lg')).matches) return 'lg';
  return window.matchMedia(mediaQuery('md')).matches ? 'md' : 'sm';
}

/**
 * The design system breakpoint the window is in, following resizes. The server (and the hydrating render)
 * report `sm`; CSS lays out every breakpoint before this matters.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribeToBreakpoints, currentBreakpoint, () => 'sm');
}

/**
 * The settings in force at a breakpoint: each breakpoint takes the next smaller one's settings unless it has
 * its own (mobile first). Without any, a grid.
 */
export function settingsAt(
  settings: CollectionBreakpointSettings | undefined,
  breakpoint: Breakpoint,
): CollectionBreakpoint {
  const order: Breakpoint[] = ['sm', 'md', 'lg'];
  let found: CollectionBreakpoint = { type: 'grid' };
  for (const candidate of order.slice(0, order.indexOf(breakpoint) + 1)) found = settings?.[candidate] ?? found;
  return found;
}

/** Class names and custom properties that lay a collection out per breakpoint in CSS (before hydration too). */
export function collectionLayout(
  baseClass: string,
  settings: CollectionBreakpointSettings | undefined,
): { classes: string[]; style: Record<string, string> } {
  const classes: string[] = [];
  const style: Record<string, string> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const current = settingsAt(settings, breakpoint);
    classes.push(`${baseClass}--${breakpoint}-${current.type}`);
    if (current.slideWidth) style[`--sb-slide-width-${breakpoint}`] = current.slideWidth;
    if (current.slideMaxWidth) style[`--sb-slide-max-width-${breakpoint}`] = current.slideMaxWidth;
    if (current.slidePadding) style[`--sb-slide-padding-${breakpoint}`] = current.slidePadding;
    if (current.margin) style[`--sb-slide-gap-${breakpoint}`] = current.margin;
  }
  return { classes, style };
}

/** Props of {@link CollectionCarousel}. */
export interface CollectionCarouselProps {
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Per-breakpoint layout and controls. */
  breakpoints: CollectionBreakpointSettings | undefined;
  /** Names the slide list and its controls ("Trail picks"). */
  label: string;
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** A carousel's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.carousel`). */
export const CAROUSEL_TEXTS: CarouselTexts = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  play: 'Play automatic slide show',
  goTo: (index: number) => `Go to slide ${index}`,
  slideOf: (index: number, count: number) => `${index} of ${count}`,
  chooser: 'Choose a slide',
  progress: 'Slide position',
  carousel: 'carousel',
  slide: 'slide',
};

/**
 * A collection's list as a grid or a carousel per breakpoint (content-blocks §3). The carousel is a row that
 * scrolls and snaps (usable by touch and scroll before hydration); after hydration it gets the controls the
 * CMS turns on for the current breakpoint: previous/next arrows (disabled at the ends unless `loop`), slide
 * indicators, a progress bar, and autoplay every `autorotateTime` seconds (§9: seconds → ms).
 *
 * Accessibility: the list is a focusable scroll region (Left/Right arrows, Home and End move between slides);
 * autoplay has a pause button (WCAG 2.2.2), stops while the pointer is over the carousel or focus is inside,
 * and never runs with `prefers-reduced-motion: reduce`. Automatic changes are not announced; slides the
 * shopper picks are (`aria-live="polite"`).
 *
 * @example
 * <CollectionCarousel label="Trail picks" slides={cards} breakpoints={{ sm: { type: 'carousel', showArrows: true } }} />
 */
export function CollectionCarousel({ slides, breakpoints, label, className, style }: CollectionCarouselProps) {
  const TEXT = useBlockTexts('carousel', CAROUSEL_TEXTS);
  const breakpoint = useBreakpoint();
  const settings = settingsAt(breakpoints, breakpoint);
  const carousel = settings.type === 'carousel' && slides.length > 1;
  const reduceMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const count = slides.length;
  const loop = settings.loop === true;
  const autoplay = carousel && settings.autoplay === true && !reduceMotion;
  const intervalMs = (settings.autorotateTime ?? DEFAULT_AUTOROTATE_SECONDS) * 1000;

  // The slide a button, key or autoplay is scrolling to. While that smooth scroll runs, the scroll events it fires
  // pass over the slides in between and must not move the current slide back (the dots would flicker).
  const scrollingTo = useRef<number | null>(null);
  const scrollTo = useCallback((index: number, behavior: ScrollBehavior) => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (!track || !slide || typeof track.scrollTo !== 'function') return;
    scrollingTo.current = index;
    track.scrollTo({ left: slide.offsetLeft - track.offsetLeft, behavior });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // A scroll that cannot reach its slide (the last ones of a row) still ends: the shopper may scroll by hand again.
    const ended = () => {
      scrollingTo.current = null;
    };
    track.addEventListener('scrollend', ended);
    return () => track.removeEventListener('scrollend', ended);
  }, []);

  const goTo = useCallback(
    (index: number, byShopper: boolean) => {
      const next = loop ? (index + count) % count : Math.min(Math.max(index, 0), count - 1);
      setCurrent(next);
      setAnnounce(byShopper);
      scrollTo(next, reduceMotion ? 'auto' : 'smooth');
    },
    [count, loop, reduceMotion, scrollTo],
  );

  useEffect(() => {
    if (!autoplay || paused || interacting) return;
    const timer = window.setInterval(() => {
      setCurrent((index) => {
        if (!loop && index >= count - 1) return index;
        const next = (index + 1) % count;
        scrollTo(next, 'smooth');
        return next;
      });
      setAnnounce(false);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, interacting, loop, count, intervalMs, scrollTo]);

  // Swiping or scrolling by hand moves the current slide too.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    const children = [...track.children] as HTMLElement[];
    const left = track.scrollLeft + track.offsetLeft;
    let nearest = 0;
    children.forEach((child, index) => {
      if (Math.abs(child.offsetLeft - left) < Math.abs(children[nearest]!.offsetLeft - left)) nearest = index;
    });
    if (scrollingTo.current !== null) {
      if (nearest === scrollingTo.current) scrollingTo.current = null;
      return;
    }
    setCurrent(nearest);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!carousel) return;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target, true);
  };

  const atStart = !loop && current === 0;
  const atEnd = !loop && current === count - 1;

  return (
    <div
      className={['sb-carousel', carousel ? 'sb-carousel--active' : undefined, className].filter(Boolean).join(' ')}
      style={style}
      role={carousel ? 'group' : undefined}
      aria-roledescription={carousel ? TEXT.carousel : undefined}
      aria-label={carousel ? label : undefined}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setInteracting(false);
      }}
    >
      {carousel && settings.autoplay && !reduceMotion ? (
        <button
          type="button"
          className="sb-carousel__pause"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? TEXT.play : TEXT.pause}
        </button>
      ) : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a scrolling row takes focus (below) and its arrow keys scroll it */}
      <ul
        ref={trackRef}
        id={listId}
        className="sb-carousel__track"
        // A scrolling row must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={carousel ? 0 : undefined}
        aria-label={carousel ? label : undefined}
        aria-live={carousel ? (announce ? 'polite' : 'off') : undefined}
        onKeyDown={onKeyDown}
        onScroll={carousel ? onScroll : undefined}
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            className="sb-carousel__slide"
            aria-roledescription={carousel ? TEXT.slide : undefined}
            aria-label={carousel ? TEXT.slideOf(index + 1, count) : undefined}
            data-current={carousel && index === current ? 'true' : undefined}
          >
            {slide}
          </li>
        ))}
      </ul>
      {carousel && (settings.showArrows || settings.showIndicators || settings.showProgress) ? (
        <div className="sb-carousel__controls">
          {settings.showArrows ? (
            <button
              type="button"
              className="sb-carousel__arrow sb-carousel__arrow--previous"
              aria-controls={listId}
              aria-label={TEXT.previous}
              disabled={atStart}
              onClick={() => goTo(current - 1, true)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {settings.showIndicators ? (
            <div className="sb-carousel__indicators" role="group" aria-label={TEXT.chooser}>
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className="sb-carousel__indicator"
                  aria-controls={listId}
                  aria-label={TEXT.goTo(index + 1)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => goTo(index, true)}
                />
              ))}
            </div>
          ) : null}
          {settings.showProgress ? (
            <div
              className="sb-carousel__progress"
              role="progressbar"
              aria-label={TEXT.progress}
              aria-valuemin={1}
              aria-valuemax={count}
              aria-valuenow={current + 1}
              aria-valuetext={TEXT.slideOf(current + 1, count)}
              style={{ '--sb-carousel-progress': `${((current + 1) / count) * 100}%` } as CSSProperties}
            />
          ) : null}
          {settings.showArrows ? (
            <button
              type="button"
              className="sb-carousel__arrow sb-carousel__arrow--next"
              aria-controls={listId}
              aria-label={TEXT.next}
              disabled={atEnd}
              onClick={() => goTo(current + 1, true)}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
