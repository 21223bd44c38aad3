import { Button, QuantityStepper as QuantityStepperField } from '@switchback/ui';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * The quantity of a line: the ui `QuantityStepper` (− and + bounded by 1 and the line's maximum, submitted as steps)
 * and an Update button for a typed quantity. Works as a plain form without JavaScript.
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
  const TEXT = useCartText().cartQuantity;
  return (
    <CartForm intent="update" itemId={itemId} className="cart-line__quantity">
      {/* − and + submit the step (the server applies it, so they work without JavaScript); the field and Update
          send a typed quantity. resetKey: after a refused change the field shows what the cart still holds. */}
      {/* Enter in the field presses a form's first submit button: this hidden one sends the typed quantity, as
          Update does, where the first would otherwise be − (a step down). */}
      <button type="submit" hidden tabIndex={-1}>
        {TEXT.update}
      </button>
      <QuantityStepperField
        id={`qty-${itemId}`}
        name="qty"
        stepName="step"
        label={
          <>
            {TEXT.quantity}
            <span className="sb-visually-hidden">
              {' '}
              {TEXT.of} {name}
            </span>
          </>
        }
        defaultValue={qty}
        max={maxQty}
        resetKey={`${itemId}-${problemId ?? ''}`}
        decrementLabel={`${TEXT.decrease} ${name}`}
        incrementLabel={`${TEXT.increase} ${name}`}
        // The cart page's own status says "Your cart was updated" (or why not): one announcement, not two.
        announce={false}
        required
        requiredMarker={false}
        aria-describedby={problemId}
        aria-invalid={problemId ? true : undefined}
      />
      <Button type="submit" variant="ghost" size="sm">
        {TEXT.update}
        <span className="sb-visually-hidden"> {name}</span>
      </Button>
    </CartForm>
  );
}
