import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** Whether the drawer is shown. The parent owns this state and sets it back to `false` in `onClose`. */
  open: boolean;
  /** Called when the shopper asks to close: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The heading; it also names the drawer for assistive technology. */
  title: ReactNode;
  /** The edge the sheet slides in from. Default `left` (menus); `right` suits a mini cart. */
  side?: 'left' | 'right' | undefined;
  /** Accessible name of the icon-only close button (translated by the app). Default `Close`. */
  closeLabel?: string | undefined;
  /** Content pinned below the scrolling body, e.g. a subtotal and checkout buttons. */
  footer?: ReactNode;
  /**
   * Keep the body rendered while closed (default `false`: it mounts on open). Set it when the content must be
   * in the server's HTML, e.g. the links of a menu that a no-JavaScript fallback shows with `:target` (give the
   * drawer an `id` and link to it).
   */
  keepMounted?: boolean | undefined;
  /** `id` of the `<dialog>` element, for a fallback link (`href="#id"`) that works before JavaScript. */
  id?: string | undefined;
  /** Extra class on the `<dialog>` element. */
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * A side sheet on the native `<dialog>` element, opened with `showModal()`: the browser traps focus in it,
 * makes the page behind inert and puts it in the top layer. It slides in from the left or right edge (no motion
 * under `prefers-reduced-motion`), the page behind it does not scroll, and Escape, the labelled close button and
 * a backdrop click all call `onClose`; focus then goes back to the element that opened it.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button variant="icon" aria-label="Menu" onClick={() => setOpen(true)}>…</Button>
 * <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
 *   <CategoryLinks />
 * </Drawer>
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'left',
  closeLabel = 'Close',
  footer,
  keepMounted = false,
  id,
  className,
  children,
}: DrawerProps) {
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
      // Browsers restore focus on close() themselves, but not when the element leaves the page, so focus is
      // restored here in both cases.
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  // The native `close` event arrives after the parent has already set `open` to false; ignore it then.
  const requestClose = () => {
    if (open) onClose();
  };

  // Escape fires `cancel`; preventing it keeps the element open until the parent changes `open`, so the React
  // state and the element never disagree.
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

  // Clicks on the ::backdrop are dispatched to the <dialog> itself; the inner surface covers the sheet.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  const classes = ['sb-drawer', `sb-drawer--${side}`];
  if (className) classes.push(className);
  const showBody = open || keepMounted;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and clicks on the ::backdrop reach the dialog itself; its controls are the buttons inside
    <dialog
      ref={dialogRef}
      id={id}
      className={classes.join(' ')}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={requestClose}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      <div className="sb-drawer__surface">
        <div className="sb-drawer__header">
          <h2 id={titleId} className="sb-drawer__title">
            {title}
          </h2>
          <button type="button" className="sb-drawer__close" aria-label={closeLabel} onClick={requestClose}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {showBody ? <div className="sb-drawer__body">{children}</div> : null}
        {showBody && footer ? <div className="sb-drawer__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
