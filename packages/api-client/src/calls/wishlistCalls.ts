import { fromRequestOptions, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { acknowledgementSchema, type Acknowledgement } from '../schemas/acknowledgementSchema';
import {
  favoritesSchema,
  saveForLaterListSchema,
  type Favorites,
  type SaveForLaterList,
} from '../schemas/wishlistSchema';

/**
 * Paging of the wishlist reads (spec §7: start, count).
 *
 * @example
 * await client.wishlists.getFavorites({ start: 0, count: 20 });
 */
export interface WishlistPage {
  start?: number;
  count?: number;
}

/**
 * Body of `POST /wishlists/v2/favorites` (spec §7: id, qty, itemType, favoriteId).
 *
 * @example
 * const body: AddFavoriteRequest = { id: 'SB10000001', qty: 1, itemType: 'product' };
 */
export interface AddFavoriteRequest {
  id: string;
  qty?: number;
  itemType?: string;
  favoriteId?: string;
}

/**
 * Wishlist calls (spec §7 "Wishlists"). Every request carries `content-type: application/json`, reads included,
 * as the wishlist service asks.
 *
 * @example
 * const favourites = await client.wishlists.addFavorite({ id: 'SB10000001' });
 * await client.wishlists.removeFavorite(favourites.favoriteId!, 'SB10000001');
 */
export interface WishlistCalls {
  /** `GET /wishlists/v2/favorites` (start, count). */
  getFavorites(query?: WishlistPage, options?: RequestOptions): Promise<Favorites>;
  /** `POST /wishlists/v2/favorites` (id, qty, itemType, favoriteId). */
  addFavorite(body: AddFavoriteRequest, query?: WishlistPage, options?: RequestOptions): Promise<Favorites>;
  /** `GET /wishlists/v2/saveForLater` (start, count). */
  getSaveForLater(query?: WishlistPage, options?: RequestOptions): Promise<SaveForLaterList>;
  /** `GET /wishlists/v2/favorites/{favoriteId}/share`: a shared list. */
  getSharedFavorites(favoriteId: string, query?: WishlistPage, options?: RequestOptions): Promise<Favorites>;
  /** `POST /wishlists/v2/favorites/{favoriteId}/share`. */
  shareFavorites(
    favoriteId: string,
    body?: { recipients?: string[]; message?: string },
    options?: RequestOptions,
  ): Promise<Acknowledgement>;
  /** `DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId}`. */
  removeFavorite(favoriteId: string, itemId: string, options?: RequestOptions): Promise<Favorites>;
}

/**
 * Creates the `wishlists` area on a transport.
 *
 * @example
 * const wishlists = createWishlistCalls(createApiTransport(options));
 * const { items } = await wishlists.getFavorites();
 */
export function createWishlistCalls(send: Transport): WishlistCalls {
  const json = { jsonContentType: true } as const;
  return {
    getFavorites(query, options) {
      return send({
        call: 'wishlists.getFavorites',
        method: 'GET',
        path: '/wishlists/v2/favorites',
        query: { ...query },
        schema: favoritesSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
    addFavorite(body, query, options) {
      return send({
        call: 'wishlists.addFavorite',
        method: 'POST',
        path: '/wishlists/v2/favorites',
        query: { ...query },
        body,
        schema: favoritesSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
    getSaveForLater(query, options) {
      return send({
        call: 'wishlists.getSaveForLater',
        method: 'GET',
        path: '/wishlists/v2/saveForLater',
        query: { ...query },
        schema: saveForLaterListSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
    getSharedFavorites(favoriteId, query, options) {
      return send({
        call: 'wishlists.getSharedFavorites',
        method: 'GET',
        path: path`/wishlists/v2/favorites/${favoriteId}/share`,
        query: { ...query },
        schema: favoritesSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
    shareFavorites(favoriteId, body, options) {
      return send({
        call: 'wishlists.shareFavorites',
        method: 'POST',
        path: path`/wishlists/v2/favorites/${favoriteId}/share`,
        body: body ?? {},
        schema: acknowledgementSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
    removeFavorite(favoriteId, itemId, options) {
      return send({
        call: 'wishlists.removeFavorite',
        method: 'DELETE',
        path: path`/wishlists/v2/favorites/${favoriteId}/items/${itemId}`,
        schema: favoritesSchema,
        ...json,
        ...fromRequestOptions(options),
      });
    },
  };
}
