import { Form, useLocation } from 'react-router';
import { useStore } from '../../lib/useStore';
import { useText } from '../../lib/useText';

/**
 * A "Sign out" button (spec §4): a form posted to the sign-in route's action, so it works without JavaScript. The
 * server revokes the refresh token, clears the shopper's stores, starts a guest session and sends the shopper home
 * from cart, checkout, favourites or account pages, else back to the page they were on.
 *
 * @example
 * <SignOutButton />
 */
export function SignOutButton({ className }: { className?: string }) {
  const TEXT = useText().signOut;
  const store = useStore();
  const location = useLocation();
  return (
    <Form method="post" action={`${store.preview ? '/pre' : ''}/${store.locale}/sign-in`} className={className}>
      <input type="hidden" name="intent" value="signOut" />
      <input type="hidden" name="from" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="sb-button sb-button--secondary">
        {TEXT.signOut}
      </button>
    </Form>
  );
}
