import { formatMoney } from '@switchback/cart';
import { Drawer } from '@switchback/ui';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { CartView } from '../../lib/toCartView';
import { StoreLink, useStoreHref } from '../StoreLink';
import { useCartText } from '../../lib/cartText';
import './MiniCart.css';

/** Props of {@link MiniCartDrawer}. */
export interface MiniCartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Opened after an add: headed "Added to your cart" instead of "Your cart". */
  added?: boolean | undefined;
}

/**
 * The mini cart (spec §2): a drawer from the right with the cart's lines (picture, name, colour and size, quantity,
 * price) and subtotal, read from the cart page's loader each time it opens, with Checkout and View cart.
 *
 * @example
 * <MiniCartDrawer open={open} onClose={() => setOpen(false)} />
 */
export function MiniCartDrawer({ open, onClose, added = false }: MiniCartDrawerProps) {
  const TEXT = useCartText().miniCart;
  const LINE = useCartText().cartLine;
  const fetcher = useFetcher<{ cart: CartView; lang: string }>();
  const cartHref = useStoreHref('/cart');
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(cartHref);
  }, [open, cartHref, load]);
  const view = fetcher.data?.cart;
  const lang = fetcher.data?.lang ?? 'en-US';
  const empty = view !== undefined && view.lines.length === 0;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={added ? TEXT.title : TEXT.drawerTitle}
      closeLabel={TEXT.close}
      className="mini-cart"
      footer={
        <>
          {view && !empty ? (
            <p className="mini-cart__subtotal">
              <span>{TEXT.subtotal}</span> <strong>{formatMoney(view.totals.itemSubTotal, view.currency, lang)}</strong>
            </p>
          ) : null}
          {empty ? null : (
            <StoreLink to="/checkout" className="sb-button sb-button--primary sb-button--full-width">
              {TEXT.checkout}
            </StoreLink>
          )}
          <StoreLink to="/cart" className="sb-button sb-button--secondary sb-button--full-width">
            {TEXT.viewCart}
          </StoreLink>
        </>
      }
    >
      {view ? (
        <>
          <p role="status" className="mini-cart__count">
            {empty ? TEXT.empty : TEXT.items(view.totalItems)}
          </p>
          <ul className="mini-cart__lines">
            {view.lines.map((line) => (
              <li key={line.id} className="mini-cart__line">
                {line.imageUrl ? (
                  <img
                    className="mini-cart__image"
                    src={line.imageUrl}
                    alt=""
                    width={64}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="mini-cart__image" />
                )}
                <span className="mini-cart__details">
                  <span className="mini-cart__name">
                    {line.name} × {line.qty}
                  </span>
                  {line.color || line.size ? (
                    <span className="mini-cart__variant">{[line.color, line.size].filter(Boolean).join(' · ')}</span>
                  ) : null}
                </span>
                <span className="mini-cart__price">
                  {formatMoney(line.rowTotal, view.currency, lang)}
                  {/* The employee discount of the line (commerce-core §6), as the cart names it. */}
                  {line.employeeDiscount ? (
                    <span className="mini-cart__employee-discount" data-testid="mini-cart-employee-discount">
                      {LINE.employeeDiscount} −{formatMoney(line.employeeDiscount, view.currency, lang)}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p role="status" className="mini-cart__count">
          {TEXT.loading}
        </p>
      )}
    </Drawer>
  );
}
