import { Button } from '@switchback/ui';
import { useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { useHydrated } from './useHydrated';
import { useAccountText } from '../../lib/accountText';
import { pageNonce } from '../../lib/cspNonce';


interface PayLaterProvider {
  init(options: { clientToken: string }): void;
  authorize(options: { email: string }): Promise<{ status?: string; authorization_token?: string }>;
}

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
    script.onload = () => (window.SandboxPayLater ? resolve(window.SandboxPayLater) : reject(new Error('pay-later script did not load')));
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
 * the provider's answer: approved → its token; `show_form` → the provider shows its own form, nothing to say;
 * anything else → the PAY400 message.
 *
 * @example
 * <PayLaterButton scriptUrl={session.scriptUrl} clientToken={session.clientToken} email={email} failureMessage={msg} />
 */
export function PayLaterButton({ scriptUrl, clientToken, email, failureMessage }: PayLaterButtonProps) {
  const TEXT = useAccountText().checkoutPayLater;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  async function authorise() {
    setState('working');
    try {
      const provider = await loadProvider(scriptUrl);
      provider.init({ clientToken });
      const answer = await provider.authorize({ email });
      if (answer.status === 'show_form') return setState('idle');
      if (answer.status === 'approved' && answer.authorization_token) {
        const form = button.current?.form;
        if (!form) return setState('failed');
        const data = new FormData(form);
        data.set('intent', 'billing');
        data.set('paymentMethod', 'KLARNA');
        data.set('payLaterStatus', 'approved');
        data.set('payLaterToken', answer.authorization_token);
        await submit(data, { method: 'post' });
        return setState('idle');
      }
      setState('failed');
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
      {hydrated ? null : <p className="checkout-notice">{TEXT.noScript}</p>}
    </div>
  );
}
