import { errorCatalogueFor, errorMessageFor } from '@switchback/api-client';
import { giftCardValues, validateGiftCard, type GiftCardErrors, type GiftCardFormValues } from './giftCardForm';
import { browseMessagesFor } from './browseText';
import { loadProductPage } from './productPage.server';
import { readCart } from './readCart.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** What the product page's action answers for a gift card. */
export type GiftCardAddition =
  | {
      ok: true;
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
  | { ok: false; message: string; status: number; giftValues: GiftCardFormValues; giftErrors: GiftCardErrors };

const MAX_QUANTITY = 10;

/**
 * Adds a gift card from the product page's form: validates amount, recipient and message (lib/giftCardForm), then
 * `POST /cart/v1/item` with the preset's variant (a custom amount goes on the first one) as `customAmount` and the
 * recipient as `giftOption` (spec §3, §7). Answers null when the product is not digital, so the page's usual add runs.
 * A refused add (commerce-api's INV407 for an amount out of range, for example) comes back with the API's message.
 *
 * @example
 * const giftCard = await giftCardAddition(form, session, store, 'SBGC10001', request.signal);
 * if (giftCard) return giftCard.ok ? giftCard : data(giftCard, { status: giftCard.status });
 */
export async function giftCardAddition(
  form: FormData,
  session: RequestSession,
  store: Store,
  productId: string,
  signal?: AbortSignal,
): Promise<GiftCardAddition | null> {
  const product = await loadProductPage(
    session,
    store,
    productId,
    { color: null, size: null, reviewSort: 'mostHelpful' },
    signal,
  );
  if (!product?.isDigital) return null;
  const TEXT = browseMessagesFor(store.locale);
  const values = giftCardValues(form);
  // A typed amount with no choice made means "Other amount" (the page without JavaScript cannot tick it by itself).
  if (!values.amount && values.customAmount) values.amount = 'other';
  const available = product.sizes.filter((entry) => entry.available && entry.upc);
  const checked = validateGiftCard(
    values,
    available.map((entry) => entry.size),
    store.locale,
  );
  if (!checked.ok)
    return { ok: false, message: TEXT.giftCardBuy.check, status: 400, giftValues: values, giftErrors: checked.errors };
  const variant = available.find((entry) => entry.size === checked.choice.preset) ?? available[0];
  if (!variant?.upc)
    return {
      ok: false,
      message: TEXT.giftCardBuy.check,
      status: 400,
      giftValues: values,
      giftErrors: { amount: TEXT.giftCardBuy.check },
    };
  const asked = Number(form.get('quantity') ?? 1);
  const quantity = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), Math.min(MAX_QUANTITY, product.maxQty)) : 1;
  try {
    const cart = await readCart(session, store, signal);
    await session.api({ siteId: store.siteId, locale: store.locale }).cart.addItem({
      cartId: cart.id,
      productId: product.id,
      upc: variant.upc,
      qty: quantity,
      maxQty: product.maxQty,
      customAmount: checked.choice.amount,
      giftOption: checked.choice.giftOption,
    });
  } catch (error) {
    // readCart's invalid-customer recovery answers a redirect to the cart page (spec §4).
    if (error instanceof Response) throw error;
    return {
      ok: false,
      message: errorMessageFor(error, errorCatalogueFor(store.locale)),
      status: 409,
      giftValues: values,
      giftErrors: {},
    };
  }
  const currency = product.price?.currency ?? 'USD';
  return {
    ok: true,
    message: TEXT.added,
    item: {
      item_id: product.id,
      item_name: product.name,
      item_variant: variant.upc,
      size: String(checked.choice.amount),
      quantity,
      price: checked.choice.amount,
      currency,
    },
  };
}
