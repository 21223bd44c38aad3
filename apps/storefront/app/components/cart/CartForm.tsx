import type { ReactNode } from 'react';
import { useState } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import type { CartActionResult } from '../../lib/cartText';

/** All cart forms share one fetcher: its answer is the page's latest cart message. */
export const CART_FETCHER_KEY = 'cart';

/**
 * A cart form: a plain POST to the cart page's action without JavaScript (the page re-renders with the answer),
 * and a fetcher submission with it (no navigation; the cart's loaders revalidate).
 *
 * @example
 * <CartForm intent="remove" itemId={line.id}><button type="submit">Remove</button></CartForm>
 */
export function CartForm({
  intent,
  itemId,
  action,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  intent: string;
  itemId?: string | undefined;
  action?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
  'aria-label'?: string | undefined;
}) {
  return (
    <Form
      method="post"
      navigate={false}
      fetcherKey={CART_FETCHER_KEY}
      preventScrollReset
      className={className}
      action={action}
      aria-label={ariaLabel}
    >
      <input type="hidden" name="intent" value={intent} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      {children}
    </Form>
  );
}

/**
 * The latest answer of a cart form: the shared fetcher's (with JavaScript) or the route's action data (without).
 *
 * @example
 * const result = useCartResult(actionData);
 */
export function useCartResult(actionData: CartActionResult | undefined): {
  result: CartActionResult | undefined;
  pending: FormData | undefined;
} {
  const fetcher = useFetcher<CartActionResult>({ key: CART_FETCHER_KEY });
  const location = useLocation();
  // An answer from before the last navigation (a dialog's redirect back to the cart) is stale: the page has moved on.
  // Only a navigation marks the answer of that moment as stale (state adjusted while rendering, as React advises).
  const { data } = fetcher;
  const [seen, setSeen] = useState<{ key: string; stale: CartActionResult | undefined }>(() => ({
    key: location.key,
    stale: data,
  }));
  let stale = seen.stale;
  if (seen.key !== location.key) {
    stale = data;
    setSeen({ key: location.key, stale: data });
  }
  const fresh = data !== undefined && data !== stale ? data : undefined;
  return { result: fresh ?? actionData, pending: fetcher.state === 'submitting' ? fetcher.formData : undefined };
}
