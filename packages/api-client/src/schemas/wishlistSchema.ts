import * as z from 'zod/mini';
import { saveForLaterItemSchema } from './cartSchema';
import { maybeNumber, maybeString } from './fields';

/**
 * The saved-for-later list (spec §3). `saveForLaterId` is null until the consumer saves the first item.
 *
 * @example
 * const list = saveForLaterListSchema.parse(body);
 * list.items.length;
 */
export const saveForLaterListSchema = z.looseObject({
  saveForLaterId: maybeString,
  items: z.array(saveForLaterItemSchema),
  total: maybeNumber,
});

/**
 * Favourites (spec §3): the list id (null until the first item), its entries and the total count.
 *
 * @example
 * const favourites = favoritesSchema.parse(body);
 * favourites.items.some((entry) => entry.itemId === productId);
 */
export const favoritesSchema = z.looseObject({
  favoriteId: maybeString,
  items: z.array(z.looseObject({ id: maybeString, itemId: z.string() })),
  total: maybeNumber,
});

/**
 * A parsed saved-for-later list.
 *
 * @example
 * const count = (list: SaveForLaterList) => list.total ?? list.items.length;
 */
export type SaveForLaterList = z.infer<typeof saveForLaterListSchema>;
/**
 * Parsed favourites.
 *
 * @example
 * const has = (f: Favorites, id: string) => f.items.some((entry) => entry.itemId === id);
 */
export type Favorites = z.infer<typeof favoritesSchema>;
