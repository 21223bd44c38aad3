import type { MegaMenu as MegaMenuComponent } from './MegaMenu';

type MegaMenuType = typeof MegaMenuComponent;

let loaded: MegaMenuType | undefined;
let loading: Promise<MegaMenuType> | undefined;

/**
 * Loads the `MegaMenu` component (a chunk of its own in a browser build), once: for a header that keeps the menu's
 * server markup until the shopper reaches for it (`DeferredIsland`).
 *
 * @example
 * <DeferredIsland name="site-menu" load={loadMegaMenu} loaded={loadedMegaMenu} wake="interaction" render={(Menu) => <Menu items={items} />} />
 */
export function loadMegaMenu(): Promise<MegaMenuType> {
  loading ??= import('./MegaMenu').then((module) => (loaded = module.MegaMenu));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The `MegaMenu` component once {@link loadMegaMenu} has resolved, else `undefined`. */
export function loadedMegaMenu(): MegaMenuType | undefined {
  return loaded;
}
