import type { ComponentType } from 'react';
import { blockCatalog } from './blockCatalog';
import { loadOnce, type LoadOnce } from './loadOnce';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
type AnyComponent = ComponentType<any>;

const blockLoaders = new Map<string, LoadOnce<AnyComponent>>();

const containerServing = loadOnce(() => import('./servedContainer'));

/**
 * Loads what serves containers whose choice the server made without their code (`servedContainer`): a chunk of its
 * own, loaded where a page has such containers (and on a server, with the blocks).
 *
 * @example
 * await loadContainerServing();
 */
export const loadContainerServing = containerServing.load;

/** The container serving module once loaded (synchronously), else `undefined`: containers then load their code. */
export const loadedContainerServing = containerServing.loaded;

/** The attribute on the wrapper of an interactive block drawn by `LazyBlockRenderer`: its type. */
export const ISLAND_ATTRIBUTE = 'data-sb-island';

/** The attribute on an island's wrapper whose code loads only on the shopper's input (`wake: 'interaction'`). */
export const WAKE_ON_INPUT_ATTRIBUTE = 'data-sb-wake-on-input';

/**
 * The attribute on the wrapper of an island that hydrates without its code while the server's markup holds (a
 * container whose choice the server made, see `BlockTypeInfo.settled`): its code is not loaded before hydrating.
 */
export const SERVED_ATTRIBUTE = 'data-sb-served';

/**
 * The component of a block type, once loaded (synchronously), else `undefined`.
 *
 * @example
 * loadedBlock('hero'); // undefined until loadBlock('hero') has resolved
 */
export function loadedBlock(type: string): AnyComponent | undefined {
  return blockLoaders.get(type)?.loaded();
}

/**
 * Loads a block type's component (its own chunk in a browser build), once per type; the same promise for every
 * caller, so React's `use()` can wait for it.
 *
 * @example
 * const Hero = await loadBlock('hero');
 */
export function loadBlock(type: string): Promise<AnyComponent> {
  const entry = blockCatalog.get(type);
  if (!entry) return Promise.reject(new Error(`Unknown block type "${type}".`));
  let loader = blockLoaders.get(type);
  if (!loader) blockLoaders.set(type, (loader = loadOnce(entry.load)));
  return loader.load();
}

/**
 * Loads the components of the given block types (every catalogued type by default). A server calls it once
 * before rendering, so `LazyBlockRenderer` draws every block in the first pass and nothing waits for a chunk.
 *
 * @example
 * await preloadBlocks(); // entry.server
 */
export async function preloadBlocks(types: Iterable<string> = blockCatalog.keys()): Promise<void> {
  const list = [...types];
  const containers = list.some((type) => blockCatalog.get(type)?.container);
  await Promise.all([...list.map((type) => loadBlock(type)), containers ? loadContainerServing() : undefined]);
}

/**
 * In the browser, before hydrating: loads the components of the interactive blocks the server drew (static blocks
 * never load their code; a container whose choice the server made loads only the small module that serves it, see
 * `servedContainer`), so they hydrate with the page. With a `margin`, only islands starting within that many
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
  const served = root.querySelector(`[${SERVED_ATTRIBUTE}]`) ? loadContainerServing() : undefined;
  for (const element of root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const type = element.getAttribute(ISLAND_ATTRIBUTE)!;
    if (!blockCatalog.has(type) || element.hasAttribute(SERVED_ATTRIBUTE)) continue;
    // Every island by default: no layout is read before hydrating then.
    if (everything || (!element.hasAttribute(WAKE_ON_INPUT_ATTRIBUTE) && nearViewport(element, limit))) types.add(type);
  }
  await Promise.all([preloadBlocks(types), served].map((loading) => loading?.catch(() => undefined)));
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
