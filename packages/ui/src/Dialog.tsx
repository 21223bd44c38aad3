import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. The parent owns this state and sets it back to `false` in `onClose`. */
  open: boolean;
  /** Called when the shopper asks to close: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** Accessible name of the icon-only close button (translated by the app). Default `Close`. */
  closeLabel?: string | undefined;
  /** Actions pinned below the scrolling body, e.g. confirm and cancel buttons. */
  footer?: ReactNode;
  /** Extra class on the `<dialog>` element. */
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * The element that took an opener's place when the page drew it anew while the dialog was open (a cart line moved to
 * another group by the dialog's own change): the one with the same id, or the link to the same address.
 */
function successorOf(opener: Element): Element | null {
  const page = opener.ownerDocument;
  if (opener.id) return page.getElementById(opener.id);
  const href = opener.getAttribute('href');
  if (opener.tagName !== 'A' || href === null) return null;
  return [...page.querySelectorAll('a[href]')].find((link) => link.getAttribute('href') === href) ?? null;
}

/**
 * A modal dialog on the native `<dialog>` element, opened with `showModal()` so the browser provides the
 * focus trap, the inert page behind it and the top layer. It is a bottom panel on small screens and a
 * centred modal from the md breakpoint (CSS in `styles.css`). Escape, the labelled close button and a
 * backdrop click all call `onClose`; when it closes, focus goes back to the element that opened it (or to the one
 * that took its place, when the page drew it anew meanwhile).
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>Size guide</Button>
 * <Dialog open={open} onClose={() => setOpen(false)} title="Size guide">
 *   <SizeTable />
 * </Dialog>
 */
export function Dialog({ open, onClose, title, closeLabel = 'Close', footer, className, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return undefined;
    if (!dialog.open) {
      openerRef.current = dialog.ownerDocument.activeElement;
      dialog.showModal();
    }
    return () => {
      // Runs when the dialog closes or unmounts while open. Browsers restore focus on close() themselves,
      // but not when the element is removed from the page, so focus is restored here in both cases.
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      const target = opener && (opener.isConnected ? opener : successorOf(opener));
      if (target instanceof HTMLElement) target.focus();
    };
  }, [open]);

  // The native `close` event arrives after the parent has already set `open` to false; ignore it then.
  const requestClose = () => {
    if (open) onClose();
  };

  // Escape fires `cancel`; preventing it keeps the element open until the parent changes `open`, so the
  // React state and the element never disagree.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // Environments without the native close request (older browsers, test DOMs) still close on Escape.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      requestClose();
    }
  };

  // A form with method="dialog" closes the element natively; tell the parent so its state follows.
  const handleClose = () => {
    requestClose();
  };

  // Clicks on the ::backdrop are dispatched to the <dialog> itself; the inner surface covers the box.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and clicks on the ::backdrop reach the dialog itself; its controls are the buttons inside
    <dialog
      ref={dialogRef}
      className={className ? `sb-dialog ${className}` : 'sb-dialog'}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleClose}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className="sb-dialog__header">
        <h2 id={titleId} className="sb-dialog__title">
          {title}
        </h2>
        <button type="button" className="sb-dialog__close" aria-label={closeLabel} onClick={requestClose}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {/* The body mounts only while open, so heavy content (forms, media) costs nothing until it is needed. */}
      {open ? <div className="sb-dialog__body">{children}</div> : null}
      {open && footer ? <div className="sb-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}
