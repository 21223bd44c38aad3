import { eq, sql } from 'drizzle-orm';
import type { ProductInfo } from '../catalog/loadProducts';
import { cachedProducts, onlineStock } from '../catalog/productCache';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import { queryRows } from '../db/queryRows';
import type { CustomsDesign } from '../catalog/customisation';
import { cartItems, customsRecipes } from '../db/schema';
import type { Fulfilment, GiftOption } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { CartRow } from './CartService';
import type { CartExecutor } from './loadCartState';

/** Spec §9: the max quantity when none is given. */
export const DEFAULT_MAX_QTY = 999_999;
/** Spec §9: the quantity added when none is given. */
export const DEFAULT_ADD_QTY = 1;
/** Gift card amounts a shopper may choose, in the cart's currency. */
export const GIFT_CARD_AMOUNT = { min: 10, max: 500 };

/** What an add-item call asks for (spec §7 `POST /cart/v1/item`). */
export interface AddItemRequest {
  productId: string;
  upc: string;
  qty?: number | undefined;
  maxQty?: number | undefined;
  customAmount?: number | undefined;
  storeId?: string | undefined;
  recipeId?: string | undefined;
  precreatedCustomsCode?: string | undefined;
  productImageURL?: string | undefined;
  pdpUrl?: string | undefined;
  giftOption?: GiftOption | undefined;
  /** `pickup` puts the line in store pickup at `storeId` (or `favStoreId`). */
  action?: 'pickup' | 'sts' | undefined;
}

/**
 * Checks that `qty` units of a variant can be sold the way the line is fulfilled, throwing the spec's ids:
 * INV408 above the line's max quantity, INV700 none left, INV406 fewer left than asked, INV701 not at that store
 * (INV406 and a partial INV701 carry `availableQuantity` in their error detail).
 * @example
 * await assertSellable(tx, product, upc, 3, 999999, 'home', null);
 */
export async function assertSellable(
  db: CartExecutor,
  product: ProductInfo,
  upc: string,
  qty: number,
  maxQty: number,
  fulfilment: Fulfilment,
  storeId: string | null,
): Promise<void> {
  if (qty > maxQty) {
    throw new ApiError(409, 'INV408', `You can buy at most ${maxQty} of this item (maxAllowedQty ${maxQty})`, {
      named: 'ADDED_MAX_QUANTITY',
    });
  }
  if (product.isDigital || fulfilment === 'customs') return;
  const variant = product.variants.find((candidate) => candidate.upc === upc);
  if (!variant) throw new ApiError(404, 'ORD430', 'This item is no longer available', { named: 'ITEM_NOT_AVAILABLE' });
  if (fulfilment === 'pickup' && storeId) {
    const [row] = await queryRows<{ quantity: number }>(
      db,
      sql`select quantity from inventory where upc = ${upc} and location_id = ${storeId}`,
    );
    const available = row?.quantity ?? 0;
    if (available < qty) {
      if (available === 0) throw new ApiError(409, 'INV701', 'This item is not available for pickup at this store');
      const message = `Only ${available} left at this store`;
      throw new ApiError(409, 'INV701', message, {
        details: [{ errorId: 'INV701', message, availableQuantity: available }],
      });
    }
    return;
  }
  if (variant.onlineQuantity <= 0) throw new ApiError(409, 'INV700', 'This item is out of stock');
  if (variant.onlineQuantity < qty) {
    const message = `Only ${variant.onlineQuantity} left in stock`;
    throw new ApiError(409, 'INV406', message, {
      details: [{ errorId: 'INV406', message, availableQuantity: variant.onlineQuantity }],
    });
  }
}

/**
 * Checks that a store exists and offers the service a store delivery needs (its `services` list holds `pickup`
 * or `sts`), throwing STR404 for no such store and ORD516 (spec §8 "fulfilment changes") when it does not offer
 * that service. Stock for pickup is checked by {@link assertSellable} (INV701).
 * @example
 * await assertStoreOffers(tx, '1001', 'sts');
 */
export async function assertStoreOffers(
  db: CartExecutor,
  storeId: string,
  fulfilment: 'pickup' | 'sts',
): Promise<void> {
  const [store] = await queryRows<{ services: string[] }>(
    db,
    sql`select services from stores where id = ${storeId} and kind = 'store'`,
  );
  if (!store) throw new ApiError(404, 'STR404', 'Store not found');
  if (!store.services.includes(fulfilment)) {
    throw new ApiError(
      409,
      'ORD516',
      fulfilment === 'pickup'
        ? 'This store does not offer pick up in store'
        : 'This store does not offer ship to store',
    );
  }
}

