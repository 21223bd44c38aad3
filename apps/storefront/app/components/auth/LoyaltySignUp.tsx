import { Button } from '@switchback/ui';
import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';

// The flow's forms load when the shopper first opens the dialog, as in the header.
const SignInDialog = lazy(() => import('./SignInDialog').then((module) => ({ default: module.SignInDialog })));

/**
 * Props of {@link LoyaltySignUp}.
 *
 * @example
 * <LoyaltySignUp href="/en-us/sign-in?returnTo=%2Fen-us%2Fxplr-pass&loyalty=1" label="Join XPLR Pass" />
 */
export interface LoyaltySignUpProps {
  /** The loyalty sign-up's URL (the sign-in route with `loyalty=1` and `returnTo`); `null` hides the button. */
  href: string | null;
  /** The button's label, also the dialog's title. */
  label: string;
}

/**
 * The loyalty sign-up dialog (spec §2 "loyalty sign up"): a button that opens the sign-in and enrolment flow with
 * `loyalty=1` in a dialog over the page. A new e-mail signs up and is enrolled with the programme's terms; an
 * existing account signs in and joins; every later step (welcome, mobile, profile, interests) stays in the dialog,
 * which closes when the flow returns to `returnTo`. Without JavaScript the button is a link to the same flow on
 * the sign-in page.
 *
 * Render it whatever the shopper's state: it keeps the dialog mounted when the page's loader, revalidated after
 * sign-up, no longer offers the button (`href` null).
 *
 * @example
 * <LoyaltySignUp href={pass.state === 'guest' ? pass.loyaltySignUp : null} label={TEXT.join} />
 */
export function LoyaltySignUp({ href, label }: LoyaltySignUpProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const [action, setAction] = useState(href ?? '');
  const close = useCallback(() => setOpen(false), []);
  const returnTo =
    new URL(action || '/', 'http://shop.invalid').searchParams.get('returnTo') ??
    `${location.pathname}${location.search}`;

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setAction(href);
    setOpening((count) => count + 1);
    setOpen(true);
  };

  return (
    <>
      {href ? (
        <p>
          <Button href={href} onClick={openDialog} aria-haspopup="dialog">
            {label}
          </Button>
        </p>
      ) : null}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={open}
            opening={opening}
            onClose={close}
            action={action}
            returnTo={returnTo}
            title={label}
            content="loyalty-modal"
          />
        </Suspense>
      ) : null}
    </>
  );
}
