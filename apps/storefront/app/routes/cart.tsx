import { errorMessageFor, errorPlacementFor, isApiError } from '@switchback/api-client';
import { formatMoney } from '@switchback/cart';
import { data, Form } from 'react-router';
import type { Route } from './+types/cart';
import { PriceTag } from '../components/PriceTag';
import { StoreLink } from '../components/StoreLink';
import { sessionContext, storeContext } from '../lib/context.server';
import { imageSources } from '../lib/imageSources';
import { pageMeta } from '../lib/pageMeta';
import { readCart } from '../lib/readCart.server';
import { toCartLine, type CartLine } from '../lib/toCartLine';

const TEXT = {
  title: 'Cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  quantity: 'Quantity',
  update: 'Update',
  remove: 'Remove',
  updated: 'Your cart was updated.',
  removed: 'The item was removed from your cart.',
  // Spec §8, quoted.
  removeFailed: 'Unable to remove item from cart. Please try again later',
  badRequest: 'Something went wrong. Please try again.',
  badQuantity: 'Enter a whole number of at least 1.',
  color: 'Colour',
  size: 'Size',
  rowTotal: 'Total',
  summary: 'Order summary',
  itemSubtotal: 'Item subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
} as const;

const IMAGE = { width: 96, height: 120 } as const;

// Spec §8 names ITEM_NOT_AVAILABLE, NO_PRICE and INVALID_PRICE (errorPlacementFor's 'item') as item-level. A
// stock or maximum-quantity refusal of a quantity change concerns the line whose form was sent, so it is shown
// there too, next to the quantity the shopper tried to set.
const QUANTITY_ERRORS = new Set(['INV700', 'INV406', 'INV701', 'INV405', 'INV409', 'INV408']);

/** What the action answers; the page reads it to place its message. */
type CartActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; placement: 'item' | 'top'; itemId: string | null };

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const cart = await readCart(context.get(sessionContext), store, request.signal);
  // Only what the page shows goes to the browser.
  return {
    lang: store.lang,
    cart: {
      id: cart.id,
      currency: cart.currency,
      totalItems: cart.totalItems,
      totals: {
        itemSubTotal: cart.totals.itemSubTotal ?? cart.totals.itemTotal,
        totalDiscount: cart.totals.totalDiscount ?? 0,
        shipping: cart.totals.shipping ?? 0,
        tax: cart.totals.tax ?? 0,
        total: cart.totals.total,
      },
      lines: cart.items.map(toCartLine),
    },
  };
}

function field(form: FormData, name: string): string | null {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Changes the quantity of a line (`intent=update`, `PUT /cart/v1/cart/{basketId}/item`) or removes it
 * (`intent=remove`, `DELETE /cart/v1/item`). The line is looked up in the shopper's own cart, so a form can only
 * name a line id; product, UPC and maximum come from the cart. The page's loader runs again after either answer,
 * so a refused quantity leaves the line as the cart has it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const itemId = field(form, 'itemId');
  const refuse = (message: string, placement: 'item' | 'top') => data<CartActionResult>({ ok: false, message, placement, itemId }, { status: 400 });
  if ((intent !== 'update' && intent !== 'remove') || !itemId) return refuse(TEXT.badRequest, 'top');

  const cart = await readCart(session, store, request.signal);
  const line = cart.items.find((item) => item.id === itemId);
  if (!line) return refuse(TEXT.badRequest, 'top');
  const cartApi = session.api({ siteId: store.siteId, locale: store.locale }).cart;

  if (intent === 'remove') {
    try {
      await cartApi.removeItem({ cartId: cart.id, itemId: line.id, ...(line.upc ? { upc: line.upc } : {}) }, { signal: request.signal });
      return data<CartActionResult>({ ok: true, message: TEXT.removed });
    } catch (error) {
      // Reported like every API error; the shopper sees the spec's one sentence whatever the cause.
      errorMessageFor(error);
      return data<CartActionResult>({ ok: false, message: TEXT.removeFailed, placement: 'top', itemId }, { status: 409 });
    }
  }

  const qty = Number(field(form, 'qty'));
  if (!Number.isInteger(qty) || qty < 1) return refuse(TEXT.badQuantity, 'item');
  try {
    await cartApi.updateItem(
      cart.id,
      { cartId: cart.id, itemId: line.id, productId: line.productId, qty, ...(line.maxQty ? { maxQty: line.maxQty } : {}), ...(line.upc ? { upc: line.upc } : {}) },
      { signal: request.signal },
    );
    return data<CartActionResult>({ ok: true, message: TEXT.updated });
  } catch (error) {
    const message = errorMessageFor(error);
    const errorId = isApiError(error) ? error.errorId : '';
    const placement = errorPlacementFor(errorId) === 'item' || QUANTITY_ERRORS.has(errorId) ? 'item' : 'top';
    return data<CartActionResult>({ ok: false, message, placement, itemId }, { status: 409 });
  }
}

