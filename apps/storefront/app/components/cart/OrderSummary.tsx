import { taxRow } from '../../lib/taxRow';
import { formatMoney, percentage, type ApproachingDisplay, type PromotionLine } from '@switchback/cart';
import type { ReactNode } from 'react';
import { StoreLink } from '../StoreLink';
import { useCartText } from '../../lib/cartText';

/**
 * The cart's order summary (spec §2): subtotal, discounts (with the percentage), shipping, tax and total, the
 * applied promotions by level, the approaching-promotion message, and the checkout button.
 *
 * @example
 * <OrderSummary cart={view} lang="en-US">{coupon form}</OrderSummary>
 */
export function OrderSummary({
  currency,
  lang,
  totalItems,
  totals,
  promotions,
  approaching,
  children,
}: {
  currency: string;
  lang: string;
  totalItems: number;
  totals: {
    itemSubTotal: number;
    totalDiscount: number;
    totalDiscountPercentage: number;
    shipping: number;
    tax: number;
    taxIncluded?: boolean;
    taxKnown?: boolean;
    total: number;
  };
  promotions: { ORDER: PromotionLine[]; PRODUCT: PromotionLine[]; SHIPPING: PromotionLine[] };
  approaching: ApproachingDisplay[];
  children?: ReactNode;
}) {
  const TEXT = useCartText().cartSummary;
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const applied = [...promotions.PRODUCT, ...promotions.ORDER, ...promotions.SHIPPING];
  const tax = taxRow(totals, TEXT, money);
  return (
    <section className="cart-page__summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{TEXT.summary}</h2>
      {approaching.map((promotion) => (
        <p
          key={promotion.id}
          className="cart-approaching"
          data-testid="approaching-promotion"
          data-threshold={promotion.thresholdStatus}
        >
          {promotion.message}
        </p>
      ))}
      <p className="cart-page__count">{TEXT.items(totalItems)}</p>
      <dl className="cart-totals">
        <div>
          <dt>{TEXT.itemSubtotal}</dt>
          <dd data-testid="item-subtotal">{money(totals.itemSubTotal)}</dd>
        </div>
        <div>
          <dt>
            {TEXT.discount}
            {totals.totalDiscount > 0 && totals.totalDiscountPercentage > 0
              ? ` (${(percentage(totals.totalDiscountPercentage) / 100).toLocaleString(lang, { style: 'percent', maximumFractionDigits: 1 })})`
              : ''}
          </dt>
          <dd data-testid="discount">{totals.totalDiscount > 0 ? `−${money(totals.totalDiscount)}` : money(0)}</dd>
        </div>
        <div>
          <dt>{TEXT.shipping}</dt>
          <dd data-testid="shipping">{totals.shipping > 0 ? money(totals.shipping) : TEXT.free}</dd>
        </div>
        <div>
          <dt>{tax.label}</dt>
          <dd data-testid="tax">{tax.value}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{TEXT.total}</dt>
          <dd data-testid="cart-total">{money(totals.total)}</dd>
        </div>
      </dl>
      {applied.length > 0 ? (
        <>
          <h3 className="cart-promotions__title">{TEXT.promotions}</h3>
          <ul className="cart-promotions" data-testid="promotions">
            {applied.map((promotion) => (
              <li key={promotion.id}>{promotion.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
      <p className="cart-checkout">
        <StoreLink to="/checkout" className="sb-button sb-button--primary sb-button--size-lg sb-button--full-width">
          {TEXT.checkout}
        </StoreLink>
      </p>
    </section>
  );
}
