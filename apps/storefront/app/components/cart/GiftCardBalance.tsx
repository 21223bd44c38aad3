import { Button, TextField } from '@switchback/ui';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * Gift-card balance check (spec §7 POST /cart/v1/giftcard/balance); its answer and gift-card errors (GC_*) show
 * at the input (spec §8).
 *
 * @example
 * <GiftCardBalance result={{ ok: true, message: 'This gift card has a balance of $100.00.' }} />
 */
export function GiftCardBalance({ result }: { result: { ok: boolean; message: string } | null }) {
  const TEXT = useCartText().cartGiftCard;
  const messageId = 'cart-gift-card-message';
  return (
    <details className="cart-gift-card" open={result ? true : undefined}>
      <summary>{TEXT.title}</summary>
      <CartForm intent="giftCardBalance" className="cart-gift-card__form">
        <TextField
          id="cart-gift-card-number"
          name="cardNumber"
          label={TEXT.number}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9 ]{16,23}"
          maxLength={23}
          required
          requiredMarker={false}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? messageId : undefined}
        />
        <TextField
          id="cart-gift-card-pin"
          name="pin"
          label={TEXT.pin}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4,8}"
          maxLength={8}
          required
          requiredMarker={false}
        />
        {result ? (
          <p
            id={messageId}
            className={result.ok ? 'cart-gift-card__balance' : 'cart-line__problem'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </p>
        ) : null}
        <Button type="submit" variant="secondary">
          {TEXT.check}
        </Button>
      </CartForm>
    </details>
  );
}
