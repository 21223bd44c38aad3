import { isApiError, type Cart, type CartItem } from '@switchback/api-client';
import { cartErrorFor, cartTextsFor, formatMoney, groupCartItems, maxQuantityOf } from '@switchback/cart';
import { CART_KEY, useCart, useCartMutations } from '@switchback/cart/react';
import { Drawer } from '@switchback/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { browserCartLifecycle } from '../../lib/browserCart';
import { htmlLang } from '../../lib/locales';
import { toCartLine } from '../../lib/toCartLine';
import { useStore } from '../../lib/useStore';
import { StoreLink } from '../StoreLink';
import { useCartText } from '../../lib/cartText';
import './MiniCart.css';

/** Props of {@link MiniCartDrawer}. */
export interface MiniCartDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Opened after an add: headed "Added to your cart" instead of "Your cart". */
  added?: boolean | undefined;
}

/** What the locale layout's loader hands on about the cart (see `headerCart`) and the page's commerce site. */
interface LayoutCartData {
  cartId?: string | null;
  /** The header's count (the cart's `totalItems` when the page was loaded or last revalidated). */
  cartCount?: number | null;
  siteId?: string;
}

/** A refused change, shown at its line (or above the lines when it is about the cart as a whole). */
interface Problem {
  itemId: string | null;
  message: string;
}

/**
 * What the drawer draws of a cart: the lines in the cart page's order (collected in store first, bonus lines first)
 * and the merchandise subtotal at sale prices (the cart page's subtotal row).
 */
function miniCartView(cart: Cart) {
  const groups = groupCartItems(cart.items, { bonusFirst: true });
  return {
    currency: cart.currency,
    totalItems: cart.totalItems,
    subtotal: cart.totals.itemSubTotal ?? cart.totals.itemTotal,
    lines: [...groups.pickup, ...groups.home].map(toCartLine),
  };
}

/**
 * The mini cart (spec §2): a drawer from the right with the cart's lines (picture, name, colour and size, quantity
 * with − and +, Remove, price) and subtotal, with Checkout and View cart.
 *
 * The cart comes from `@switchback/cart/react`'s swr hooks over the browser's cart lifecycle (`lib/browserCart`,
 * through the `/api` proxy): read when the drawer first opens and again each time it reopens (adds and the cart
 * page change the cart through route actions), changed with `useCartMutations` — a quantity or a removal shows at
 * once and is rolled back, with the reason at the line, when commerce-api refuses it (and the cart is read again:
 * the refusal may come from an out-of-date view). Every drawer of the page shares swr's cache; after a change, or a
 * reading that disagrees with the header's count, the route loaders revalidate, so the header's count follows. A
 * shopper without a cart sees the empty drawer and nothing is read. Focus stays in the drawer when a press disables
 * or removes its own button (− to 1, + to the maximum, Remove): it goes to the line's next usable control, or to the
 * count.
 *
 * @example
 * <MiniCartDrawer open={open} onClose={() => setOpen(false)} />
 */
