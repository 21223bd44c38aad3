import { createContext, useContext, type ReactNode } from 'react';
import type { BlockLocation } from './resolveBlockHref';

/** What every block may need from the page it is drawn on; `BlockRenderer` provides it. */
export interface BlockContextValue {
  /** The current path and query, from the app's router (re-render with a new one on navigation). */
  location?: BlockLocation | undefined;
  /**
   * Opens an in-page modal for a `#modal…` link (content-blocks §2). Without it, such links just set the
   * URL hash, which an app can also watch (`hashchange`).
   */
  onOpenModal?: ((modalId: string) => void) | undefined;
}

const BlockContext = createContext<BlockContextValue>({});

/** Props of {@link BlockContextProvider}. */
export interface BlockContextProviderProps extends BlockContextValue {
  children: ReactNode;
}

/**
 * Gives blocks drawn outside `BlockRenderer` (the header's promo bar, a mega menu banner) the page's location
 * and modal opener. `BlockRenderer` sets one up from its own props.
 *
 * @example
 * const location = useLocation(); // any router
 * <BlockContextProvider location={location} onOpenModal={openModal}><PromoBar {...promoBar} /></BlockContextProvider>
 */
export function BlockContextProvider({ location, onOpenModal, children }: BlockContextProviderProps) {
  return <BlockContext.Provider value={{ location, onOpenModal }}>{children}</BlockContext.Provider>;
}

/**
 * The page's location and modal opener, for blocks whose links depend on them.
 *
 * @example
 * const { location } = useBlockContext();
 */
export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext);
}
