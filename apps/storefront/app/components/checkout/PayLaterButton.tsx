import { Button } from '@switchback/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { useHydrated } from '../../lib/useHydrated';
import { useCheckoutText } from '../../lib/checkoutText';
import { pageNonce } from '../../lib/cspNonce';

/** What the pay-later provider answers: approved (with a token), show_form, cancelled (its form), or an error. */
export interface PayLaterAnswer {
  status?: string;
  authorization_token?: string;
}

/** The pay-later provider's script API (the sandbox's `window.SandboxPayLater`). */
export interface PayLaterProvider {
  init(options: { clientToken: string }): void;
  authorize(options: { email: string }): Promise<PayLaterAnswer>;
  /** After show_form: the provider's form in `container`; settles with approved, error (declined) or cancelled. */
  showForm?(options: { container: HTMLElement; title?: string }): Promise<PayLaterAnswer>;
}

// The provider step's dialog loads on the first show_form only: most shoppers never see it.
const PayLaterDialog = lazy(() => import('./PayLaterDialog').then((module) => ({ default: module.PayLaterDialog })));

declare global {
  interface Window {
    SandboxPayLater?: PayLaterProvider;
  }
}

let loading: Promise<PayLaterProvider> | null = null;

/** Loads the provider's script once per page, however often the shopper tries (spec §4). */
function loadProvider(scriptUrl: string): Promise<PayLaterProvider> {
  if (window.SandboxPayLater) return Promise.resolve(window.SandboxPayLater);
  loading ??= new Promise<PayLaterProvider>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    // The page's CSP nonce (lib/securityHeaders.server): the provider's script is allowed like the shop's own.
    script.nonce = pageNonce() ?? '';
    script.dataset.payLater = 'true';
    script.onload = () =>
      window.SandboxPayLater ? resolve(window.SandboxPayLater) : reject(new Error('pay-later script did not load'));
    script.onerror = () => {
      loading = null;
      reject(new Error('pay-later script did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Props of {@link PayLaterButton}. */
export interface PayLaterButtonProps {
  scriptUrl: string;
  clientToken: string;
  email: string;
  /** The spec's PAY400 message, shown for any answer but approved and show_form. */
  failureMessage: string;
}

/**
 * Authorises the pay-later provider in the browser (its script, its session), then sends the billing form with
 * the provider's answer: approved → its token; `show_form` → the pay-later provider dialog (spec §2) with the
 * provider's own form, whose answer is treated the same way (cancelled → back to billing, nothing said);
 * anything else → the PAY400 message.
 *
 * @example
 * <PayLaterButton scriptUrl={session.scriptUrl} clientToken={session.clientToken} email={email} failureMessage={msg} />
 */
export function PayLaterButton({ scriptUrl, clientToken, email, failureMessage }: PayLaterButtonProps) {
  const TEXT = useCheckoutText().checkoutPayLater;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'working' | 'form' | 'failed'>('idle');
  const [provider, setProvider] = useState<PayLaterProvider | null>(null);
  const previous = useRef(state);
  // The button was disabled while the provider was asked, so the dialog had no opener to give focus back to:
  // a cancelled or declined form returns focus here.
  useEffect(() => {
    if (previous.current === 'form' && (state === 'idle' || state === 'failed')) button.current?.focus();
    previous.current = state;
  }, [state]);

  /** Sends the billing form with the provider's answer (the server's checkout machine takes it from there). */
  async function settle(answer: PayLaterAnswer) {
    if (answer.status === 'cancelled') return setState('idle');
    if (answer.status === 'approved' && answer.authorization_token) {
      const form = button.current?.form;
      if (!form) return setState('failed');
      setState('working');
      const data = new FormData(form);
      data.set('intent', 'billing');
      data.set('paymentMethod', 'KLARNA');
      data.set('payLaterStatus', 'approved');
      data.set('payLaterToken', answer.authorization_token);
      await submit(data, { method: 'post' });
      return setState('idle');
    }
    setState('failed');
  }

  async function authorise() {
    setState('working');
    try {
      const loaded = await loadProvider(scriptUrl);
      loaded.init({ clientToken });
      const answer = await loaded.authorize({ email });
      // show_form is no error (spec §4): the provider needs the shopper's answers first, in its own form.
      if (answer.status === 'show_form') {
        if (!loaded.showForm) return setState('failed');
        setProvider(loaded);
        return setState('form');
      }
      await settle(answer);
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="checkout-pay-later">
      <Button ref={button} variant="secondary" onClick={() => void authorise()} disabled={state === 'working'}>
        {TEXT.button}
      </Button>
      <p role="status">{state === 'working' ? TEXT.working : ''}</p>
      {state === 'failed' ? (
        <p role="alert" className="checkout-problem">
          {failureMessage}
        </p>
      ) : null}
      {state === 'form' && provider ? (
        <Suspense fallback={null}>
          <PayLaterDialog
            provider={provider}
            title={TEXT.dialogTitle}
            frameTitle={TEXT.frameTitle}
            closeLabel={TEXT.close}
            onAnswer={(answer) => void settle(answer)}
          />
        </Suspense>
      ) : null}
      {hydrated ? null : <p className="checkout-notice">{TEXT.noScript}</p>}
    </div>
  );
}
