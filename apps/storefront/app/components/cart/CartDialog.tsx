import { Dialog } from '@switchback/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { StoreLink, useStoreHref } from '../StoreLink';
import { useCartText } from '../../lib/cartText';

/**
 * A cart dialog whose open state lives in the URL (`/cart?gift=…`), so it works without JavaScript: the server
 * renders it as a panel at the top of the page with a Close link; once the page has hydrated it becomes a modal
 * (`@switchback/ui` Dialog: focus trap, Escape, focus back to the opener) and closing goes back to `/cart`.
 *
 * @example
 * <CartDialog title="Add a gift option" closeTo="/cart">…</CartDialog>
 */
export function CartDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const TEXT = useCartText().cartDialog;
  const [hydrated, setHydrated] = useState(false);
  const navigate = useNavigate();
  const closeHref = useStoreHref(closeTo);
  const titleId = useId();
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <section className="cart-dialog-panel" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        {children}
        <p>
          <StoreLink to={closeTo} preventScrollReset>
            {TEXT.close}
          </StoreLink>
        </p>
      </section>
    );
  }
  return (
    <Dialog
      open
      title={title}
      closeLabel={TEXT.close}
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {children}
    </Dialog>
  );
}
