import { Dialog } from '@switchback/ui';
import { useEffect, useRef } from 'react';
import type { PayLaterAnswer, PayLaterProvider } from './PayLaterButton';

/** Props of {@link PayLaterDialog}. */
export interface PayLaterDialogProps {
  /** The initialised provider that answered show_form. */
  provider: PayLaterProvider;
  title: string;
  /** Accessible name of the provider's frame. */
  frameTitle: string;
  closeLabel: string;
  /** Called once with the provider's answer; closing the dialog answers `cancelled`. */
  onAnswer: (answer: PayLaterAnswer) => void;
}

/**
 * The pay-later provider dialog (spec §2): a modal that holds the provider's form (its frame, on its own origin)
 * after the provider answered show_form. The native modal keeps focus inside it; the provider's form takes focus
 * once it is ready. Escape or the close button cancels.
 *
 * @example
 * <PayLaterDialog provider={provider} title="Pay later" frameTitle="Pay later (secure payment provider)" closeLabel="Close" onAnswer={settle} />
 */
export function PayLaterDialog({ provider, title, frameTitle, closeLabel, onAnswer }: PayLaterDialogProps) {
  const container = useRef<HTMLDivElement>(null);
  const answered = useRef(false);
  const answerOnce = useRef(onAnswer);
  answerOnce.current = onAnswer;

  useEffect(() => {
    const element = container.current;
    if (!element || !provider.showForm) return;
    answered.current = false;
    void provider
      .showForm({ container: element, title: frameTitle })
      .catch((): PayLaterAnswer => ({ status: 'error' }))
      .then((answer) => {
        if (answered.current) return;
        answered.current = true;
        answerOnce.current(answer);
      });
  }, [provider, frameTitle]);

  const cancel = () => {
    if (answered.current) return;
    answered.current = true;
    onAnswer({ status: 'cancelled' });
  };

  return (
    <Dialog open onClose={cancel} title={title} closeLabel={closeLabel} className="checkout-pay-later-dialog">
      <div ref={container} className="checkout-pay-later-frame" />
    </Dialog>
  );
}