/**
 * Finds a sellable product and variant, or throws ORD430. The variant's online stock is read now; the catalogue data
 * may come from the product cache.
 * @example
 * const product = await sellableProduct(tx, 'USD', 'SBJK10001', '840001000000');
 */
export async function sellableProduct(
  db: CartExecutor,
  currency: string,
  productId: string,
  upc: string,
): Promise<ProductInfo> {
  const [product] = await cachedProducts(db, currency, [productId], await onlineStock(db, [upc]));
  if (!product || !product.variants.some((variant) => variant.upc === upc)) {
    throw new ApiError(404, 'ORD430', 'This item is not available', { named: 'ITEM_NOT_AVAILABLE' });
  }
  return product;
}

/**
 * The design a recipe saved (`POST /products/v1/products/{productId}/customs/recipes`), for a line of that product;
 * an unknown recipe, or one of another product, answers 404 ORD430 (spec §8 "item unavailable").
 * @example
 * const design = await customsDesign(tx, 'RCP0A1B2C3D4E5F', 'SBHB10001');
 */
export async function customsDesign(db: CartExecutor, recipeId: string, productId: string): Promise<CustomsDesign> {
  const [recipe] = await db.select().from(customsRecipes).where(eq(customsRecipes.id, recipeId));
  if (!recipe || recipe.productId !== productId)
    throw new ApiError(404, 'ORD430', 'This design was not found: customise the item again');
  return { recipeId: recipe.id, ...recipe.options };
}

/** The line an add grows, if there is one, and the variant's online stock, with the line written when the add fits. */
interface AddTarget {
  stock: number | string | null;
  id: string | null;
  qty: number | null;
  maxQty: number | null;
  /** The line grown or created; null when the add did not fit (max quantity, stock) and nothing was written. */
  written: string | null;
}

/**
 * Adds a variant to a locked, active cart (call inside the cart's transaction). The same variant with the same
 * fulfilment and store adds to the existing line, so max quantity and stock are checked on the line's new total.
 * The catalogue data comes from the product cache. A line delivered from the online stock (home, ship to store) is
 * read, checked and written in one statement, which grows or creates it only when the new total is within the
 * line's max quantity and the stock; when it is not, nothing is written and the same checks then name the error
 * (INV408, INV700, INV406). Pickup, customised and gift-card lines read first and write after the checks.
 * @returns The id of the line that was created or grown.
 * @example
 * const itemId = await addCartItem(tx, cart, { productId: 'SBJK10001', upc: '840001000000', qty: 2 });
 */
