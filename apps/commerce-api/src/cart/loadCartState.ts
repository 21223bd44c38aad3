import { and, asc, eq, sql } from 'drizzle-orm';
import { loadProducts } from '../catalog/loadProducts';
import type { ProductInfo, VariantInfo } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import {
  cartCheckouts,
  cartCoupons,
  cartItems,
  cartNotifications,
  cartPaymentInstruments,
  cartPriceAdjustments,
  saveForLaterItems,
  saveForLaterLists,
} from '../db/schema';
import type { PromotionScope } from '../db/schema';
import type { CartRow } from './CartService';
import { computeTotals } from './computeTotals';
import type { ActivePromotion, CartTotalsResult, PricedLine } from './computeTotals';

/** The executor every cart read and write runs on: the database or the caller's transaction. */
export type CartExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A cart line with its product and variant. */
export interface CartLine {
  row: typeof cartItems.$inferSelect;
  product: ProductInfo;
  variant: VariantInfo;
  /** Stock at the line's store (pickup and ship-to-store lines), else undefined. */
  storeQuantity: number | undefined;
  storeName: string | undefined;
  /** For home lines when the shopper has a favourite store: its stock, so the cart can offer pickup there. */
  favStore: { id: string; name: string; quantity: number } | undefined;
}

/** Everything a cart answer or an order is built from. */
export interface CartState {
  cart: CartRow;
  lines: CartLine[];
  checkout: typeof cartCheckouts.$inferSelect | undefined;
  couponCodes: string[];
  promotions: ActivePromotion[];
  instruments: (typeof cartPaymentInstruments.$inferSelect)[];
  adjustments: (typeof cartPriceAdjustments.$inferSelect)[];
  notifications: (typeof cartNotifications.$inferSelect)[];
  saveForLater: { listId: string; items: (typeof saveForLaterItems.$inferSelect)[] } | undefined;
  /** Products of the saved-for-later items (name, price, availability), by id. */
  savedProducts: Map<string, ProductInfo>;
  pudo: { id: string; name: string; province: string | null; country: string } | undefined;
  totals: CartTotalsResult;
}

interface PromotionRow {
  id: string;
  name: string;
  calloutMessage: string;
  level: ActivePromotion['level'];
  promotionClass: string;
  discountType: ActivePromotion['discountType'];
  discountValue: string | number;
  thresholds: Record<string, number>;
  appliesTo: PromotionScope;
  requiresCoupon: boolean;
  code: string | null;
}

/**
 * Loads a cart with its lines, checkout state, coupons, instruments and adjustments, and computes its totals.
 * Run it inside the transaction of a write to answer with what was just written.
 * @example
 * const state = await loadCartState(tx, cart, new Date());
 * state.totals.total; // 187.4
 */
