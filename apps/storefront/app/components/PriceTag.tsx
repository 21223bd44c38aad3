import { describePrice, type ProductPrice } from '../lib/describePrice';
import { useText } from '../lib/useText';

/**
 * A product price: the current price (or range), the original price struck through when on sale, and — on the
 * product page (`detailed`) — the discount percentage and the lowest previous price of the omnibus rule. Screen
 * readers hear one sentence ("Sale price $289.00, was $359.00") instead of two bare amounts.
 *
 * @example
 * <PriceTag price={card.price} lang="en-CA" />
 */
export function PriceTag({ price, lang, detailed = false }: { price: ProductPrice; lang: string; detailed?: boolean }) {
  const t = useText();
  const shown = describePrice(price, lang, t);
  return (
    <div className="price-tag" data-testid="price">
      <p className="price-tag__amounts">
        <span className="sb-visually-hidden">{shown.label}</span>
        <span aria-hidden="true">
          <span className={shown.original ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}>{shown.current}</span>
          {shown.original ? (
            <>
              {' '}
              <s className="price-tag__original">{shown.original}</s>
            </>
          ) : null}
        </span>
        {detailed && shown.discountPercent > 0 ? <span className="price-tag__discount"> {t.discount(shown.discountPercent.toLocaleString(lang))}</span> : null}
      </p>
      {detailed && shown.lowestPrevious ? (
        <p className="price-tag__lowest">{t.lowestPrevious(shown.lowestPrevious)}</p>
      ) : null}
    </div>
  );
}
