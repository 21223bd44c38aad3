import { and, asc, count, eq, sql } from 'drizzle-orm';
import { loadProducts, pdpUrl, productImage } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { favoriteItems, favoriteLists, outboundMessages, saveForLaterLists } from '../db/schema';
import { ApiError, recordNotFound } from '../http/ApiError';

/** A favourites list can hold this many items. */
export const MAX_FAVORITES = 200;

/** Spec §3 "Favourites": favoriteId, items (id, itemId) and total, plus paging. */
export interface FavoritesJson {
  favoriteId: string | null;
  items: { id: string; itemId: string; itemType: string; qty: number; addedAt: string }[];
  total: number;
  start: number;
  count: number;
}

/** Spec §3 "Saved-for-later list": saveForLaterId and items (itemId, pageUrl, available, qty). */
export interface SaveForLaterJson {
  saveForLaterId: string | null;
  items: {
    id: string;
    itemId: string;
    productId: string;
    upc: string | null;
    pageUrl: string | null;
    productImageURL: string | null;
    available: boolean;
    qty: number;
    addedAt: string;
  }[];
  total: number;
  start: number;
  count: number;
}

/** Paging of a list call. */
export interface Page {
  start: number;
  count: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listNotFound = () => recordNotFound('Favourites list not found');

/**
 * Favourites (list, add, remove, share) and the saved-for-later list. Lists are created on the first add; a guest's
 * lists are handed over at sign-in (`handOverGuestObjects`). Saved-for-later items are written by the cart.
 * @example
 * const favorites = await new WishlistService(db, clock).add('C100000001', { itemId: 'SB1000001' });
 */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The consumer's favourites, a page of them, newest first. */
  async favorites(consumerNo: string, page: Page): Promise<FavoritesJson> {
    const list = await this.activeFavorites(consumerNo);
    return list ? this.renderFavorites(list.id, page) : { favoriteId: null, items: [], total: 0, ...page };
  }