export async function loadCartState(db: CartExecutor, cart: CartRow, now: Date, options: { favStoreId?: string | undefined } = {}): Promise<CartState> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const [list] = await db
    .select({ id: saveForLaterLists.id })
    .from(saveForLaterLists)
    .where(and(eq(saveForLaterLists.consumerNo, cart.consumerNo), eq(saveForLaterLists.status, 'active')));
  const saveForLater = list
    ? { listId: list.id, items: await db.select().from(saveForLaterItems).where(eq(saveForLaterItems.listId, list.id)).orderBy(asc(saveForLaterItems.addedAt)) }
    : undefined;
  const productIds = [...new Set([...rows.map((row) => row.productId), ...(saveForLater?.items ?? []).map((item) => item.productId)])];
  const products = productIds.length ? await loadProducts(db, cart.currency, productIds) : [];
  const byId = new Map(products.map((product) => [product.id, product]));
  const storeIds = [...new Set(rows.flatMap((row) => (row.storeId ? [row.storeId] : [])))];
  const lookupIds = [...new Set([...storeIds, ...(options.favStoreId && rows.length ? [options.favStoreId] : [])])];
  const storeStock = lookupIds.length
    ? await queryRows<{ upc: string; storeId: string; quantity: number; name: string }>(
        db,
        sql`select s.id as "storeId", s.name, i.upc, coalesce(i.quantity, 0) as quantity from stores s
              left join inventory i on i.location_id = s.id and i.upc in (${sql.join(rows.map((row) => sql`${row.upc}`), sql`, `)})
             where s.kind = 'store' and s.id in (${sql.join(lookupIds.map((id) => sql`${id}`), sql`, `)})`,
      )
    : [];
  const lines: CartLine[] = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const variant = product?.variants.find((candidate) => candidate.upc === row.upc);
    if (!product || !variant) return [];
    const store = row.storeId ? storeStock.filter((entry) => entry.storeId === row.storeId) : [];
    const fav = !row.storeId && options.favStoreId ? storeStock.filter((entry) => entry.storeId === options.favStoreId) : [];
    return [
      {
        row,
        product,
        variant,
        storeQuantity: row.storeId ? (store.find((entry) => entry.upc === row.upc)?.quantity ?? 0) : undefined,
        storeName: store[0]?.name,
        favStore: fav[0] ? { id: fav[0].storeId, name: fav[0].name, quantity: fav.find((entry) => entry.upc === row.upc)?.quantity ?? 0 } : undefined,
      },
    ];
  });

  const [checkout] = await db.select().from(cartCheckouts).where(eq(cartCheckouts.cartId, cart.id));
  const couponCodes = (await db.select({ code: cartCoupons.code }).from(cartCoupons).where(eq(cartCoupons.cartId, cart.id)).orderBy(asc(cartCoupons.appliedAt))).map((row) => row.code);
  const at = now.toISOString();
  const promotionRows = await queryRows<PromotionRow>(
    db,
    sql`select p.id, p.name, p.callout_message as "calloutMessage", p.level, p.promotion_class as "promotionClass",
          p.discount_type as "discountType", p.discount_value as "discountValue", p.thresholds, p.applies_to as "appliesTo",
          p.requires_coupon as "requiresCoupon", cc.code
        from promotions p
        left join coupons co on co.promotion_id = p.id
        left join cart_coupons cc on cc.code = co.code and cc.cart_id = ${cart.id}
       where (p.starts_at is null or p.starts_at <= ${at}::timestamptz) and (p.ends_at is null or p.ends_at > ${at}::timestamptz)
         and (not p.requires_coupon or cc.code is not null)
       order by p.id`,
  );
  const promotions: ActivePromotion[] = promotionRows
    .filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index)
    .map((row) => ({
      id: row.id,
      name: row.name,
      calloutMessage: row.calloutMessage,
      level: row.level,
      promotionClass: row.promotionClass,
      discountType: row.discountType,
      discountValue: Number(row.discountValue),
      threshold: row.thresholds[cart.currency],
      appliesTo: row.appliesTo,
      couponCode: row.code ?? undefined,
    }));
  const instruments = await db.select().from(cartPaymentInstruments).where(eq(cartPaymentInstruments.cartId, cart.id)).orderBy(asc(cartPaymentInstruments.createdAt));
  const adjustments = await db.select().from(cartPriceAdjustments).where(eq(cartPriceAdjustments.cartId, cart.id)).orderBy(asc(cartPriceAdjustments.createdAt));
  const notifications = await db.select().from(cartNotifications).where(eq(cartNotifications.cartId, cart.id)).orderBy(asc(cartNotifications.createdAt));
  const [pudo] = checkout?.pudoId
    ? await queryRows<{ id: string; name: string; province: string | null; country: string }>(
        db,
        sql`select id, name, province, country_code as country from stores where id = ${checkout.pudoId}`,
      )
    : [];

  // Tax follows the goods: the delivery address, else the collection point or the pickup store.
  const address = checkout?.shippingAddress;
  let taxRegion: { country: string; province?: string | null } | undefined = address ? { country: address.country.toUpperCase(), province: address.province ?? null } : undefined;
  if (checkout?.shippingMethod === 'pudo' && pudo) taxRegion = { country: pudo.country, province: pudo.province };
  if (!taxRegion && storeIds[0]) {
    const [store] = await queryRows<{ country: string; province: string | null }>(db, sql`select country_code as country, province from stores where id = ${storeIds[0]}`);
    if (store) taxRegion = store;
  }
  if (!taxRegion && cart.currency === 'GBP') taxRegion = { country: 'GB' };

  const priced: PricedLine[] = lines.map((line) => ({
    id: line.row.id,
    productType: line.product.productType,
    gender: line.product.gender,
    qty: line.row.qty,
    original: line.row.customAmount ?? line.product.original,
    current: line.row.customAmount ?? line.product.current,
    fulfilment: line.row.fulfilment,
    isDigital: line.product.isDigital,
  }));
  const totals = computeTotals(
    priced,
    promotions,
    adjustments.map((adjustment) => ({ id: adjustment.id, itemId: adjustment.itemId, kind: adjustment.kind, value: adjustment.value })),
    {
      currency: cart.currency,
      homeMethod: checkout?.shippingMethod ?? 'standard',
      taxRegion,
      giftCardAmounts: instruments.filter((instrument) => instrument.paymentMethodId === 'GIFT_CARD').map((instrument) => instrument.amount ?? 0),
      rewardAmount: checkout?.reward?.amount ?? 0,
    },
  );
  const savedProducts = new Map((saveForLater?.items ?? []).flatMap((item) => (byId.has(item.productId) ? [[item.productId, byId.get(item.productId) as ProductInfo] as const] : [])));
  return { cart, lines, checkout, couponCodes, promotions, instruments, adjustments, notifications, saveForLater, savedProducts, pudo, totals };
}