export function MiniCartDrawer({ open, onClose, added = false }: MiniCartDrawerProps) {
  const TEXT = useCartText().miniCart;
  const LINE = useCartText().cartLine;
  const QUANTITY = useCartText().cartQuantity;
  const { locale } = useStore();
  const lang = htmlLang(locale);
  const live = useRouteLoaderData<LayoutCartData>('live');
  const preview = useRouteLoaderData<LayoutCartData>('preview');
  const layout = live ?? preview;
  const cartId = layout?.cartId ?? null;
  const headerCount = layout?.cartCount;
  const siteId = layout?.siteId ?? '';
  const lifecycle = useMemo(() => browserCartLifecycle({ siteId, locale, cartId }), [siteId, locale, cartId]);
  const key = `${CART_KEY}:${cartId ?? ''}`;
  const { data: cart, error: readError, mutate } = useCart(lifecycle, { key, enabled: cartId !== null });
  const { setQuantity, removeItem } = useCartMutations(lifecycle, { key, current: cart });
  const { revalidate } = useRevalidator();
  const [problem, setProblem] = useState<Problem | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  // The line of the last − / + / Remove pressed: where focus goes back to when that press took it away.
  const changedLine = useRef<string | null>(null);

  // The first opening reads the cart (swr, on mount); each later one reads it again, since adds and the cart page
  // change it through route actions that swr does not see.
  const opened = useRef(false);
  useEffect(() => {
    if (!open) return;
    if (opened.current) void mutate();
    opened.current = true;
    setProblem(null);
  }, [open, mutate]);

  const view = useMemo(() => (cart ? miniCartView(cart) : undefined), [cart]);

  // The cart read here may have changed since the page's loaders read it (another tab, the cart page): the header's
  // count follows. Not while a change is on its way (its optimistic copy is not the cart yet; the change revalidates
  // when it lands), and once per disagreement, so a count the loader words differently cannot loop.
  const changing = useRef(0);
  const revalidatedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || changing.current > 0 || typeof headerCount !== 'number' || cart.totalItems === headerCount) return;
    const disagreement = `${cart.totalItems}/${headerCount}`;
    if (revalidatedFor.current === disagreement) return;
    revalidatedFor.current = disagreement;
    void revalidate();
  }, [cart, headerCount, revalidate]);

  // A step to 1 or to the maximum disables the button that had focus, and a removal takes its button away: focus
  // would fall out of the dialog to the page's body. It moves to the line's first control still usable, or, once
  // the line is gone, to the count, which says what is left.
  useEffect(() => {
    const lineId = changedLine.current;
    if (!open || lineId === null) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (!lost) return;
    changedLine.current = null;
    const line = linesRef.current?.querySelector(`[data-line-id="${CSS.escape(lineId)}"]`);
    (line?.querySelector<HTMLElement>('button:not(:disabled)') ?? countRef.current)?.focus();
  });

  const change = (item: CartItem, run: () => Promise<Cart | undefined>, operation: 'change' | 'remove') => {
    setProblem(null);
    changedLine.current = item.id;
    changing.current += 1;
    run().then(
      // The header's count and the page's loaders follow the cart.
      () => {
        changing.current -= 1;
        void revalidate();
      },
      (error: unknown) => {
        changing.current -= 1;
        // The refusal may come from a view that is out of date (the line changed or went in another tab): the cart
        // is read again, as the cart page's loaders do after its actions, and the header follows. A removal whose
        // line is gone anyway did what the shopper asked: no message then.
        void mutate().then((fresh) => {
          if (operation === 'remove' && fresh && !fresh.items.some((entry) => entry.id === item.id)) setProblem(null);
          void revalidate();
        });
        const texts = cartTextsFor(locale);
        if (!isApiError(error)) {
          setProblem({ itemId: null, message: operation === 'remove' ? texts.removeFailed : texts.errors.GEN500! });
          return;
        }
        const shown = cartErrorFor(error, {
          texts,
          itemId: item.id,
          maxAllowedQty: maxQuantityOf(item),
          operation,
        });
        setProblem({ itemId: shown.itemId, message: shown.message });
      },
    );
  };

  const empty = cartId === null || (view !== undefined && view.lines.length === 0);
  const status = empty ? TEXT.empty : view ? TEXT.items(view.totalItems) : readError ? null : TEXT.loading;
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
              <span>{TEXT.subtotal}</span> <strong>{formatMoney(view.subtotal, view.currency, lang)}</strong>
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
      {status ? (
        <p ref={countRef} role="status" className="mini-cart__count" tabIndex={-1}>
          {status}
        </p>
      ) : null}
      {(readError && !view) || (problem && problem.itemId === null) ? (
        <p role="alert" className="mini-cart__problem">
          {problem?.message ?? cartTextsFor(locale).errors.GEN500}
        </p>
      ) : null}
      {view && !empty ? (
        <ul ref={linesRef} className="mini-cart__lines">
          {view.lines.map((line) => {
            const item = cart?.items.find((entry) => entry.id === line.id);
            const problemId = problem?.itemId === line.id ? `mini-cart-problem-${line.id}` : undefined;
            return (
              <li key={line.id} className="mini-cart__line" data-line-id={line.id}>
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
                  {item ? (
                    <span className="mini-cart__actions">
                      <button
                        type="button"
                        className="mini-cart__step"
                        aria-label={`${QUANTITY.decrease} ${line.name}`}
                        aria-describedby={problemId}
                        disabled={line.qty <= 1}
                        onClick={() => change(item, () => setQuantity(item, line.qty - 1), 'change')}
                      >
                        −
                      </button>
                      <button
                        type="button"
                        className="mini-cart__step"
                        aria-label={`${QUANTITY.increase} ${line.name}`}
                        aria-describedby={problemId}
                        disabled={line.qty >= line.maxQty}
                        onClick={() => change(item, () => setQuantity(item, line.qty + 1), 'change')}
                      >
                        +
                      </button>
                      <button
                        type="button"
                        className="mini-cart__remove"
                        aria-label={`${LINE.remove} ${line.name}`}
                        aria-describedby={problemId}
                        onClick={() => change(item, () => removeItem(item), 'remove')}
                      >
                        {LINE.remove}
                      </button>
                    </span>
                  ) : null}
                  {problemId ? (
                    <span role="alert" id={problemId} className="mini-cart__problem">
                      {problem?.message}
                    </span>
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
            );
          })}
        </ul>
      ) : null}
    </Drawer>
  );
}
