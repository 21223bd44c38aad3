import type { CartLine } from '../../lib/toCartLine';
import { CartDialog } from './CartDialog';
import { CartForm } from './CartForm';
import { useText } from '../../lib/useText';

/**
 * The add-gift-option dialog (spec §2, §3 gift option: to, email, message) of one line.
 *
 * @example
 * <GiftOptionDialog line={line} problem={null} />
 */
export function GiftOptionDialog({ line, problem }: { line: CartLine; problem: string | null }) {
  const TEXT = useText().cartGift;
  const problemId = `gift-${line.id}-problem`;
  const gift = line.giftOption;
  return (
    <CartDialog title={TEXT.title} closeTo="/cart">
      <p>
        {TEXT.intro} {line.name}.
      </p>
      <CartForm intent="gift" itemId={line.id} className="cart-gift-form">
        <p>
          <label htmlFor={`gift-to-${line.id}`}>{TEXT.to}</label>
          <input id={`gift-to-${line.id}`} name="to" type="text" maxLength={60} autoComplete="off" defaultValue={gift?.to ?? ''} />
        </p>
        <p>
          <label htmlFor={`gift-email-${line.id}`}>{TEXT.email}</label>
          <input id={`gift-email-${line.id}`} name="email" type="email" maxLength={100} autoComplete="off" defaultValue={gift?.email ?? ''} aria-describedby={problem ? problemId : undefined} />
        </p>
        <p>
          <label htmlFor={`gift-message-${line.id}`}>{TEXT.message}</label>
          <textarea id={`gift-message-${line.id}`} name="message" maxLength={250} rows={3} defaultValue={gift?.message ?? ''} aria-describedby={`gift-hint-${line.id}`} />
          <span id={`gift-hint-${line.id}`} className="cart-hint">
            {TEXT.messageHint}
          </span>
        </p>
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="sb-button">
          {TEXT.save}
        </button>
      </CartForm>
      {gift ? (
        <CartForm intent="removeGift" itemId={line.id}>
          <button type="submit">{TEXT.remove}</button>
        </CartForm>
      ) : null}
    </CartDialog>
  );
}
