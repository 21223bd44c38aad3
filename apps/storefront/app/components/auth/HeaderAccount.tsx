import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LIVE_CLICK } from '@switchback/content-blocks';
import { withCarriedQuery } from '../../lib/carriedQuery';
import { useShopper } from '../../lib/useShopper';
import { useStore } from '../../lib/useStore';
import { useStoreHref } from '../StoreLink';
import { useText } from '../../lib/useText';
import { AccountIcon } from '../SiteIcons';

// The sign-in flow (its forms, steps and texts) loads when the shopper first opens it, not with every page.
const SignInDialog = lazy(() => import('./SignInDialog').then((module) => ({ default: module.SignInDialog })));
const SignInConfirmation = lazy(() =>
  import('./SignInDialog').then((module) => ({ default: module.SignInConfirmation })),
);

/**
 * The current page as a `returnTo` value.
 *
 * @example
 * const returnTo = useReturnTo(); // '/en-us/cart'
 */
function useReturnTo(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The header's account entry (shared contract): a link "Account" for registered shoppers, a link "Sign in" for
 * guests. With JavaScript the "Sign in" link opens the sign-in dialog; without it, it leads to the sign-in page with
 * `returnTo` set to the current page.
 *
 * @example
 * <ul><HeaderAccount /></ul>
 */
export function HeaderAccount() {
  const TEXT = useText().headerAccount;
  const shopper = useShopper();
  const store = useStore();
  const accountHref = useStoreHref('/account');
  const returnTo = useReturnTo();
  const onSignInPage = /\/sign-in$/.test(useLocation().pathname);
  const signInPath = `${store.preview ? '/pre' : ''}/${store.locale}/sign-in`;
  const signInHref = withCarriedQuery(
    `${signInPath}?returnTo=${encodeURIComponent(onSignInPage ? `/${store.locale}/account` : returnTo)}`,
    store.search,
  );
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const close = useCallback(() => setOpen(false), []);

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (onSignInPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpening((count) => count + 1);
    setOpen(true);
  };

  // The dialog stays where it is when the shopper becomes registered half-way through the flow: sign-up (and an
  // employee's sign-in) signs in before the welcome, interests, mobile and terms steps, and the root loader then
  // answers `registered`. Rendering it in the same place for both kinds of shopper keeps it (and its fetcher's
  // answer) mounted until the flow ends.
  return (
    <li>
      {shopper?.registered ? (
        <NavLink to={accountHref} className="site-header__action">
          <AccountIcon />
          <span className="site-header__label">{TEXT.account}</span>
        </NavLink>
      ) : (
        <a
          href={signInHref}
          className="site-header__action"
          onClick={openDialog}
          aria-haspopup="dialog"
          {...(onSignInPage ? {} : LIVE_CLICK)}
        >
          <AccountIcon />
          <span className="site-header__label">{TEXT.signIn}</span>
        </a>
      )}
      {shopper?.registered && shopper.justSignedIn ? (
        <Suspense fallback={null}>
          <SignInConfirmation open />
        </Suspense>
      ) : null}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <SignInDialog open={open} opening={opening} onClose={close} action={signInHref} returnTo={returnTo} />
        </Suspense>
      ) : null}
    </li>
  );
}

function money(amount: number, currency: string | null, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency: currency ?? 'USD' }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/**
 * The notices for special shoppers under the header: the employee terms prompt (§4, §6: the discount only after
 * acceptance), the spend banner by priority employee → athlete → IPA → WRANX, and an associate's in-store
 * session.
 *
 * @example
 * <ShopperNotices />
 */
export function ShopperNotices() {
  const { headerAccount: TEXT, colon } = useText();
  const shopper = useShopper();
  const store = useStore();
  const termsHref = `${store.preview ? '/pre' : ''}/${store.locale}/sign-in`;
  if (!shopper) return null;
  const lang = store.locale;
  const notices = [];
  if (shopper.associate) {
    notices.push(
      <p key="associate" className="shopper-notice shopper-notice--associate">
        {TEXT.associate}
        {colon}
        {shopper.associate.storeEmployeeName} {TEXT.at} {shopper.associate.storeName}
      </p>,
    );
  }
  if (shopper.termsPending) {
    notices.push(
      <p key="terms" className="shopper-notice">
        {TEXT.termsPrompt} <a href={termsHref}>{TEXT.reviewTerms}</a>
      </p>,
    );
  } else if (shopper.spend) {
    const { type, currentSpend, limit, remaining } = shopper.spend;
    notices.push(
      <p key="spend" className="shopper-notice shopper-notice--spend" data-testid="spend-banner">
        <strong>
          {TEXT[type]}
          {colon.trimEnd()}
        </strong>{' '}
        {money(currentSpend, shopper.currency, lang)} {TEXT.spent} {money(limit, shopper.currency, lang)} ·{' '}
        {money(remaining, shopper.currency, lang)} {TEXT.left}
      </p>,
    );
  }
  if (notices.length === 0) return null;
  return (
    <div className="shopper-notices" role="region" aria-label={TEXT.notices}>
      {notices}
    </div>
  );
}
