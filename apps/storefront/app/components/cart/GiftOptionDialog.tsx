import { Button, TextArea, TextField } from '@switchback/ui';
import type { CartLine } from '../../lib/toCartLine';
import { CartDialog } from './CartDialog';
import { CartForm } from './CartForm';
import { useCartText } from '../../lib/cartText';

/**
 * The add-gift-option dialog (spec §2, §3 gift option: to, email, message) of one line.
 *
 * @example
 * <GiftOptionDialog line={line} problem={null} />
 */
export function GiftOptionDialog({ line, problem }: { line: CartLine; problem: string | null }) {
  const TEXT = useCartText().cartGift;
  const problemId = `gift-${line.id}-problem`;
  const gift = line.giftOption;
  return (
    <CartDialog title={TEXT.title} closeTo="/cart">
      <p>
        {TEXT.intro} {line.name}.
      </p>
      <CartForm intent="gift" itemId={line.id} className="cart-gift-form">
        <TextField
          id={`gift-to-${line.id}`}
          name="to"
          label={TEXT.to}
          maxLength={60}
          autoComplete="off"
          defaultValue={gift?.to ?? ''}
        />
        <TextField
          id={`gift-email-${line.id}`}
          name="email"
          type="email"
          label={TEXT.email}
          maxLength={100}
          autoComplete="off"
          defaultValue={gift?.email ?? ''}
          aria-describedby={problem ? problemId : undefined}
        />
        <TextArea
          id={`gift-message-${line.id}`}
          name="message"
          label={TEXT.message}
          hint={TEXT.messageHint}
          maxLength={250}
          rows={3}
          defaultValue={gift?.message ?? ''}
        />
        {problem ? (
          <p id={problemId} className="cart-line__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <Button type="submit">{TEXT.save}</Button>
      </CartForm>
      {gift ? (
        <CartForm intent="removeGift" itemId={line.id}>
          <Button type="submit" variant="ghost" size="sm">
            {TEXT.remove}
          </Button>
        </CartForm>
      ) : null}
    </CartDialog>
  );
}
