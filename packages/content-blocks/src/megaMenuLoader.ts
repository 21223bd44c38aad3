import { loadOnce } from './loadOnce';

const megaMenu = loadOnce(() => import('./MegaMenu').then((module) => module.MegaMenu));

/**
 * Loads the `MegaMenu` component (a chunk of its own in a browser build), once: for a header that keeps the menu's
 * server markup until the shopper reaches for it (`DeferredIsland`).
 *
 * @example
 * <DeferredIsland name="site-menu" load={loadMegaMenu} loaded={loadedMegaMenu} wake="interaction" render={(Menu) => <Menu items={items} />} />
 */
export const loadMegaMenu = megaMenu.load;

/** The `MegaMenu` component once {@link loadMegaMenu} has resolved, else `undefined`. */
export const loadedMegaMenu = megaMenu.loaded;