  /**
   * Adds an item (or sets its quantity when it is there already). With `favoriteId`, that list must be the
   * consumer's active one; without, the active list is used or created.
   */
  async add(
    consumerNo: string,
    input: { itemId: string; qty?: number | undefined; itemType?: string | undefined; favoriteId?: string | undefined },
    page: Page = { start: 0, count: 50 },
  ): Promise<FavoritesJson> {
    const favoriteId = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${consumerNo}`}))`);
      let [list] = await tx
        .select()
        .from(favoriteLists)
        .where(and(eq(favoriteLists.consumerNo, consumerNo), eq(favoriteLists.status, 'active')))
        .limit(1);
      if (input.favoriteId && list?.id !== input.favoriteId) throw listNotFound();
      if (!list) {
        [list] = await tx
          .insert(favoriteLists)
          .values({ consumerNo, createdAt: this.now(), updatedAt: this.now() })
          .returning();
        if (!list) throw new Error('Favourites list was not created');
      }
      const [size] = await tx.select({ n: count() }).from(favoriteItems).where(eq(favoriteItems.favoriteId, list.id));
      const [present] = await tx
        .select({ id: favoriteItems.id })
        .from(favoriteItems)
        .where(and(eq(favoriteItems.favoriteId, list.id), eq(favoriteItems.itemId, input.itemId)))
        .limit(1);
      if (!present && (size?.n ?? 0) >= MAX_FAVORITES) {
        throw new ApiError(400, 'API400', `A favourites list holds at most ${MAX_FAVORITES} items`);
      }
      await tx
        .insert(favoriteItems)
        .values({
          favoriteId: list.id,
          itemId: input.itemId,
          itemType: input.itemType ?? 'product',
          qty: input.qty ?? 1,
          addedAt: this.now(),
        })
        .onConflictDoUpdate({
          target: [favoriteItems.favoriteId, favoriteItems.itemId],
          set: { qty: input.qty ?? 1, ...(input.itemType ? { itemType: input.itemType } : {}) },
        });
      await tx.update(favoriteLists).set({ updatedAt: this.now() }).where(eq(favoriteLists.id, list.id));
      return list.id;
    });
    return this.renderFavorites(favoriteId, page);
  }

  /** Removes an item, named by its entry id or its product/variant id; 404 when it is not on the list. */
  async remove(consumerNo: string, favoriteId: string, itemId: string): Promise<FavoritesJson> {
    const list = await this.ownList(consumerNo, favoriteId);
    const byEntry = UUID.test(itemId) ? sql`${favoriteItems.id} = ${itemId}` : sql`false`;
    const removed = await this.db
      .delete(favoriteItems)
      .where(and(eq(favoriteItems.favoriteId, list.id), sql`(${favoriteItems.itemId} = ${itemId} or ${byEntry})`))
      .returning({ id: favoriteItems.id });
    if (removed.length === 0) throw recordNotFound('Item is not on the favourites list');
    return this.renderFavorites(list.id, { start: 0, count: 50 });
  }

  /**
   * Shares the list: from now on anyone with a session and the list id can read it. Optional recipients are
   * "e-mailed" the link (written to `outbound_messages`).
   */
  async share(consumerNo: string, favoriteId: string, recipients: readonly string[], message: string | undefined) {
    const list = await this.ownList(consumerNo, favoriteId);
    const sharedAt = list.sharedAt ?? this.now();
    const shareUrl = `/favorites?shared=${list.id}`;
    await this.db.transaction(async (tx) => {
      await tx.update(favoriteLists).set({ sharedAt, updatedAt: this.now() }).where(eq(favoriteLists.id, list.id));
      if (recipients.length > 0) {
        await tx.insert(outboundMessages).values(
          recipients.map((recipient) => ({
            consumerNo,
            kind: 'favorites-share',
            recipient,
            payload: { shareUrl, message: message ?? '' },
          })),
        );
      }
    });
    return { favoriteId: list.id, shareUrl, sharedAt: sharedAt.toISOString(), recipients: recipients.length };
  }

  /** A shared list as anyone sees it: its items and nothing about its owner. 404 unless shared (or your own). */
  async shared(consumerNo: string, favoriteId: string, page: Page): Promise<FavoritesJson> {
    if (!UUID.test(favoriteId)) throw listNotFound();
    const [list] = await this.db
      .select()
      .from(favoriteLists)
      .where(and(eq(favoriteLists.id, favoriteId), eq(favoriteLists.status, 'active')))
      .limit(1);
    if (!list || (list.consumerNo !== consumerNo && !list.sharedAt)) throw listNotFound();
    return this.renderFavorites(list.id, page);
  }

  /**
   * The saved-for-later list, a page of it, newest first, each item marked available when it is in stock online.
   * An item saved without a page or image (a cart line added without them) gets its product's, in `locale`.
   */
  async saveForLater(consumerNo: string, page: Page, locale = 'en-us'): Promise<SaveForLaterJson> {
    const [list] = await this.db
      .select()
      .from(saveForLaterLists)
      .where(and(eq(saveForLaterLists.consumerNo, consumerNo), eq(saveForLaterLists.status, 'active')))
      .limit(1);
    if (!list) return { saveForLaterId: null, items: [], total: 0, ...page };
    const rows = await queryRows<{
      id: string;
      product_id: string;
      upc: string | null;
      page_url: string | null;
      product_image_url: string | null;
      qty: number;
      added_at: string | Date;
      available: boolean;
      total: number;
    }>(
      this.db,
      sql`select s.id, s.product_id, s.upc, s.page_url, s.product_image_url, s.qty, s.added_at,
            exists (
              select 1 from inventory i
              where i.location_id = 'online' and i.quantity > 0
                and (i.upc = s.upc or (s.upc is null and i.upc in (select v.upc from product_variants v where v.product_id = s.product_id)))
            ) as available,
            count(*) over ()::int as total
          from save_for_later_items s
          where s.list_id = ${list.id}
          order by s.added_at desc, s.id
          offset ${page.start} limit ${page.count}`,
    );
    const total = rows[0]?.total ?? (await this.countSaved(list.id));
    const missing = [
      ...new Set(rows.filter((row) => !row.page_url || !row.product_image_url).map((row) => row.product_id)),
    ];
    const products = new Map(
      missing.length > 0 ? (await loadProducts(this.db, 'USD', missing)).map((product) => [product.id, product]) : [],
    );
    return {
      saveForLaterId: list.id,
      items: rows.map((row) => {
        const product = products.get(row.product_id);
        const colour = product?.variants.find((variant) => variant.upc === row.upc)?.colorCode;
        return {
          id: row.id,
          itemId: row.upc ?? row.product_id,
          productId: row.product_id,
          upc: row.upc,
          pageUrl: row.page_url ?? (product ? pdpUrl(locale, product) : null),
          productImageURL: row.product_image_url ?? (product ? productImage(product, colour).url : null),
          available: row.available,
          qty: row.qty,
          addedAt: new Date(row.added_at).toISOString(),
        };
      }),
      total,
      ...page,
    };
  }

  private async countSaved(listId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from save_for_later_items where list_id = ${listId}`,
    );
    return row?.n ?? 0;
  }

  private async activeFavorites(consumerNo: string) {
    const [list] = await this.db
      .select()
      .from(favoriteLists)
      .where(and(eq(favoriteLists.consumerNo, consumerNo), eq(favoriteLists.status, 'active')))
      .limit(1);
    return list;
  }

  private async ownList(consumerNo: string, favoriteId: string) {
    if (!UUID.test(favoriteId)) throw listNotFound();
    const [list] = await this.db
      .select()
      .from(favoriteLists)
      .where(
        and(
          eq(favoriteLists.id, favoriteId),
          eq(favoriteLists.consumerNo, consumerNo),
          eq(favoriteLists.status, 'active'),
        ),
      )
      .limit(1);
    if (!list) throw listNotFound();
    return list;
  }

  private async renderFavorites(favoriteId: string, page: Page): Promise<FavoritesJson> {
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(favoriteItems)
        .where(eq(favoriteItems.favoriteId, favoriteId))
        .orderBy(sql`${favoriteItems.addedAt} desc`, asc(favoriteItems.id))
        .offset(page.start)
        .limit(page.count),
      this.db.select({ n: count() }).from(favoriteItems).where(eq(favoriteItems.favoriteId, favoriteId)),
    ]);
    return {
      favoriteId,
      items: items.map((item) => ({
        id: item.id,
        itemId: item.itemId,
        itemType: item.itemType,
        qty: item.qty,
        addedAt: item.addedAt.toISOString(),
      })),
      total: total?.n ?? 0,
      ...page,
    };
  }
}
