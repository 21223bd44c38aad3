import type { CartActionResult } from '../../lib/cartText';
import type { CartView } from '../../lib/toCartView';
import { CartLineItem } from './CartLineItem';
import { CouponForm } from './CouponForm';
import { GiftCardBalance } from './GiftCardBalance';
import { OrderSummary } from './OrderSummary';

/** One delivery group of the cart's lines (pickup, home), as the cart page titles it. */
export interface CartLineGroup {
  key: string;
  title: string;
  lines: CartView['lines'];
}

/**
 * What a cart with lines shows (spec §2 cart page): the lines by delivery group, and beside them the order summary
 * with the coupon and gift-card balance forms. A chunk of its own (lib/cartIslands.ts): an empty cart never loads
 * the line, stepper, coupon and summary code.
 *
 * @example
 * <CartContents cart={cart} lang="en-US" groups={groups} lineProblem={null} dialogLineId={null} pendingQty={() => null} result={undefined} />
 */
export function CartContents({
  cart,
  lang,
  groups,
  lineProblem,
  dialogLineId,
  pendingQty,
  result,
}: {
  cart: CartView;
  lang: string;
  groups: readonly CartLineGroup[];
  /** A problem of one line (its own form's answer). */
  lineProblem: { itemId: string | null; message: string } | null;
  /** The line whose dialog is open: the dialog shows that line's problem, not the line. */
  dialogLineId: string | null;
  /** The quantity a line's pending update will set, shown until the answer comes. */
  pendingQty: (itemId: string) => number | null;
  /** The latest cart form's answer (the coupon and gift-card forms read theirs). */
  result: CartActionResult | undefined;
}) {
  const failed = result && !result.ok ? result : null;
  return (
    <div className="cart-page__layout">
      <div className="cart-page__groups">
        {groups.map((entry) => (
          <section key={entry.key} aria-labelledby={`cart-group-${entry.key}`}>
            <h2 id={`cart-group-${entry.key}`}>{entry.title}</h2>
            <ul className="cart-page__items">
              {entry.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  currency={cart.currency}
                  lang={lang}
                  problem={lineProblem?.itemId === line.id && dialogLineId !== line.id ? lineProblem.message : null}
                  pendingQty={pendingQty(line.id)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <OrderSummary
        currency={cart.currency}
        lang={lang}
        totalItems={cart.totalItems}
        totals={cart.totals}
        promotions={cart.promotions}
        approaching={cart.approaching}
      >
        <CouponForm coupons={cart.coupons} problem={failed?.placement === 'coupon' ? failed.message : null} />
        <GiftCardBalance result={result?.placement === 'giftCard' ? result : null} />
      </OrderSummary>
    </div>
  );
}
