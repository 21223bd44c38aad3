import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from '@switchback/ui';
import { LOOKUP_VIEW, type FlowView } from '../../lib/authFlowView';
import { SignInFlowView } from './SignInFlowView';
import { useText } from '../../lib/useText';

/**
 * Props of {@link SignInDialog}.
 *
 * @example
 * <SignInDialog open={open} opening={1} onClose={close} action="/en-us/sign-in?returnTo=%2Fen-us%2Fcart" returnTo="/en-us/cart" />
 */
export interface SignInDialogProps {
  open: boolean;
  /** Counts the openings: each opening starts a fresh flow (a new fetcher). */
  opening: number;
  onClose: () => void;
  /** The sign-in route's URL. */
  action: string;
  returnTo: string;
}

/**
 * The sign-in dialog (spec §2): the same flow and forms as the `/sign-in` page, sent through a fetcher so the page
 * stays behind it. Built on the ui `Dialog` (native modal `<dialog>`: focus kept inside, Escape closes, focus goes
 * back to the opener; a centred modal on large screens, a panel on small ones). When the flow ends the action
 * redirects to `returnTo` (the page the shopper was on), which reloads the header as signed in.
 *
 * @example
 * <SignInDialog open opening={1} onClose={() => setOpen(false)} action={signInHref} returnTo={location.pathname} />
 */
export function SignInDialog({ open, opening, onClose, action, returnTo }: SignInDialogProps) {
  const TEXT = useText().signInDialog;
  const fetcher = useFetcher<{ flow: FlowView }>({ key: `sign-in-dialog-${opening}` });
  const view = fetcher.data?.flow ?? LOOKUP_VIEW;

  // A modal <dialog> keeps focus off the page, but Tab past its last control leaves for the browser's own UI;
  // wrap it around instead, both ways.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = document.querySelector<HTMLDialogElement>('dialog.sign-in-dialog[open]');
      if (!dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
        (element) => !element.hidden && element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} title={TEXT.title} closeLabel={TEXT.close} className="sign-in-dialog">
      <SignInFlowView
        key={opening}
        view={view}
        Form={fetcher.Form}
        action={action}
        returnTo={returnTo}
        idPrefix="sign-in-dialog"
        busy={fetcher.state !== 'idle'}
        manageFocus
        headingLevel={3}
        autoFocus
        via="dialog"
      />
    </Dialog>
  );
}

/**
 * The sign-in confirmation dialog (spec §2), shown on the page a shopper returns to after signing in from the
 * sign-in dialog.
 *
 * @example
 * <SignInConfirmation open={shopper.justSignedIn} />
 */
export function SignInConfirmation({ open }: { open: boolean }) {
  const CONFIRMATION = useText().signInConfirm;
  const TEXT = useText().signInDialog;
  const [dismissed, setDismissed] = useState(false);
  const close = () => setDismissed(true);
  return (
    <Dialog
      open={open && !dismissed}
      onClose={close}
      title={CONFIRMATION.title}
      closeLabel={TEXT.close}
      className="sign-in-confirmation"
      footer={
        <button type="button" className="sb-button" onClick={close}>
          {CONFIRMATION.continue}
        </button>
      }
    >
      <p>{CONFIRMATION.body}</p>
    </Dialog>
  );
}
