import { sql } from 'drizzle-orm';
import { fromJsonRow } from '../db/fromJsonRow';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import { cachedProducts } from '../catalog/productCache';
import type { ProductInfo, VariantInfo } from '../catalog/loadProducts';
import type { Database } from '../db/openDatabase';

import { queryRows } from '../db/queryRows';
import {
  cartCheckouts,
  cartItems,
  cartNotifications,
  cartPaymentInstruments,
  cartPriceAdjustments,
  saveForLaterItems,
} from '../db/schema';
import type { PromotionScope } from '../db/schema';
import type { CartRow } from './CartService';
import { computeTotals } from './computeTotals';
import { customsPrice } from '../catalog/customisation';
import { employeePricingOf, type EmployeePricing } from './employeeDiscount';
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
  /**
   * The cart owner's athlete programme (spec §3 "Athlete": annualCredit, currentSpend) in the cart's currency, or
   * undefined when the owner is no athlete. `remaining` is the credit not yet spent in earlier orders.
   */
  athlete: { annualCredit: number; currentSpend: number; remaining: number } | undefined;
  /** The owner's employee pricing (spec §6): only for an employee who accepted the terms, in the cart's currency. */
  employee: EmployeePricing | undefined;
  totals: CartTotalsResult;
}

/**
 * A line's unit price: a gift card's chosen amount, else the product's price plus, on a customised line, what its
 * design costs (`customsPrice`).
 * @example
 * unitPrice(line, 'current', 'USD'); // 189 for a 169 boot with initials and red laces
 */
export function unitPrice(
  line: Pick<CartLine, 'row' | 'product'>,
  kind: 'current' | 'original',
  currency: string,
): number {
  if (line.row.customAmount !== null && line.row.customAmount !== undefined) return line.row.customAmount;
  const base = line.product[kind];
  return line.row.customs ? Math.round((base + customsPrice(line.row.customs, currency)) * 100) / 100 : base;
}

/** Payment methods that pay a fixed amount of a cart before the remainder is charged (besides gift cards). */
export const CREDIT_METHODS: readonly string[] = ['ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD'];

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

/** The one-row answer of the cart batch query; json columns arrive parsed (pg, PGlite) or as text. */
interface CartBatch {
  items: unknown;
  checkout: unknown;
  couponCodes: unknown;
  instruments: unknown;
  adjustments: unknown;
  notifications: unknown;
  saveForLaterListId: string | null;
  savedItems: unknown;
  promotions: unknown;
  pudo: unknown;
  firstStore: unknown;
  athlete: unknown;
  employee: unknown;
  stock: unknown;
}

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

function parseList(value: unknown): Record<string, unknown>[] {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
}

/**
 * Loads a cart with its lines, checkout state, coupons, instruments and adjustments, and computes its totals.
 * Run it inside the transaction of a write to answer with what was just written.
 * @example
 * const state = await loadCartState(tx, cart, new Date());
 * state.totals.total; // 187.4
 */
