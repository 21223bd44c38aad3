import { flushSync } from 'react-dom';
import {
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { IslandWake } from './blockCatalog';
import {
  ISLAND_ATTRIBUTE,
  loadBlock,
  loadedBlock,
  nearViewport,
  SERVED_ATTRIBUTE,
  WAKE_ON_INPUT_ATTRIBUTE,
} from './blockComponents';
import { HeldMarkupProvider, holdMarkup, useHeldMarkup, type HeldMarkup } from './heldMarkup';
import type { IslandHandover } from './islandHandover';
import { inertButton } from './liveClick';
import { loadOnce } from './loadOnce';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
type AnyComponent = ComponentType<any>;

const WRAPPER_STYLE = { display: 'contents' } as const;
// useLayoutEffect warns on a server; the handover only ever happens in a browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
// How far below the screen an island starts loading, so it is live before the shopper gets there.
const LOAD_MARGIN_PX = 400;

/** The handover of what the shopper did in an island's markup: loaded with the first island that wakes. */
const handoverModule = loadOnce(() => import('./islandHandover'));

/** The server's markup of the island with this id, while hydrating (see `StaticBlock` for the `useId` reasoning). */
function serverMarkup(id: string): { __html: string } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element?.hasAttribute(ISLAND_ATTRIBUTE) ? { __html: element.innerHTML } : undefined;
}

/** What the server drew for a served island, read from its wrapper while hydrating (`undefined`: not readable). */
function serverChoice<Choice>(id: string, read: (wrapper: Element) => Choice | undefined): Choice | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  return element?.hasAttribute(ISLAND_ATTRIBUTE) ? read(element) : undefined;
}

/**
 * An island that can hydrate without its code: what its code drew on the server is read back from the server's
 * markup and drawn again by lighter means (a container whose choice the server made: the blocks it chose, drawn by
 * the renderer, each hydrating as it would inside the container). See `LazyBlockRenderer`.
 */
