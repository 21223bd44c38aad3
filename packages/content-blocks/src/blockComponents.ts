import type { ComponentType } from 'react';
import { blockCatalog } from './blockCatalog';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
type AnyComponent = ComponentType<any>;

const loaded = new Map<string, AnyComponent>();
const loading = new Map<string, Promise<AnyComponent>>();

/** The attribute on the wrapper of an interactive block drawn by `LazyBlockRenderer`: its type. */
export const ISLAND_ATTRIBUTE = 'data-sb-island';

/** The attribute on an island's wrapper whose code loads only on the shopper's input (`wake: 'interaction'`). */
export const WAKE_ON_INPUT_ATTRIBUTE = 'data-sb-wake-on-input';

/**
 * The component of a block type, once loaded (synchronously), else `undefined`.
 *
 * @example
 * loadedBlock('hero'); // undefined until loadBlock('hero') has resolved
 */
export function loadedBlock(type: string): AnyComponent | undefined {
  return loaded.get(type);
}

/**
 * Loads a block type's component (its own chunk in a browser build), once per type; the same promise for every
 * caller, so React's `use()` can wait for it.
 *
 * @example
 * const Hero = await loadBlock('hero');
 */
export function loadBlock(type: string): Promise<AnyComponent> {
  let promise = loading.get(type);
  if (!promise) {
    const entry = blockCatalog.get(type);
    promise = entry ? entry.load() : Promise.reject(new Error(`Unknown block type "${type}".`));
    promise.then((component) => loaded.set(type, component)).catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
}

/**
 * Loads the components of the given block types (every catalogued type by default). A server calls it once
 * before rendering, so `LazyBlockRenderer` draws every block in the first pass and nothing waits for a chunk.
 *
 * @example
 * await preloadBlocks(); // entry.server
 */
export async function preloadBlocks(types: Iterable<string> = blockCatalog.keys()): Promise<void> {
  await Promise.all([...types].map((type) => loadBlock(type)));
}

/**
 * In the browser, before hydrating: loads the components of the interactive blocks the server drew (static blocks
 * never load their code), so they hydrate with the page. With a `margin`, only islands starting within that many
 * pixels below the first screen are loaded, and none that wakes on input (`wake: 'interaction'` in the
 * catalogue, marked on its wrapper); the others keep their server markup and are drawn live when the shopper comes near or
 * reaches into them, with what the shopper typed, focused or clicked handed over (`BlockIsland`). Default: every
 * island.
 *
 * @example
 * await preloadBlockIslands(document, 0); // entry.client, before hydrateRoot: the first screen's islands only
 */
export async function preloadBlockIslands(
  root: ParentNode = document,
  margin = Number.POSITIVE_INFINITY,
): Promise<void> {
  if (typeof window === 'undefined') return;
  const everything = margin === Number.POSITIVE_INFINITY;
  const limit = window.innerHeight + margin;
  const types = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const type = element.getAttribute(ISLAND_ATTRIBUTE)!;
    if (!blockCatalog.has(type)) continue;
    // Every island by default: no layout is read before hydrating then.
    if (everything || (!element.hasAttribute(WAKE_ON_INPUT_ATTRIBUTE) && nearViewport(element, limit))) types.add(type);
  }
  await preloadBlocks(types).catch(() => undefined);
}

/**
 * Whether an element (its first box: wrappers have `display: contents`) starts above `limit`; an element with no
 * box at all (hidden) counts as near, so it is ready when it shows.
 */
export function nearViewport(element: Element, limit: number): boolean {
  let box: Element | null = element;
  while (box && getComputedStyle(box).display === 'contents') box = box.firstElementChild;
  if (!box) return true;
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return true;
  return rect.top < limit;
}
