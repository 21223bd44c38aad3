import { errorCatalogueFor, errorMessageFor } from '@switchback/api-client';
import {
  customisationPrice,
  customsValues,
  validateCustoms,
  type CustomsErrors,
  type CustomsFormValues,
} from './customsForm';
import { customsTextFor } from './customsText';
import { loadProductPage } from './productPage.server';
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
  try {
    const cart = await readCart(session, store, signal);
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
    await api.cart.addItem({
      cartId: cart.id,
      productId: product.id,
      upc: variant.upc,
      qty: 1,
      maxQty: product.maxQty,
      recipeId: recipe.recipeId,
    });
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
    message: t.added,
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
