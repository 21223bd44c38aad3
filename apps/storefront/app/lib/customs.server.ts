import { errorCatalogueFor, errorMessageFor } from '@switchback/api-client';
import {
  customisationPrice,
  customsValues,
  ORIGINAL_LACES,
  validateCustoms,
  type CustomsErrors,
  type CustomsFormValues,
} from './customsForm';
import { customsTextFor } from './customsText';
import { loadProductPage, type ProductPage } from './productPage.server';
import { readCart } from './readCart.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** The form field that marks the customiser's submission on the product page's action. */
export const CUSTOMS_INTENT = 'customs';

/** What the product page's action answers for the customiser. */
export type CustomsAddition =
  | {
      ok: true;
      customs: true;
      message: string;
      /** True when a line already in the cart got the new design (`?recipe=`), not a new line. */
      updated: boolean;
      item: {
        item_id: string;
        item_name: string;
        item_variant: string;
        size: string;
        quantity: number;
        price: number;
        currency: string;
      };
    }
  | { ok: false; customs: true; message: string; status: number; values: CustomsFormValues; errors: CustomsErrors };

/**
 * Adds a customised product from the customiser's form (issue 16 customs): validates the design against the offer of
 * the product's details (lib/customsForm), saves it (`products.createCustomsRecipe`), then adds the chosen size with
 * the recipe (`POST /cart/v1/item` with `recipeId`, spec §7): a made-to-order line. Answers null when the form is not
 * the customiser's, so the page's other adds run. A refusal of commerce-api comes back with its message (a field it
 * refuses, API400, is shown at the form).
 *
 * @example
 * const customs = await customsAddition(form, session, store, 'SBHB10001', request.signal);
 * if (customs) return customs.ok ? customs : data(customs, { status: customs.status });
 */
export async function customsAddition(
  form: FormData,
  session: RequestSession,
  store: Store,
  productId: string,
  signal?: AbortSignal,
): Promise<CustomsAddition | null> {
  if (form.get('intent') !== CUSTOMS_INTENT) return null;
  const t = customsTextFor(store.locale);
  const values = customsValues(form);
  const color = typeof form.get('color') === 'string' ? (form.get('color') as string) : null;
  const product = await loadProductPage(
    session,
    store,
    productId,
    { color, size: values.size || null, reviewSort: 'mostHelpful' },
    signal,
  );
  if (!product?.customisation) return { ok: false, customs: true, message: t.check, status: 404, values, errors: {} };
  const available = product.sizes.filter((entry) => entry.available && entry.upc);
  const checked = validateCustoms(
    values,
    product.customisation,
    available.map((entry) => entry.size),
    store.locale,
  );
  if (!checked.ok) return { ok: false, customs: true, message: t.check, status: 400, values, errors: checked.errors };
  const variant = available.find((entry) => entry.size === checked.design.size);
  if (!variant?.upc)
    return { ok: false, customs: true, message: t.check, status: 400, values, errors: { size: t.chooseSize } };
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  let updated = false;
  // A line reopened from the cart (`?recipe=`) gets the new design in place: same line, same quantity.
  const itemId = typeof form.get('itemId') === 'string' ? (form.get('itemId') as string) : '';
  try {
    const cart = await readCart(session, store, signal);
    const line = itemId
      ? cart.items.find((item) => item.id === itemId && item.productId === product.id && item.customs)
      : undefined;
    if (itemId && !line) return { ok: false, customs: true, message: t.lineGone, status: 409, values, errors: {} };
    const recipe = await api.products.createCustomsRecipe(
      product.id,
      {
        initials: checked.design.initials,
        threadColour: checked.design.threadColour,
        laceColour: checked.design.laceColour,
        placement: checked.design.placement,
      },
      { signal },
    );
    if (line) {
      await api.cart.updateItem(cart.id, {
        cartId: cart.id,
        itemId: line.id,
        productId: product.id,
        qty: line.qty,
        upc: variant.upc,
        recipeId: recipe.recipeId,
      });
    } else {
      await api.cart.addItem({
        cartId: cart.id,
        productId: product.id,
        upc: variant.upc,
        qty: 1,
        maxQty: product.maxQty,
        recipeId: recipe.recipeId,
      });
    }
    updated = Boolean(line);
  } catch (error) {
    // readCart's invalid-customer recovery answers a redirect to the cart page (spec §4).
    if (error instanceof Response) throw error;
    return {
      ok: false,
      customs: true,
      message: errorMessageFor(error, errorCatalogueFor(store.locale)),
      status: 409,
      values,
      errors: {},
    };
  }
  const currency = product.price?.currency ?? product.customisation.prices.currency;
  const price =
    Math.round(((product.price?.current ?? 0) + customisationPrice(checked.design, product.customisation)) * 100) / 100;
  return {
    ok: true,
    customs: true,
    message: updated ? t.updated : t.added,
    updated,
    item: {
      item_id: product.id,
      item_name: product.name,
      item_variant: variant.upc,
      size: variant.size,
      quantity: 1,
      price,
      currency,
    },
  };
}

/**
 * A customised line of the shopper's cart, reopened in the customiser from its cart link (`?recipe=` on the product
 * page): the line and its saved design as the customiser's fields, so the shopper changes it and updates that line.
 */
export interface CustomsEdit {
  itemId: string;
  recipeId: string;
  values: CustomsFormValues;
}

const RECIPE_ID = /^[A-Za-z0-9_-]{1,40}$/;

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null;
const codeOf = (value: unknown): string => {
  const entry = record(value);
  return typeof entry?.code === 'string' ? entry.code : typeof value === 'string' ? value : '';
};

/**
 * The cart line a product page's `?recipe={recipeId}` names (the cart's link of a customised line, commerce-core
 * cart item `customsExternalUrl`), with its design (initials, thread and lace colours, placement) and size; null
 * when the product is not customisable, the id is malformed or no line of this product in the shopper's cart holds
 * that design (the page then opens as usual).
 *
 * @example
 * const edit = await customsLineToEdit(session, store, product, url.searchParams.get('recipe'), request.signal);
 * edit?.values.initials; // 'JD'
 */
export async function customsLineToEdit(
  session: RequestSession,
  store: Store,
  product: Pick<ProductPage, 'id' | 'customisation' | 'sizes'>,
  recipeId: string | null,
  signal?: AbortSignal,
): Promise<CustomsEdit | null> {
  if (!product.customisation || !recipeId || !RECIPE_ID.test(recipeId)) return null;
  const cart = await readCart(session, store, signal);
  for (const item of cart.items) {
    const design = record(item.customs);
    if (item.productId !== product.id || !design || design.recipeId !== recipeId) continue;
    return {
      itemId: item.id,
      recipeId,
      values: {
        initials: typeof design.initials === 'string' ? design.initials : '',
        threadColour: codeOf(design.threadColour),
        laceColour: codeOf(design.laceColour) || ORIGINAL_LACES,
        placement: codeOf(design.placement),
        size: product.sizes.find((entry) => entry.upc && entry.upc === item.upc)?.size ?? '',
      },
    };
  }
  return null;
}
