import { createContext, useContext, type ReactNode } from 'react';
import type { ExperienceDecision, ShopperContext } from '@switchback/personalisation';
import type { BlockServices } from './blockServices';
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
  /** Who the shopper is, for segmentation blocks; without it they show an override or their baseline. */
  shopper?: ShopperContext | undefined;
  /** The `p13n_testcontext` query value: forces that segment where a block has it. */
  testOverride?: string | undefined;
  /**
   * Decisions the app already has for experience blocks, keyed by `experienceKey(experienceId)` (decided on the
   * server, so the chosen variant is in the server HTML and nothing flickers). A decision in the page global
   * (`window.__sbExperienceDecisions`) is used for an experience missing here.
   */
  experienceDecisions?: Readonly<Record<string, ExperienceDecision>> | undefined;
  /** Calls, account and flags for the interactive blocks (newsletter, event sign-up, article grid, popup). */
  services?: BlockServices | undefined;
  /**
   * The blocks' rich text was sanitised on the server (`prepareBlocks`, or the block schemas run there), so it is
   * drawn as is and the browser never loads the sanitiser. Set by `LazyBlockRenderer` for prepared blocks; set it
   * yourself only for blocks whose props came out of this package's schemas on the server.
   */
  trustedHtml?: boolean | undefined;
  /**
   * Draws nested CMS blocks (a segmentation block's targets) the way the surrounding `BlockRenderer` draws
   * its own: same registry, mode and callbacks. Set by `BlockRenderer`.
   */
  renderBlocks?: ((blocks: readonly unknown[]) => ReactNode) | undefined;
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
export function BlockContextProvider({ children, ...value }: BlockContextProviderProps) {
  return <BlockContext.Provider value={value}>{children}</BlockContext.Provider>;
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
