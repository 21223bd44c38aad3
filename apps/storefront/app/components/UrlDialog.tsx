import { Dialog } from '@switchback/ui';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useHydrated } from '../lib/useHydrated';

/** Props of {@link UrlDialog}. */
export interface UrlDialogProps {
  /** The dialog's title (the panel's heading without JavaScript). */
  title: string;
  /** Where closing goes: the page's URL without the parameter that opened the dialog. */
  closeHref: string;
  /** The dialog's close button, and the panel's close link unless `continueLabel` names it. */
  closeLabel: string;
  /**
   * A footer button that closes the dialog ("Continue shopping"); without JavaScript it is the panel's close link.
   * Without it the dialog has no footer.
   */
  continueLabel?: string;
  /** Called as the dialog closes, before the navigation. */
  onClosed?: () => void;
  /** The class of the panel drawn before hydration (each page places it its own way). */
  panelClassName: string;
  /** The panel heading's level: 2, or 3 inside a page section that has its own h2. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/**
 * A dialog whose open state lives in the URL (`/cart?gift=…`, `?pickup=1`), so it works without JavaScript: the server
 * renders it as a panel in the page with a close link; once the page has hydrated it is a modal (`@switchback/ui`
 * Dialog: focus trap, Escape, focus back to the opener) and closing replaces the URL with `closeHref`, keeping the
 * scroll position. The cart's delivery and gift dialogs, the product page's store chooser and the checkout's gift
 * dialog are drawn with it.
 *
 * @example
 * <UrlDialog title="Add a gift option" closeHref={useStoreHref('/cart')} closeLabel="Close" panelClassName="cart-dialog-panel">…</UrlDialog>
 */
export function UrlDialog({
  title,
  closeHref,
  closeLabel,
  continueLabel,
  onClosed,
  panelClassName,
  headingLevel = 2,
  children,
}: UrlDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();
  if (!hydrated) {
    const Heading = headingLevel === 3 ? 'h3' : 'h2';
    return (
      <section className={panelClassName} aria-labelledby={titleId}>
        <Heading id={titleId}>{title}</Heading>
        {children}
        <p>
          <Link to={closeHref} preventScrollReset>
            {continueLabel ?? closeLabel}
          </Link>
        </p>
      </section>
    );
  }
  const close = () => {
    onClosed?.();
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <Dialog
      open
      title={title}
      closeLabel={closeLabel}
      onClose={close}
      footer={
        continueLabel ? (
          <button type="button" className="sb-button" onClick={close}>
            {continueLabel}
          </button>
        ) : undefined
      }
    >
      {children}
    </Dialog>
  );
}
