import type { ReactNode } from 'react';
import { useStoreHref } from '../StoreLink';
import { UrlDialog } from '../UrlDialog';
import { useCartText } from '../../lib/cartText';

/**
 * A dialog of the cart page whose open state lives in the URL (`/cart?gift=…`): a {@link UrlDialog} with the cart's
 * close label, drawn as a panel at the top of the page without JavaScript.
 *
 * @example
 * <CartDialog title="Add a gift option" closeTo="/cart">…</CartDialog>
 */
export function CartDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  return (
    <UrlDialog
      title={title}
      closeHref={useStoreHref(closeTo)}
      closeLabel={useCartText().cartDialog.close}
      panelClassName="cart-dialog-panel"
    >
      {children}
    </UrlDialog>
  );
}