export interface ServedIsland<Choice> {
  /**
   * Everything the server's choice depends on in the browser. While it stays as it was when the island hydrated, the
   * island stays served; when it changes, the island's code loads and draws it live.
   */
  key: string;
  /** Reads the server's choice from the island's wrapper, or `undefined` when it cannot (the code is needed then). */
  read: (wrapper: Element) => Choice | undefined;
  /** Draws that choice: exactly the markup the island's code drew inside its wrapper. */
  draw: (choice: Choice) => ReactNode;
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

/** Props of {@link DeferredIsland}: any component whose code loads on demand. */
export interface DeferredIslandProps<Component, Choice = never> {
  /** Names the island in its wrapper's `data-sb-island` (a block type for CMS blocks). */
  name: string;
  /** Loads the component: the same promise on every call once started (React's `use()` waits for it). */
  load: () => Promise<Component>;
  /** The component if already loaded, synchronously. */
  loaded: () => Component | undefined;
  /** Draws the island with its component. */
  render: (component: Component) => ReactNode;
  /** When its code loads if it was kept as server markup. Default `'visible'`. */
  wake?: IslandWake | undefined;
  /**
   * Also load its code this many milliseconds after the page began to load, if kept as server markup until then (a
   * part that changes by itself after a while). Default: never.
   */
  wakeAfterMs?: number | undefined;
  /**
   * What the markup shows (for example the JSON of the island's data). When it changes while the server's markup is
   * still kept (the code not loaded yet: a client navigation gave the island new data), the markup is stale: the
   * island draws live at once, waiting for its code. Default: never stale (chrome that is the same on every page).
   */
  version?: string | undefined;
  /** Hydrates without its code while the server's choice holds (see {@link ServedIsland}); else as usual. */
  served?: ServedIsland<Choice> | undefined;
}

/** Props of {@link BlockIsland}. */
export interface BlockIslandProps<Choice = never> {
  /** The block type, whose component is loaded from the catalogue. */
  type: string;
  /** Draws the block with its component. */
  render: (component: AnyComponent) => ReactNode;
  /** When its code loads if it was kept as server markup (`islandWake` of the catalogue). Default `'visible'`. */
  wake?: IslandWake | undefined;
  /** When its code loads by itself (`islandWakeAfter` of the catalogue). Default: never. */
  wakeAfterMs?: number | undefined;
  /** Hydrates without its code while the server's choice holds (see {@link ServedIsland}). */
  served?: ServedIsland<Choice> | undefined;
}

/**
 * A part of the page whose code loads on demand (see {@link BlockIsland} for CMS blocks; the shop's mega menu uses it too). On the server (every type preloaded) and whenever its
 * component is already loaded, it draws the block. While hydrating a block whose code is not loaded (the app
 * loads only the islands on the first screen before hydrating, see `preloadBlockIslands`), it keeps the server's
 * markup as it is — the block looks the same and its links and no-JavaScript forms work — and loads the code when
 * the shopper points at, touches, clicks or tabs into it, and, for a type that acts on its own when seen
 * (`wake: 'visible'` in the catalogue: carousels that play, recommendations, video), when it comes within 400 px
 * of the viewport. Then it draws the block live, handing over what the shopper did meanwhile: values typed or
 * chosen, focus, and a click on a button that had no handler yet (see `islandHandover`). A block new to the page
 * (client navigation) waits for its chunk inside the renderer's Suspense boundary. A `served` island is not kept as
 * markup while hydrating: what its code drew is read back and drawn without the code (so the blocks inside it
 * hydrate as usual), until the served key changes; then the code loads and draws it live.
 *
 * @example
 * <DeferredIsland name="site-menu" load={loadMegaMenu} loaded={loadedMegaMenu} wake="interaction" render={(Menu) => <Menu {...props} />} />
 */
export function DeferredIsland<Component, Choice = never>({
  name,
  load,
  loaded,
  render,
  wake: wakeOn = 'visible',
  wakeAfterMs,
  version,
  served,
}: DeferredIslandProps<Component, Choice>) {
  const id = useId();
  // With the markup of the blocks inside, when it replaced the server's markup (see `heldMarkup`).
  const [component, setComponent] = useState<{ current: Component; held?: HeldMarkup } | undefined>(() => {
    const ready = loaded();
    return ready === undefined ? undefined : { current: ready };
  });
  // Boxed: a choice may be any value.
  const [choice] = useState(() => {
    if (component || !served) return undefined;
    const read = serverChoice(id, served.read);
    return read === undefined ? undefined : { current: read };
  });
  const [servedKey] = useState(served?.key);
  const heldHere = useHeldMarkup(name);
  const [serverHtml] = useState(() => (component || choice ? undefined : (serverMarkup(id) ?? heldHere)));
  const [markupVersion] = useState(version);
  // Once stale, for good (data coming back to what the markup showed does not bring the old markup back).
  const [stale, setStale] = useState(false);
  if (!stale && version !== markupVersion) setStale(true);
  const markup = stale || version !== markupVersion ? undefined : serverHtml;
  const wrapper = useRef<HTMLDivElement>(null);
  const wakeRef = useRef<() => void>(undefined);
  const pendingClick = useRef<Element | null>(null);
  const pendingSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | undefined>(undefined);
  // The server markup's nodes when the live render was asked for, and what had focus and the pointer then.
  const handover = useRef<{ nodes: ChildNode[]; early: IslandHandover } | undefined>(undefined);

  const isServed = served !== undefined;
  // A served island whose choice no longer holds (the shopper signed in, a decision changed): its code chooses again.
  const outdated = choice !== undefined && served?.key !== servedKey;
  useEffect(() => {
    if (component || !outdated) return;
    let current = true;
    load().then(
      (ready) => current && setComponent({ current: ready }),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `load` is stable per island (a module-level loader).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component, outdated]);

  useEffect(() => {
    const element = wrapper.current;
    if (component || !markup || !element) return;
    let done = false;
    // A press (pointer down) in progress: the markup must not be swapped until its click has been dispatched, or the
    // browser sends the click to no link at all (the pressed element is gone) and a link the shopper chose is lost.
    let pressed = false;
    let swapWhenReleased: (() => void) | undefined;
    const press = () => {
      pressed = true;
    };
    const release = () => {
      if (!pressed) return;
      pressed = false;
      const swap = swapWhenReleased;
      swapWhenReleased = undefined;
      // After the click's own default action (a link's navigation) has run.
      if (swap) setTimeout(swap, 0);
    };
    // A press that ends without a click (dragged off, or its click stopped elsewhere) releases shortly after.
    const releaseSoon = () => setTimeout(release, 50);
    const pressEvents = [
      ['pointerdown', press],
      ['click', release],
      ['pointerup', releaseSoon],
      ['pointercancel', release],
    ] as const;
    for (const [name, listener] of pressEvents) element.addEventListener(name, listener, true);
    const wake = () => {
      if (done) return;
      done = true;
      cleanupWake();
      Promise.all([load(), handoverModule.load()]).then(
        ([ready, { captureHandover }]) => {
          const swap = () => {
            // Focus and pointer now: the markup leaves the document when the live render commits. Values typed, a
            // click or a form sent are read from that markup when it does (a live render that waits for code, a
            // nested part's, leaves it on screen and in use meanwhile).
            handover.current = { nodes: [...element.childNodes], early: captureHandover(element) };
            const held = holdMarkup(element);
            // At once, so nothing the shopper does between reading the markup and drawing live is lost.
            flushSync(() => setComponent({ current: ready, held }));
          };
          if (pressed) swapWhenReleased = swap;
          else swap();
        },
        () => undefined,
      );
    };
    wakeRef.current = wake;
    // Declared before anything below may wake it at once (which clears it).
    const timer =
      wakeAfterMs === undefined ? undefined : window.setTimeout(wake, Math.max(0, wakeAfterMs - performance.now()));
    // `change`: a choice made without pointer or focus reaching the island first (assistive technology, automation).
    const events = ['pointerover', 'touchstart', 'focusin', 'change'] as const;
    for (const name of events) element.addEventListener(name, wake, { passive: true });
    const whenSeen = wakeOn === 'visible';
    const observer =
      !whenSeen || typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: `0px 0px ${LOAD_MARGIN_PX}px 0px`,
          });
    let box: Element | null = element.firstElementChild;
    while (box && getComputedStyle(box).display === 'contents') box = box.firstElementChild;
    if (box) observer?.observe(box);
    else wake();
    if (whenSeen && (!observer || nearViewport(element, window.innerHeight + LOAD_MARGIN_PX))) wake();
    // A served island kept as markup (its choice could not be read back) needs its code to choose.
    if (isServed) wake();
    function cleanupWake() {
      window.clearTimeout(timer);
      observer?.disconnect();
      for (const name of events) element!.removeEventListener(name, wake);
    }
    return () => {
      cleanupWake();
      for (const [name, listener] of pressEvents) element.removeEventListener(name, listener, true);
    };
    // `load` is stable per island (a module-level loader).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component, markup, name, wakeOn, wakeAfterMs, isServed]);

  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    ...(wakeOn === 'interaction' ? { [WAKE_ON_INPUT_ATTRIBUTE]: '' } : {}),
    ...(served ? { [SERVED_ATTRIBUTE]: '' } : {}),
  };

  useBrowserLayoutEffect(() => {
    // Only the render that replaced the markup takes from it; blocks mounted later are drawn as usual.
    component?.held?.clear();
    const taken = handover.current;
    if (!component || !taken || !wrapper.current) return;
    handover.current = undefined;
    const markup = document.createElement('div');
    markup.append(...taken.nodes);
    // Loaded before the swap that led here.
    const { applyHandover, captureHandover } = handoverModule.loaded()!;
    const late = captureHandover(markup, pendingClick.current, pendingSubmit.current);
    applyHandover(wrapper.current, { ...late, focus: taken.early.focus, hover: taken.early.hover });
  }, [component]);

  if (component) {
    return (
      <div id={id} ref={wrapper} {...attributes} style={WRAPPER_STYLE}>
        <HeldMarkupProvider value={component.held}>{render(component.current)}</HeldMarkupProvider>
      </div>
    );
  }
  if (choice && served) {
    return (
      <div id={id} ref={wrapper} {...attributes} style={WRAPPER_STYLE}>
        {served.draw(choice.current)}
      </div>
    );
  }
  if (markup) {
    // A click on a button the code has not reached yet is kept and given to the live block.
    const keepClick = (event: MouseEvent) => {
      const button = inertButton(event.target, event.nativeEvent);
      if (!button) return;
      event.preventDefault();
      pendingClick.current = button;
      wakeRef.current?.();
    };
    // A form sent before the code came is held and sent again by the live block (its own checks and fetch run then);
    // without JavaScript at all, nothing here runs and the form posts as usual.
    const keepSubmit = (event: FormEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      const native = event.nativeEvent as SubmitEvent;
      pendingSubmit.current = { form: event.target, submitter: native.submitter ?? null };
      wakeRef.current?.();
    };
    // suppressHydrationWarning: only this element's own HTML is not compared (browsers may serialise it differently).
    return (
      <div
        id={id}
        ref={wrapper}
        {...attributes}
        style={WRAPPER_STYLE}
        onClickCapture={keepClick}
        onSubmitCapture={keepSubmit}
        dangerouslySetInnerHTML={markup}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div id={id} ref={wrapper} {...attributes} style={WRAPPER_STYLE}>
      <IslandCode load={load} loaded={loaded} render={render} />
    </div>
  );
}

/** Draws a deferred island's component once its chunk has come (the surrounding Suspense boundary waits). */
function IslandCode<Component>({
  load,
  loaded,
  render,
}: Pick<DeferredIslandProps<Component>, 'load' | 'loaded' | 'render'>) {
  return render(loaded() ?? use(load()));
}

/**
 * An interactive CMS block whose code loads on demand: a {@link DeferredIsland} named by its block type, its
 * component from the catalogue. See `LazyBlockRenderer`.
 *
 * @example
 * <BlockIsland type="newsletter" render={(Newsletter) => <Newsletter {...props} />} />
 */
export function BlockIsland<Choice = never>({ type, render, wake, wakeAfterMs, served }: BlockIslandProps<Choice>) {
  return (
    <DeferredIsland
      name={type}
      load={() => loadBlock(type)}
      loaded={() => loadedBlock(type)}
      render={render}
      wake={wake}
      wakeAfterMs={wakeAfterMs}
      served={served}
    />
  );
}
