import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Dialog } from '@switchback/ui';
import { LOOKUP_VIEW, type FlowView } from '../../lib/authFlowView';
import { SignInFlowView } from './SignInFlowView';
import { DialogContent } from './DialogContent';
import type { DialogContentName } from '../../lib/dialogContent';
import { useAuthText } from '../../lib/authText';

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
  /** The sign-in route's URL (with `loyalty=1` for the loyalty sign-up). */
  action: string;
  returnTo: string;
  /** The dialog's title; default "Your Switchback account" (the loyalty sign-up names the programme). */
  title?: string;
  /**
   * The fixed-name CMS page drawn under the flow's first steps (lookup, sign in, sign up): by default
   * `sign-in-modal`, and `sign-up-modal` on the sign-up step; the loyalty sign-up gives `loyalty-modal`.
   */
  content?: DialogContentName | undefined;
  /**
   * The step each opening starts at, until the first answer: the e-mail lookup by default (what the shop uses).
   * Storybook shows every step of the flow this way.
   */
  startView?: FlowView;
}

/**
 * The sign-in dialog (spec §2): the same flow and forms as the `/sign-in` page, sent through a fetcher so the page
 * stays behind it. Built on the ui `Dialog` (native modal `<dialog>`: focus kept inside, Escape closes, focus goes
 * back to the opener; a centred modal on large screens, a panel on small ones). Every step stays in the dialog,
 * also those after the shopper is signed in (welcome, mobile, profile, interests, employee terms): the host must
 * keep it mounted when the root loader turns the shopper registered. When the flow ends the action redirects to
 * `returnTo` (the page the shopper was on), which closes the dialog and reloads the header as signed in.
 *
 * @example
 * <SignInDialog open opening={1} onClose={() => setOpen(false)} action={signInHref} returnTo={location.pathname} />
 */
export function SignInDialog({
  open,
  opening,
  onClose,
  action,
  returnTo,
  title,
  content,
  startView = LOOKUP_VIEW,
}: SignInDialogProps) {
  const TEXT = useAuthText().signInDialog;
  const fetcher = useFetcher<{ flow: FlowView }>({ key: `sign-in-dialog-${opening}` });
  const view = fetcher.data?.flow ?? startView;

  // The flow ends with a redirect to `returnTo` (a navigation, even to the page the dialog is on): the dialog
  // closes then. Signing in half-way (sign-up, an employee's sign-in) only revalidates, so the later steps stay.
  const location = useLocation();
  const seenLocation = useRef(location.key);
  useEffect(() => {
    if (seenLocation.current === location.key) return;
    seenLocation.current = location.key;
    onClose();
  }, [location.key, onClose]);

  // A modal <dialog> keeps focus off the page, but Tab past its last control leaves for the browser's own UI;
  // wrap it around instead, both ways.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = document.querySelector<HTMLDialogElement>('dialog.sign-in-dialog[open]');
      if (!dialog) return;
      const focusable = [
        ...dialog.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((element) => !element.hidden && element.getClientRects().length > 0);
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
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? TEXT.title}
      closeLabel={TEXT.close}
      className="sign-in-dialog"
    >
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
      <DialogContent name={dialogContentFor(view.step, content)} />
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
  const CONFIRMATION = useAuthText().signInConfirm;
  const TEXT = useAuthText().signInDialog;
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

/** The dialog's CMS page for a step of the flow: only before the shopper is signed in. */
function dialogContentFor(step: FlowView['step'], given: DialogContentName | undefined): DialogContentName | null {
  if (step !== 'lookup' && step !== 'signIn' && step !== 'signUp') return null;
  return given ?? (step === 'signUp' ? 'sign-up-modal' : 'sign-in-modal');
}
