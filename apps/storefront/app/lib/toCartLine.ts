import type { CartItem } from '@switchback/api-client';
import { parseLocalePath } from './pageType';

/**
 * What the cart page shows of one line: only these fields go to the browser.
 *
 * @example
 * const line: CartLine = toCartLine(cart.items[0]);
 */
export interface CartLine {
  id: string;
  productId: string;
  upc: string | null;
  name: string;
  /** The product page below the locale (`/p/…`): the API answers it with a locale, `StoreLink` adds the shopper's. */
  pdpUrl: string | null;
  imageUrl: string | null;
  color: string | null;
  size: string | null;
  qty: number;
  maxQty: number;
  current: number;
  original: number | null;
  rowTotal: number;
}

// Spec §9: a line without its own limit may hold up to this many.
const DEFAULT_MAX_QTY = 999999;

type AttributeValue = { code?: string | null; value?: string | null };

function firstValue(attribute: AttributeValue | AttributeValue[] | null | undefined): AttributeValue | undefined {
  return Array.isArray(attribute) ? attribute[0] : (attribute ?? undefined);
}

/**
 * A cart line as the cart page draws it (spec §3): colour from the line's colour attribute (or its `color`
 * variant), size from the `size` variant — a colour code is never taken for a size — and the prices of the line.
 *
 * @example
 * toCartLine(item).size; // 'M'
 */
export function toCartLine(item: CartItem): CartLine {
  const variants = item.variants ?? [];
  const colorAttribute = firstValue(item.attributes?.color);
  const colorCodes = new Set([colorAttribute?.code, 'color', 'colour'].filter((code): code is string => Boolean(code)));
  const color = colorAttribute?.value ?? variants.find((variant) => variant.code === 'color')?.value ?? null;
  const sizeVariant = variants.find((variant) => variant.code === 'size' && !colorCodes.has(variant.value ?? ''));
  const size = sizeVariant?.value ?? firstValue(item.attributes?.size)?.value ?? null;
  const current = item.price?.current ?? item.price?.amount ?? 0;
  const original = typeof item.price?.original === 'number' && item.price.original > current ? item.price.original : null;
  return {
    id: item.id,
    productId: item.productId,
    upc: item.upc ?? null,
    name: item.name ?? item.productId,
    pdpUrl: item.pdpUrl ? parseLocalePath(item.pdpUrl).rest : null,
    imageUrl: item.productImageURL ?? null,
    color,
    size: size && size !== colorAttribute?.code ? size : null,
    qty: item.qty,
    maxQty: item.maxQty ?? DEFAULT_MAX_QTY,
    current,
    original,
    rowTotal: item.price?.rowTotal ?? current * item.qty,
  };
}
