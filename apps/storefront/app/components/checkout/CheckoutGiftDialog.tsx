import { Button, TextArea, TextField } from '@switchback/ui';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { UrlDialog } from '../UrlDialog';
import { useCheckoutText } from '../../lib/checkoutText';

/** Props of {@link CheckoutGiftDialog}. */
export interface CheckoutGiftDialogProps {
  /** The line the gift option belongs to. */
  line: { id: string; name: string; giftOption: { to: string; email: string; message: string } | null };
  /** What the shopper typed last time, when the server refused it. */
  values: Record<string, string>;
  /** Field messages (`giftEmail`, `giftMessage`). */
  errors: Record<string, string>;
  /** The shipping step's URL, where closing goes. */
  closeHref: string;
}

/**
 * The add-gift-option dialog (spec §2; §3 gift option: to, email, message) of one line, opened from the checkout's
 * shipping step with `?gift={itemId}`. Without JavaScript it is a panel at the top of the step with a close link;
 * once hydrated it is a modal (`@switchback/ui` Dialog: focus trap, Escape, focus back to the opener) and closing
 * returns to the step. Saving posts intent `gift`, removing intent `removeGift`.
 *
 * @example
 * <CheckoutGiftDialog line={{ id: 'l1', name: 'Parka', giftOption: null }} values={{}} errors={{}} closeHref="/en-us/checkout?step=shipping" />
 */
export function CheckoutGiftDialog({ line, values, errors, closeHref }: CheckoutGiftDialogProps) {
  const TEXT = useCheckoutText().checkout;
  const gift = line.giftOption;
  const value = (name: 'giftTo' | 'giftEmail' | 'giftMessage', saved: string | undefined) =>
    values[name] ?? saved ?? '';
  const problem = (name: string) =>
    errors[name] ? (
      <span id={`${name}-problem`} className="checkout-field__error" role="alert">
        {errors[name]}
      </span>
    ) : null;
  const body: ReactNode = (
    <>
      <p>{TEXT.giftIntro(line.name)}</p>
      <Form method="post" noValidate className="checkout-form">
        <input type="hidden" name="intent" value="gift" />
        <input type="hidden" name="itemId" value={line.id} />
        <TextField
          id="gift-to"
          name="giftTo"
          label={TEXT.giftTo}
          maxLength={60}
          autoComplete="off"
          defaultValue={value('giftTo', gift?.to)}
        />
        <div className="checkout-field">
          <TextField
            id="gift-email"
            name="giftEmail"
            label={TEXT.giftEmail}
            type="email"
            maxLength={100}
            autoComplete="off"
            defaultValue={value('giftEmail', gift?.email)}
            aria-invalid={errors.giftEmail ? true : undefined}
            aria-describedby={errors.giftEmail ? 'giftEmail-problem' : undefined}
          />
          {problem('giftEmail')}
        </div>
        <div className="checkout-field">
          <TextArea
            id="gift-message"
            name="giftMessage"
            label={TEXT.giftMessage}
            hint={TEXT.giftMessageHint}
            rows={3}
            maxLength={250}
            defaultValue={value('giftMessage', gift?.message)}
            aria-invalid={errors.giftMessage ? true : undefined}
            aria-describedby={errors.giftMessage ? 'giftMessage-problem' : undefined}
          />
          {problem('giftMessage')}
        </div>
        <Button type="submit">{TEXT.giftSave}</Button>
      </Form>
      {gift ? (
        <Form method="post">
          <input type="hidden" name="intent" value="removeGift" />
          <input type="hidden" name="itemId" value={line.id} />
          <Button type="submit" variant="ghost" size="sm">
            {TEXT.giftRemove}
          </Button>
        </Form>
      ) : null}
    </>
  );
  return (
    <UrlDialog
      title={TEXT.giftTitle}
      closeHref={closeHref}
      closeLabel={TEXT.giftClose}
      panelClassName="checkout-gift-panel"
      headingLevel={3}
    >
      {body}
    </UrlDialog>
  );
}
