import { use, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, loadBlock, loadedBlock, nearViewport } from './blockComponents';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
type AnyComponent = ComponentType<any>;

const WRAPPER_STYLE = { display: 'contents' } as const;
// How far below the screen an island starts loading, so it is live before the shopper gets there.
const LOAD_MARGIN_PX = 400;

/** The server's markup of the island with this id, while hydrating (see `StaticBlock` for the `useId` reasoning). */
function serverMarkup(id: string): { __html: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element?.hasAttribute(ISLAND_ATTRIBUTE) ? { __html: element.innerHTML } : undefined;
}

/**
 * Draws a block with its type's component: at once when it is loaded (always on a server that preloaded the
 * blocks), else once its chunk has come (the surrounding Suspense boundary waits).
 *
 * @example
 * <BlockCode type="hero" render={(Hero) => <Hero {...props} />} />
 */
export function BlockCode({ type, render }: BlockIslandProps) {
  return render(loadedBlock(type) ?? use(loadBlock(type)));
}

/** Props of {@link BlockIsland}. */
export interface BlockIslandProps {
  /** The block type, whose component is loaded from the catalogue. */
  type: string;
  /** Draws the block with its component. */
  render: (component: AnyComponent) => ReactNode;
}

/**
 * An interactive block whose code loads on demand. On the server (every type preloaded) and whenever its
 * component is already loaded, it draws the block. While hydrating a block whose code is not loaded (its chunk
 * failed, or the app deferred it, see `preloadBlockIslands`), it keeps the server's markup as it is — the block looks
 * the same and its links and no-JavaScript forms work — and loads the code when the block comes within
 * 400 px of the viewport or the shopper points at, touches or tabs into it, then draws it live. A block new to
 * the page (client navigation) waits for its chunk inside the renderer's Suspense boundary.
 *
 * @example
 * <BlockIsland type="newsletter" render={(Newsletter) => <Newsletter {...props} />} />
 */
export function BlockIsland({ type, render }: BlockIslandProps) {
  const id = useId();
  const [component, setComponent] = useState<AnyComponent | undefined>(() => loadedBlock(type));
  const [markup] = useState(() => (component ? undefined : serverMarkup(id)));
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (component || !markup || !element) return;
    let done = false;
    const wake = () => {
      if (done) return;
      done = true;
      cleanup();
      loadBlock(type).then((loaded) => setComponent(() => loaded), () => undefined);
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const name of events) element.addEventListener(name, wake, { passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: `0px 0px ${LOAD_MARGIN_PX}px 0px` });
    let box: Element | null = element.firstElementChild;
    while (box && getComputedStyle(box).display === 'contents') box = box.firstElementChild;
    if (box) observer?.observe(box);
    else wake();
    if (!observer || nearViewport(element, window.innerHeight + LOAD_MARGIN_PX)) wake();
    function cleanup() {
      observer?.disconnect();
      for (const name of events) element!.removeEventListener(name, wake);
    }
    return cleanup;
  }, [component, markup, type]);

  if (component) {
    return (
      <div id={id} ref={wrapper} {...{ [ISLAND_ATTRIBUTE]: type }} style={WRAPPER_STYLE}>
        {render(component)}
      </div>
    );
  }
  if (markup) {
    // suppressHydrationWarning: only this element's own HTML is not compared (browsers may serialise it differently).
    return <div id={id} ref={wrapper} {...{ [ISLAND_ATTRIBUTE]: type }} style={WRAPPER_STYLE} dangerouslySetInnerHTML={markup} suppressHydrationWarning />;
  }
  return (
    <div id={id} ref={wrapper} {...{ [ISLAND_ATTRIBUTE]: type }} style={WRAPPER_STYLE}>
      <BlockCode type={type} render={render} />
    </div>
  );
}
