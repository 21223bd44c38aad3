import { Button } from '@switchback/ui';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { Field, FormMessage, useFocusFirstError } from './Field';
import type { ToastQueue } from '@switchback/cart';
import { useMessageToast } from '../QueuedToasts';
import { frameHeight } from '../checkout/HostedCardFields';
import type { FormOutcome } from '../../lib/accountForms';
import { useAccountText } from '../../lib/accountText';

/** The `source` the sandbox payment provider's pages put on their messages (commerce-api's paymentRoutes). */
const PROVIDER_SOURCE = 'switchback-sandbox-pay';

interface TokenisedCard {
  token: string;
  cardType: string;
  lastFour: string;
  expirationMonth: string;
  expirationYear: string;
}

/**
 * Saves a credit card to the account. The number is typed into the payment provider's own frame (another origin)
 * and never reaches the shop: the frame posts back a token with the card type, last four digits and expiry, which
 * go into the form as hidden fields next to the name on the card.
 *
 * @example
 * const { queue } = useToastQueue(); // the page's, drawn once by QueuedToasts
 * <SavedCardForm hostedFields={{ src, origin }} outcome={actionData} toasts={queue} />
 */
export function SavedCardForm({
  hostedFields,
  outcome,
  toasts,
}: {
  hostedFields: { src: string; origin: string };
  outcome: FormOutcome | undefined;
  toasts: ToastQueue;
}) {
  const TEXT = useAccountText().savedCardForm;
  const [hydrated, setHydrated] = useState(false);
  const [card, setCard] = useState<TokenisedCard | null>(null);
  // The provider reports the height of its fields (they wrap on phones), as on the checkout's billing step.
  const [height, setHeight] = useState<number | null>(null);
  const mine = outcome?.form === 'credit-card' ? outcome : undefined;
  const formRef = useFocusFirstError(mine);
  useEffect(() => {
    setHydrated(true);
    const onMessage = (event: MessageEvent) => {
      const data = event.data as Record<string, unknown> | null;
      if (
        event.origin !== hostedFields.origin ||
        typeof data !== 'object' ||
        data === null ||
        data.source !== PROVIDER_SOURCE
      )
        return;
      if (data.type === 'card.tokenized' && typeof data.token === 'string') {
        setCard({
          token: data.token,
          cardType: String(data.cardType ?? ''),
          lastFour: String(data.lastFour ?? ''),
          expirationMonth: String(data.expirationMonth ?? ''),
          expirationYear: String(data.expirationYear ?? ''),
        });
      }
      if (data.type === 'card.error') setCard(null);
      if (data.type === 'card.resize') setHeight(frameHeight(data.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [hostedFields.origin]);
  // A saved card empties the form for the next one.
  useEffect(() => {
    if (mine?.ok) setCard(null);
  }, [mine]);
  // Spec §8: a card that could not be saved is said in an error toast (the server's message for a card saved
  // before, else 'credit card save failed'); the queue keeps one toast per message. Without JavaScript it stays inline.
  const failure = mine && !mine.ok ? mine.message : undefined;
  const toasted = useMessageToast(toasts, failure, 'error', { trigger: mine });
  const inline = toasted && failure && mine ? { ...mine, message: undefined } : outcome;
  return (
    <Form method="post" ref={formRef} className="account-form" noValidate>
      <input type="hidden" name="intent" value="creditCard" />
      <FormMessage outcome={inline} form="credit-card" />
      <Field
        id="credit-card-holder"
        name="holder"
        label={TEXT.holder}
        autoComplete="cc-name"
        error={mine?.errors?.holder}
        defaultValue={mine && !mine.ok ? mine.values?.holder : undefined}
        required
      />
      <p id="credit-card-hint" className="account-field__hint">
        {TEXT.hint}
      </p>
      <iframe
        className="account-card-frame"
        title={TEXT.frameTitle}
        src={hostedFields.src}
        width={420}
        height={330}
        style={height === null ? undefined : { height: `${height}px` }}
      />
      <input type="hidden" name="cardToken" value={card?.token ?? ''} />
      <input type="hidden" name="cardType" value={card?.cardType ?? ''} />
      <input type="hidden" name="lastFour" value={card?.lastFour ?? ''} />
      <input type="hidden" name="expirationMonth" value={card?.expirationMonth ?? ''} />
      <input type="hidden" name="expirationYear" value={card?.expirationYear ?? ''} />
      <p role="status" className="account-message account-message--ok">
        {card ? TEXT.ready(card.cardType, card.lastFour) : ''}
      </p>
      {mine?.errors?.card ? <p className="account-field__error">{mine.errors.card}</p> : null}
      {hydrated ? null : <p className="account-notice">{TEXT.noScript}</p>}
      <Button type="submit">{TEXT.save}</Button>
    </Form>
  );
}