export const meta: Route.MetaFunction = () => pageMeta('Cart', 'The items in your Switchback cart.', { noindex: true });

function CartLineRow({ line, currency, lang, problem }: { line: CartLine; currency: string; lang: string; problem: string | null }) {
  const problemId = `cart-line-${line.id}-problem`;
  const image = line.imageUrl ? imageSources(line.imageUrl, [IMAGE.width]) : null;
  const name = line.pdpUrl ? <StoreLink to={line.pdpUrl}>{line.name}</StoreLink> : line.name;
  return (
    <li className="cart-line" data-testid="cart-line">
      {image ? <img className="cart-line__image" src={image.src} srcSet={image.srcSet} width={IMAGE.width} height={IMAGE.height} alt="" loading="lazy" /> : null}
      <div className="cart-line__details">
        {/* The name links to the product; "× quantity" is what the cart holds now, whatever the form shows. */}
        <h2 className="cart-line__name">
          {name} <span className="cart-line__qty">× {line.qty}</span>
        </h2>
        <dl className="cart-line__variant">
          {line.color ? (
            <div>
              <dt>{TEXT.color}</dt>
              <dd>{line.color}</dd>
            </div>
          ) : null}
          {line.size ? (
            <div>
              <dt>{TEXT.size}</dt>
              <dd>{line.size}</dd>
            </div>
          ) : null}
        </dl>
        <PriceTag price={{ currency, current: line.current, original: line.original }} lang={lang} />
        <p className="cart-line__total">
          {TEXT.rowTotal} <span data-testid="row-total">{formatMoney(line.rowTotal, currency, lang)}</span>
        </p>
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="cart-line__actions">
          <Form method="post" className="cart-line__quantity">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="itemId" value={line.id} />
            <label htmlFor={`qty-${line.id}`}>
              {TEXT.quantity}
              <span className="sb-visually-hidden"> of {line.name}</span>
            </label>
            {/* Keyed by the cart's quantity: after a refused change the field shows what the cart still holds. */}
            <input
              key={`${line.id}-${line.qty}-${problem ?? ''}`}
              id={`qty-${line.id}`}
              name="qty"
              type="number"
              inputMode="numeric"
              min={1}
              max={line.maxQty}
              step={1}
              required
              defaultValue={line.qty}
              aria-describedby={problem ? problemId : undefined}
              aria-invalid={problem ? true : undefined}
            />
            <button type="submit">
              {TEXT.update}
              <span className="sb-visually-hidden"> {line.name}</span>
            </button>
          </Form>
          <Form method="post" className="cart-line__remove">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="itemId" value={line.id} />
            <button type="submit">
              {TEXT.remove}
              <span className="sb-visually-hidden"> {line.name}</span>
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, lang } = loaderData;
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);
  const result = actionData as CartActionResult | undefined;
  const lineProblem = result && !result.ok && result.placement === 'item' ? result : null;
  const topProblem = result && !result.ok && (result.placement === 'top' || !cart.lines.some((line) => line.id === result.itemId)) ? result : null;
  return (
    <section className="page cart-page" aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      {topProblem ? (
        <p className="cart-page__problem" role="alert">
          {topProblem.message}
        </p>
      ) : null}
      {/* Always in the page so that screen readers announce a later update made without a reload. */}
      <p className="cart-page__status" role="status">
        {result?.ok ? result.message : null}
      </p>
      {cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{TEXT.empty}</p>
          <p>
            <StoreLink to="/">{TEXT.continueShopping}</StoreLink>
          </p>
        </div>
      ) : (
        <>
          <ul className="cart-page__items">
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} currency={cart.currency} lang={lang} problem={lineProblem?.itemId === line.id ? lineProblem.message : null} />
            ))}
          </ul>
          <section className="cart-page__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{TEXT.summary}</h2>
            <p>
              {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'}
            </p>
            <dl className="cart-totals">
              <div>
                <dt>{TEXT.itemSubtotal}</dt>
                <dd data-testid="item-subtotal">{money(cart.totals.itemSubTotal)}</dd>
              </div>
              <div>
                <dt>{TEXT.discount}</dt>
                <dd data-testid="discount">{cart.totals.totalDiscount > 0 ? `−${money(cart.totals.totalDiscount)}` : money(0)}</dd>
              </div>
              <div>
                <dt>{TEXT.shipping}</dt>
                <dd data-testid="shipping">{money(cart.totals.shipping)}</dd>
              </div>
              <div>
                <dt>{TEXT.tax}</dt>
                <dd data-testid="tax">{money(cart.totals.tax)}</dd>
              </div>
              <div className="cart-totals__total">
                <dt>{TEXT.total}</dt>
                <dd data-testid="cart-total">{money(cart.totals.total)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
      <p className="cart-page__reference">
        Cart reference <span data-testid="cart-id">{cart.id}</span> · <span data-testid="cart-currency">{cart.currency}</span>
      </p>
    </section>
  );
}
