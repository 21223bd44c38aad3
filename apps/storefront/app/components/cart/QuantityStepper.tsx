import { CartForm } from './CartForm';
import { useText } from '../../lib/useText';

/**
 * The quantity of a line: − and + buttons bounded by 1 and the line's maximum, and a number field with an Update
 * button for a typed quantity. Works as a plain form without JavaScript.
 *
 * @example
 * <QuantityStepper line={line} problemId={problem ? id : undefined} />
 */
export function QuantityStepper({
  itemId,
  name,
  qty,
  maxQty,
  problemId,
}: {
  itemId: string;
  name: string;
  qty: number;
  maxQty: number;
  problemId?: string | undefined;
}) {
  const TEXT = useText().cartQuantity;
  return (
    <CartForm intent="update" itemId={itemId} className="cart-line__quantity">
      <label htmlFor={`qty-${itemId}`}>
        {TEXT.quantity}
        <span className="sb-visually-hidden">
          {' '}
          {TEXT.of} {name}
        </span>
      </label>
      <div className="cart-stepper">
        <button type="submit" name="step" value="-1" className="cart-stepper__button" disabled={qty <= 1} formNoValidate>
          <span aria-hidden="true">−</span>
          <span className="sb-visually-hidden">
            {TEXT.decrease} {name}
          </span>
        </button>
        {/* Keyed by the cart's quantity: after a refused change the field shows what the cart still holds. */}
        <input
          key={`${itemId}-${qty}-${problemId ?? ''}`}
          id={`qty-${itemId}`}
          name="qty"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxQty}
          step={1}
          required
          defaultValue={qty}
          aria-describedby={problemId}
          aria-invalid={problemId ? true : undefined}
        />
        <button type="submit" name="step" value="+1" className="cart-stepper__button" disabled={qty >= maxQty} formNoValidate>
          <span aria-hidden="true">+</span>
          <span className="sb-visually-hidden">
            {TEXT.increase} {name}
          </span>
        </button>
      </div>
      <button type="submit">
        {TEXT.update}
        <span className="sb-visually-hidden"> {name}</span>
      </button>
    </CartForm>
  );
}