export async function addCartItem(db: CartExecutor, cart: CartRow, request: AddItemRequest): Promise<string> {
  // Stock is overlaid below, once read; until then the cached product only tells whether the variant is sold.
  const [cached] = await cachedProducts(db, cart.currency, [request.productId], new Map());
  if (!cached || !cached.variants.some((variant) => variant.upc === request.upc)) {
    throw new ApiError(404, 'ORD430', 'This item is not available', { named: 'ITEM_NOT_AVAILABLE' });
  }
  const qty = request.qty ?? DEFAULT_ADD_QTY;
  const maxQty = Math.min(request.maxQty ?? DEFAULT_MAX_QTY, cached.maxQty ?? DEFAULT_MAX_QTY);

  let fulfilment: Fulfilment = 'home';
  let storeId: string | null = null;
  let customs: CustomsDesign | null = null;
  if (cached.isDigital) {
    fulfilment = 'digital';
    if (request.customAmount === undefined) throw new ApiError(400, 'INV405', 'Choose an amount for the gift card');
    if (request.customAmount < GIFT_CARD_AMOUNT.min || request.customAmount > GIFT_CARD_AMOUNT.max) {
      throw new ApiError(
        400,
        'INV407',
        `A gift card amount must be between ${GIFT_CARD_AMOUNT.min} and ${GIFT_CARD_AMOUNT.max}`,
      );
    }
  } else if (request.customAmount !== undefined) {
    throw new ApiError(400, 'INV407', 'Only gift cards take a custom amount');
  } else if (request.recipeId || request.precreatedCustomsCode) {
    if (!cached.isCustomizable) throw new ApiError(404, 'ORD430', 'This item cannot be customised');
    fulfilment = 'customs';
    if (request.recipeId) customs = await customsDesign(db, request.recipeId, cached.id);
  } else if (request.action || request.storeId) {
    storeId = request.storeId ?? null;
    if (!storeId) throw new ApiError(400, 'API400', 'Pickup needs "storeId" or the favStoreId query parameter');
    fulfilment = request.action === 'sts' ? 'sts' : 'pickup';
    await assertStoreOffers(db, storeId, fulfilment);
  }

  // Customised and gift-card lines are each unique (two designs are two lines): they never grow an existing one.
  const grows = fulfilment !== 'customs' && fulfilment !== 'digital';
  const lineFilter = sql`line.cart_id = ${cart.id} and line.upc = ${request.upc} and line.fulfilment = ${fulfilment}
           and ${storeId ? sql`line.store_id = ${storeId}` : sql`line.store_id is null`}
           and line.recipe_id is null and line.precreated_customs_code is null and line.custom_amount is null`;
  const onlineStock = sql`(select quantity from inventory where location_id = ${ONLINE_LOCATION} and upc = ${request.upc})`;
  // Home and ship-to-store lines sell from the online stock, which this statement reads: it writes when the add fits.
  const [target] =
    fulfilment === 'home' || fulfilment === 'sts'
      ? await queryRows<AddTarget>(
          db,
          sql`with target as (
                select ${onlineStock} as stock, line.id, line.qty, line.max_qty
                  from (select 1) as one left join cart_items as line on ${lineFilter}
                 limit 1
              ), sized as (
                select target.*, coalesce(target.qty, 0) + ${qty}::int as total,
                       least(${maxQty}::int, coalesce(target.max_qty, ${DEFAULT_MAX_QTY}::int)) as line_max
                  from target
              ), grown as (
                update cart_items set qty = sized.total, max_qty = sized.line_max
                  from sized
                 where cart_items.id = sized.id and sized.total <= sized.line_max and coalesce(sized.stock, 0) >= sized.total
                returning cart_items.id
              ), created as (
                insert into cart_items (cart_id, product_id, upc, qty, max_qty, fulfilment, store_id, gift_option,
                                        product_image_url, pdp_url, created_at)
                select ${cart.id}::uuid, ${cached.id}, ${request.upc}, ${qty}::int, ${maxQty}::int, ${fulfilment}, ${storeId},
                       ${request.giftOption ? JSON.stringify(request.giftOption) : null}::jsonb,
                       ${request.productImageURL ?? null}, ${request.pdpUrl ?? null}, clock_timestamp()
                  from sized
                 where sized.id is null and sized.total <= sized.line_max and coalesce(sized.stock, 0) >= sized.total
                returning id
              )
              select sized.stock, sized.id, sized.qty, sized.max_qty as "maxQty",
                     coalesce((select id from grown), (select id from created)) as written
                from sized`,
        )
      : await queryRows<AddTarget>(
          db,
          sql`select ${onlineStock} as stock, line.id, line.qty, line.max_qty as "maxQty", null as written
                from (select 1) as one
                left join cart_items as line on ${grows} and ${lineFilter}
               limit 1`,
        );
  const stock = Number(target?.stock ?? 0);
  const product: ProductInfo = {
    ...cached,
    variants: cached.variants.map((variant) =>
      variant.upc === request.upc ? { ...variant, onlineQuantity: stock } : variant,
    ),
  };
  const existing = target?.id ? { id: target.id, qty: Number(target.qty), maxQty: Number(target.maxQty) } : undefined;
  const total = (existing?.qty ?? 0) + qty;
  const lineMax = Math.min(maxQty, existing?.maxQty ?? DEFAULT_MAX_QTY);
  await assertSellable(db, product, request.upc, total, lineMax, fulfilment, storeId);
  if (target?.written) return target.written;
  if (fulfilment === 'home' || fulfilment === 'sts') {
    // The statement wrote nothing, yet the checks pass: only a concurrent change between the two could do that.
    throw new Error('The add fitted but its line was not written');
  }
  if (existing) {
    await db.update(cartItems).set({ qty: total, maxQty: lineMax }).where(eq(cartItems.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(cartItems)
    .values({
      cartId: cart.id,
      productId: cached.id,
      upc: request.upc,
      qty,
      maxQty,
      fulfilment,
      storeId,
      recipeId: request.recipeId ?? null,
      customs,
      precreatedCustomsCode: request.precreatedCustomsCode ?? null,
      customAmount: request.customAmount ?? null,
      giftOption: request.giftOption ?? null,
      productImageUrl: request.productImageURL ?? null,
      pdpUrl: request.pdpUrl ?? null,
      createdAt: sql`clock_timestamp()` as unknown as Date,
    })
    .returning({ id: cartItems.id });
  if (!created) throw new Error('Cart item was not created');
  return created.id;
}
