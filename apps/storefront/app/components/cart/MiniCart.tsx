import { formatMoney } from '@switchback/cart';
import { Dialog } from '@switchback/ui';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { CART_CONFIG } from '../../lib/cartConfig';
import type { CartView } from '../../lib/toCartView';
import { StoreLink, useStoreHref } from '../StoreLink';
import { useText } from '../../lib/useText';

/**
 * The mini cart dialog (spec §2) that opens after a product was added, when configured (`CART_CONFIG`): the cart's
 * lines and subtotal, read from the cart page's loader, with View cart and Checkout. It needs JavaScript; without
 * it the product page's own confirmation and "View cart" link remain.
 *
 * @example
 * <MiniCart added={actionData?.ok ? actionData : undefined} />
 */
export function MiniCart({ added, enabled = CART_CONFIG.miniCartOnAdd }: { added: object | undefined; enabled?: boolean }) {
  const TEXT = useText().miniCart;
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ cart: CartView; lang: string }>();
  const cartHref = useStoreHref('/cart');
  const { load } = fetcher;
  useEffect(() => {
    if (!enabled || !added) return;
    setOpen(true);
    void load(cartHref);
    // A new answer object is a new add: open again.
  }, [added, enabled, cartHref, load]);
  if (!enabled) return null;
  const view = fetcher.data?.cart;
  const lang = fetcher.data?.lang ?? 'en-US';
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={TEXT.title} closeLabel={TEXT.close} className="mini-cart">
      {view ? (
        <>
          <p role="status">{TEXT.items(view.totalItems)}</p>
          <ul className="mini-cart__lines">
            {view.lines.map((line) => (
              <li key={line.id}>
                <span>
                  {line.name} × {line.qty}
                </span>{' '}
                <span>{formatMoney(line.rowTotal, view.currency, lang)}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__subtotal">
            {TEXT.subtotal} <strong>{formatMoney(view.totals.itemSubTotal, view.currency, lang)}</strong>
          </p>
        </>
      ) : (
        <p>{TEXT.loading}</p>
      )}
      <p className="mini-cart__actions">
        <StoreLink to="/cart" className="sb-button">
          {TEXT.viewCart}
        </StoreLink>{' '}
        <StoreLink to="/checkout">{TEXT.checkout}</StoreLink>
      </p>
    </Dialog>
  );
}