export async function loadCartState(
  db: CartExecutor,
  cart: CartRow,
  now: Date,
  options: { favStoreId?: string | undefined } = {},
): Promise<CartState> {
  const at = now.toISOString();
  // One round trip for everything keyed by the cart (and its consumer's saved-for-later list): a cart read used to
  // be a dozen sequential queries, each paying parse, plan and driver overhead.
  // Prepared once on the embedded database (withPreparedStatements): planning this statement costs several times running it.
  const [batch] = await queryRows<CartBatch>(
    db,
    sql`select
          (select coalesce(json_agg(i order by i.created_at, i.id), '[]'::json) from cart_items i where i.cart_id = ${cart.id}) as items,
          (select row_to_json(c) from cart_checkouts c where c.cart_id = ${cart.id}) as checkout,
          (select coalesce(json_agg(x.code order by x.applied_at), '[]'::json) from cart_coupons x where x.cart_id = ${cart.id}) as "couponCodes",
          (select coalesce(json_agg(x order by x.created_at), '[]'::json) from cart_payment_instruments x where x.cart_id = ${cart.id}) as instruments,
          (select coalesce(json_agg(x order by x.created_at), '[]'::json) from cart_price_adjustments x where x.cart_id = ${cart.id}) as adjustments,
          (select coalesce(json_agg(x order by x.created_at), '[]'::json) from cart_notifications x where x.cart_id = ${cart.id}) as notifications,
          (select l.id from save_for_later_lists l where l.consumer_no = ${cart.consumerNo} and l.status = 'active' limit 1) as "saveForLaterListId",
          (select coalesce(json_agg(s order by s.added_at), '[]'::json) from save_for_later_items s
             where s.list_id = (select l.id from save_for_later_lists l where l.consumer_no = ${cart.consumerNo} and l.status = 'active' limit 1)) as "savedItems",
          (select coalesce(json_agg(json_build_object(
                    'id', p.id, 'name', p.name, 'calloutMessage', p.callout_message, 'level', p.level, 'promotionClass', p.promotion_class,
                    'discountType', p.discount_type, 'discountValue', p.discount_value, 'thresholds', p.thresholds, 'appliesTo', p.applies_to,
                    'requiresCoupon', p.requires_coupon, 'code', cc.code) order by p.id), '[]'::json)
             from promotions p
             left join coupons co on co.promotion_id = p.id
             left join cart_coupons cc on cc.code = co.code and cc.cart_id = ${cart.id}
            where (p.starts_at is null or p.starts_at <= ${at}::timestamptz) and (p.ends_at is null or p.ends_at > ${at}::timestamptz)
              and (not p.requires_coupon or cc.code is not null)) as promotions,
          (select json_build_object('id', s.id, 'name', s.name, 'province', s.province, 'country', s.country_code) from stores s
             where s.id = (select c.pudo_id from cart_checkouts c where c.cart_id = ${cart.id})) as pudo,
          (select json_build_object('country', s.country_code, 'province', s.province) from stores s
             where s.id = (select i.store_id from cart_items i where i.cart_id = ${cart.id} and i.store_id is not null order by i.created_at, i.id limit 1)) as "firstStore",
          (select json_build_object('annualCredit', p.annual_limit, 'currentSpend', p.current_spend) from consumer_programmes p
             where p.consumer_no = ${cart.consumerNo} and p.programme = 'ATHLETE' and p.currency = ${cart.currency}) as athlete,
          (select json_build_object('consumerType', c.consumer_type, 'termsAccepted', c.is_employee_discount_tc_accepted,
                    'annualCap', p.annual_limit, 'currentSpend', p.current_spend, 'currency', p.currency)
             from consumer_programmes p join consumers c on c.consumer_no = p.consumer_no
            where p.consumer_no = ${cart.consumerNo} and p.programme = 'EMPLOYEE') as employee,
          (select coalesce(json_agg(json_build_array(v.upc, coalesce(inv.quantity, 0))), '[]'::json)
             from (select i.upc from cart_items i where i.cart_id = ${cart.id}
                   union
                   select s.upc from save_for_later_items s
                    where s.list_id = (select l.id from save_for_later_lists l where l.consumer_no = ${cart.consumerNo} and l.status = 'active' limit 1)) v
             left join inventory inv on inv.upc = v.upc and inv.location_id = ${ONLINE_LOCATION}) as stock`,
  );
  if (!batch) throw new Error('The cart batch query answered no row');
  const rows = parseList(batch.items).map((row) => fromJsonRow(cartItems, row));
  const checkout = batch.checkout
    ? fromJsonRow(cartCheckouts, parseJson(batch.checkout) as Record<string, unknown>)
    : undefined;
  const couponCodes = parseList(batch.couponCodes) as unknown as string[];
  const instruments = parseList(batch.instruments).map((row) => fromJsonRow(cartPaymentInstruments, row));
  const adjustments = parseList(batch.adjustments).map((row) => fromJsonRow(cartPriceAdjustments, row));
  const notifications = parseList(batch.notifications).map((row) => fromJsonRow(cartNotifications, row));
  const saveForLater = batch.saveForLaterListId
    ? {
        listId: batch.saveForLaterListId,
        items: parseList(batch.savedItems).map((row) => fromJsonRow(saveForLaterItems, row)),
      }
    : undefined;
  const pudo = batch.pudo ? (parseJson(batch.pudo) as CartState['pudo']) : undefined;

  const productIds = [
    ...new Set([...rows.map((row) => row.productId), ...(saveForLater?.items ?? []).map((item) => item.productId)]),
  ];
  const storeIds = [...new Set(rows.flatMap((row) => (row.storeId ? [row.storeId] : [])))];
  const lookupIds = [...new Set([...storeIds, ...(options.favStoreId && rows.length ? [options.favStoreId] : [])])];
  // Products and store stock do not depend on each other: asked together (the drivers queue them on one connection).
  const [products, storeStock] = await Promise.all([
    // Catalogue data from the product cache, with the online stock of these lines read just now (the batch above).
    productIds.length
      ? cachedProducts(db, cart.currency, productIds, new Map(parseJson(batch.stock) as [string, number][]))
      : Promise.resolve([]),
    lookupIds.length
      ? queryRows<{ upc: string; storeId: string; quantity: number; name: string }>(
          db,
          sql`select s.id as "storeId", s.name, i.upc, coalesce(i.quantity, 0) as quantity from stores s
                left join inventory i on i.location_id = s.id and i.upc in (${sql.join(
                  rows.map((row) => sql`${row.upc}`),
                  sql`, `,
                )})
               where s.kind = 'store' and s.id in (${sql.join(
                 lookupIds.map((id) => sql`${id}`),
                 sql`, `,
               )})`,
        )
      : Promise.resolve([]),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: CartLine[] = rows.flatMap((row) => {
    const product = byId.get(row.productId);
    const variant = product?.variants.find((candidate) => candidate.upc === row.upc);
    if (!product || !variant) return [];
    const store = row.storeId ? storeStock.filter((entry) => entry.storeId === row.storeId) : [];
    const fav =
      !row.storeId && options.favStoreId ? storeStock.filter((entry) => entry.storeId === options.favStoreId) : [];
    return [
      {
        row,
        product,
        variant,
        storeQuantity: row.storeId ? (store.find((entry) => entry.upc === row.upc)?.quantity ?? 0) : undefined,
        storeName: store[0]?.name,
        favStore: fav[0]
          ? {
              id: fav[0].storeId,
              name: fav[0].name,
              quantity: fav.find((entry) => entry.upc === row.upc)?.quantity ?? 0,
            }
          : undefined,
      },
    ];
  });

  const promotions: ActivePromotion[] = (parseList(batch.promotions) as unknown as PromotionRow[])
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

  // Tax follows the goods: the delivery address, else the collection point or the pickup store.
  const address = checkout?.shippingAddress;
  let taxRegion: { country: string; province?: string | null } | undefined = address
    ? { country: address.country.toUpperCase(), province: address.province ?? null }
    : undefined;
  if (checkout?.shippingMethod === 'pudo' && pudo) taxRegion = { country: pudo.country, province: pudo.province };
  if (!taxRegion && batch.firstStore)
    taxRegion = parseJson(batch.firstStore) as { country: string; province: string | null };
  if (!taxRegion && cart.currency === 'GBP') taxRegion = { country: 'GB' };

  const priced: PricedLine[] = lines.map((line) => ({
    id: line.row.id,
    productType: line.product.productType,
    gender: line.product.gender,
    qty: line.row.qty,
    original: unitPrice(line, 'original', cart.currency),
    current: unitPrice(line, 'current', cart.currency),
    fulfilment: line.row.fulfilment,
    isDigital: line.product.isDigital,
  }));
  const employeeRow = batch.employee
    ? (parseJson(batch.employee) as {
        consumerType: string;
        termsAccepted: boolean;
        annualCap: string | number;
        currentSpend: string | number;
        currency: string;
      })
    : undefined;
  const employee = employeePricingOf(
    employeeRow && {
      ...employeeRow,
      annualCap: Number(employeeRow.annualCap),
      currentSpend: Number(employeeRow.currentSpend),
    },
    cart.currency,
  );
  const totals = computeTotals(
    priced,
    promotions,
    adjustments.map((adjustment) => ({
      id: adjustment.id,
      itemId: adjustment.itemId,
      kind: adjustment.kind,
      value: adjustment.value,
    })),
    {
      currency: cart.currency,
      homeMethod: checkout?.shippingMethod ?? 'standard',
      taxRegion,
      giftCardAmounts: instruments
        .filter((instrument) => instrument.paymentMethodId === 'GIFT_CARD')
        .map((instrument) => instrument.amount ?? 0),
      rewardAmount: checkout?.reward?.amount ?? 0,
      creditAmounts: instruments
        .filter((instrument) => CREDIT_METHODS.includes(instrument.paymentMethodId))
        .map((instrument) => instrument.amount ?? 0),
      employee,
    },
  );
  const savedProducts = new Map(
    (saveForLater?.items ?? []).flatMap((item) =>
      byId.has(item.productId) ? [[item.productId, byId.get(item.productId) as ProductInfo] as const] : [],
    ),
  );
  const athleteRow = batch.athlete
    ? (parseJson(batch.athlete) as { annualCredit: string | number; currentSpend: string | number })
    : undefined;
  const athlete = athleteRow
    ? {
        annualCredit: Number(athleteRow.annualCredit),
        currentSpend: Number(athleteRow.currentSpend),
        remaining: Math.max(
          0,
          Math.round((Number(athleteRow.annualCredit) - Number(athleteRow.currentSpend)) * 100) / 100,
        ),
      }
    : undefined;
  return {
    cart,
    lines,
    checkout,
    couponCodes,
    promotions,
    instruments,
    adjustments,
    notifications,
    saveForLater,
    savedProducts,
    pudo,
    athlete,
    employee,
    totals,
  };
}
