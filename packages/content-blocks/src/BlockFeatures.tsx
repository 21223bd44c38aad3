import { createContext, useContext, type ReactNode } from 'react';
import type { BlockTexts } from './blockTexts';

/**
 * App settings the blocks read: feature flags and the calls and scripts the presentational blocks (video and UGC
 * gallery) may use, and the blocks' UI strings in the page's language. Given once around the page with
 * {@link BlockFeaturesProvider}; without it, the blocks use their fallbacks (no hosted player, no gallery tag, no
 * gallery widget, English words).
 */
export interface BlockFeatures {
  /** Feature flag of content-blocks §4: the hosted video player is used only when on and an asset id exists. */
  hostedVideoPlayer?: boolean | undefined;
  /**
   * The hosted video player's script (https, or a path on this origin such as commerce-api's sandbox player
   * through the storefront's proxy, `/api/media/player.js`), loaded once when a hosted video is shown. Without it,
   * or when it fails to load, hosted videos play in the browser's own player.
   */
  hostedVideoPlayerScriptUrl?: string | undefined;
  /**
   * Where hosted assets are delivered from: `{hostedVideoDeliveryUrl}/{cloudName}/video/upload/{publicId}.mp4`.
   * Defaults to the hosting platform's own `https://res.cloudinary.com`; a sandbox (commerce-api's
   * `/media/hosted`) stands in for it where the platform is out of reach.
   */
  hostedVideoDeliveryUrl?: string | undefined;
  /**
   * Looks a product up by id and answers its master id, to tag the product-page photo gallery (§7). With the
   * api-client: `(id) => client.products.details(id).then((p) => p.masterId ?? p.id)`. Failures are logged and
   * the gallery renders without a tag (§8).
   */
  lookupProductMasterId?: ((productId: string) => Promise<string | undefined>) | undefined;
  /** The third-party gallery widget's script (https). Without it the widget gallery draws only its heading. */
  galleryWidgetScriptUrl?: string | undefined;
  /**
   * The page locale (`en-gb`), passed to the gallery widget; the recommendation and up-sell blocks write their
   * prices in it when the app gives no {@link BlockFeatures.formatPrice}.
   */
  locale?: string | undefined;
  /**
   * How the shop writes a price in the page's locale (`(249, 'USD') => '$249.00'`), so the recommendation and
   * up-sell blocks' prices read like the rest of the shop's (e.g. `@switchback/cart`'s `formatMoney`). Without
   * it they use `Intl` in {@link BlockFeatures.locale} (`en-GB` when none is given).
   */
  formatPrice?: ((amount: number, currency: string | undefined) => string) | undefined;
  /**
   * The blocks' fixed UI strings (control labels, default texts) in the page's language, by block; whatever is
   * left out stays English (see {@link BlockTexts}).
   */
  texts?: BlockTexts | undefined;
  /**
   * Pop-ups drawn where they stand in the page, at once and every time (an editor's preview tool): not after their
   * delay in a corner of the window, and nothing about them is remembered (no "seen" or "dismissed" flags), so an
   * entry's pop-up is in its own preview and shows again after a reload.
   */
  inPlacePopups?: boolean | undefined;
}

const FeaturesContext = createContext<BlockFeatures>({});

/** Props of {@link BlockFeaturesProvider}. */
export interface BlockFeaturesProviderProps extends BlockFeatures {
  children: ReactNode;
}

/**
 * Gives the blocks their feature flags, services and UI strings.
 *
 * @example
 * <BlockFeaturesProvider hostedVideoPlayer={flags.hostedVideo} locale="fr-ca" texts={frenchBlockTexts}>
 *   <BlockRenderer blocks={page.blocks} />
 * </BlockFeaturesProvider>
 */
export function BlockFeaturesProvider({ children, ...features }: BlockFeaturesProviderProps) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>;
}

/** The flags and services of the nearest {@link BlockFeaturesProvider}. */
export function useBlockFeatures(): BlockFeatures {
  return useContext(FeaturesContext);
}
