import type { Route } from './+types/cart';
import { StoreLink } from '../components/StoreLink';
import { sessionContext, storeContext } from '../lib/context.server';
import { pageMeta } from '../lib/pageMeta';
import { readCart } from '../lib/readCart.server';

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
      total: cart.totals.total,
      items: cart.items.map((item) => ({ id: item.id, name: item.name ?? item.productId, qty: item.qty })),
    },
  };
}

export const meta: Route.MetaFunction = () => pageMeta('Cart', 'The items in your Switchback cart.', { noindex: true });

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, lang } = loaderData;
  const total = new Intl.NumberFormat(lang, { style: 'currency', currency: cart.currency, currencyDisplay: cart.currency === 'CAD' ? 'code' : 'symbol' }).format(cart.total);
  return (
    <section className="page cart-page" aria-labelledby="page-title">
      <h1 id="page-title">Cart</h1>
      {cart.items.length === 0 ? (
        <div className="cart-page__empty">
          <p>Your cart is empty.</p>
          <p>
            <StoreLink to="/">Continue shopping</StoreLink>
          </p>
        </div>
      ) : (
        <>
          <ul className="cart-page__items">
            {cart.items.map((item) => (
              <li key={item.id}>
                {item.name} × {item.qty}
              </li>
            ))}
          </ul>
          <p>
            {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'}, total {total}
          </p>
        </>
      )}
      <p className="cart-page__reference">
        Cart reference <span data-testid="cart-id">{cart.id}</span> · <span data-testid="cart-currency">{cart.currency}</span>
      </p>
    </section>
  );
}
