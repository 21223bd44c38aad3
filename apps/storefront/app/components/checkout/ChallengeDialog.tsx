import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { providerMessage } from './paymentMessages';
import { useHydrated } from '../../lib/useHydrated';
import { useCheckoutText } from '../../lib/checkoutText';

/** Props of {@link ChallengeDialog}. */
export interface ChallengeDialogProps {
  /** The bank's challenge page, with `?origin=` of this shop. */
  src: string;
  providerOrigin: string;
  orderNumber: string;
}

/**
 * The three-ds challenge dialog (spec §2, §4): the bank's page in an iframe; when it posts its result, the result
 * goes to the checkout action, which patches the order with it. A modal `<dialog>`: focus moves into it and
 * stays there until the bank answers.
 *
 * @example
 * <ChallengeDialog src={challengeUrl} providerOrigin={paymentsOrigin} orderNumber="SB40000001" />
 */
export function ChallengeDialog({ src, providerOrigin, orderNumber }: ChallengeDialogProps) {
  const TEXT = useCheckoutText().checkoutChallenge;
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const submit = useSubmit();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.matches(':modal')) {
      if (element.open) element.close();
      element.showModal();
    }
    const onMessage = (event: MessageEvent) => {
      const data = providerMessage(event, providerOrigin);
      if (!data || data.type !== 'challenge.completed' || typeof data.challengeResult !== 'string') return;
      void submit({ intent: 'challenge', orderNumber, challengeResult: data.challengeResult }, { method: 'post' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin, orderNumber, submit]);
  return (
    // Escape must not dismiss it: the order waits for the bank's answer.
    <dialog
      ref={dialog}
      open
      className="checkout-challenge"
      aria-labelledby="challenge-title"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="challenge-title">{TEXT.title}</h2>
      <p>{TEXT.intro}</p>
      <iframe className="checkout-challenge__frame" title={TEXT.frameTitle} src={src} width={420} height={300} />
      {hydrated ? null : <p className="checkout-notice">{TEXT.noScript}</p>}
      <Form method="post" hidden>
        <input type="hidden" name="intent" value="challenge" />
        <input type="hidden" name="orderNumber" value={orderNumber} />
      </Form>
    </dialog>
  );
}
