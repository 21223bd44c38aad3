import { Button, TextField } from '@switchback/ui';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * Coupon entry (spec §7 PUT/DELETE /cart/v1/coupon): a refused code's message sits at the input (PRM errors).
 *
 * @example
 * <CouponForm coupons={cart.coupons} problem={null} />
 */
export function CouponForm({
  coupons,
  problem,
}: {
  coupons: { code: string; applied: boolean }[];
  problem: string | null;
}) {
  const TEXT = useCartText().cartCoupon;
  return (
    <div className="cart-coupon">
      <CartForm intent="applyCoupon" className="cart-coupon__form">
        <div className="cart-coupon__row">
          <TextField
            id="cart-coupon-code"
            name="code"
            label={TEXT.label}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            required
            requiredMarker={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'cart-coupon-problem' : undefined}
          />
          <Button type="submit" variant="secondary">
            {TEXT.apply}
          </Button>
        </div>
        {problem ? (
          <p id="cart-coupon-problem" className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </CartForm>
      {coupons.length > 0 ? (
        <>
          <h3 className="cart-coupon__title">{TEXT.applied}</h3>
          <ul className="cart-coupon__codes">
            {coupons.map((coupon) => (
              <li key={coupon.code} data-testid="coupon">
                <span>{coupon.code}</span>
                {coupon.applied ? null : <span> ({TEXT.notApplicable})</span>}{' '}
                <CartForm intent="removeCoupon" className="cart-inline-form">
                  <input type="hidden" name="code" value={coupon.code} />
                  <Button type="submit" variant="ghost" size="sm">
                    {TEXT.remove}
                    <span className="sb-visually-hidden"> {TEXT.removeWhat(coupon.code)}</span>
                  </Button>
                </CartForm>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
