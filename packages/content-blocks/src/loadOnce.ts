/** A module (or one export of it) fetched on first need and kept: see {@link loadOnce}. */
export interface LoadOnce<T> {
  /** Starts loading (once; again after a failure) and resolves with the value. The same promise for every caller. */
  load(): Promise<T>;
  /** The value once {@link LoadOnce.load} has resolved, else `undefined`: for drawing synchronously when it is there. */
  loaded(): T | undefined;
}

/**
 * Wraps a dynamic import so it runs once and its result can be read synchronously afterwards — the pair a
 * `DeferredIsland` takes (`load`, `loaded`), and what block types, the mega-menu and a page's islands load through.
 * A failed import is forgotten, so the next call tries again (a chunk can fail on a flaky network).
 *
 * @example
 * const megaMenu = loadOnce(() => import('./MegaMenu').then((module) => module.MegaMenu));
 * <DeferredIsland name="site-menu" load={megaMenu.load} loaded={megaMenu.loaded} render={(Menu) => <Menu items={items} />} />
 */
export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (!loading) {
        loading = importer().then((result) => (value = result));
        loading.catch(() => (loading = undefined));
      }
      return loading;
    },
    loaded: () => value,
  };
}
