import { Button, Dialog } from '@switchback/ui';
import { useCallback, useEffect, useState } from 'react';
import { DIALOG_TEXTS, useBlockTexts } from './blockTexts';
import { CallToActions } from './CallToActions';
import type { DialogBlockData } from './dialogBlockSchema';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link DialogBlock}. */
export type DialogBlockProps = Omit<DialogBlockData, 'type' | 'mediaPosition' | 'targets'> & {
  type?: 'dialogBlock';
  mediaPosition?: DialogBlockData['mediaPosition'] | undefined;
  targets?: DialogBlockData['targets'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

function currentHash(): string {
  return typeof window === 'undefined' ? '' : decodeURIComponentSafe(window.location.hash.slice(1));
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Opens the dialog block whose `modalId` this is: sets the page's hash (a new history entry, so Back closes
 * it) and tells the blocks. Apps that give `BlockRenderer` an `onOpenModal` pass it on to this for modal ids
 * they do not handle themselves, e.g. `onOpenModal={(id) => openModalByHash(id)}`.
 *
 * @example
 * openModalByHash('modal-size-guide');
 */
export function openModalByHash(modalId: string): void {
  const { pathname, search } = window.location;
  // An absolute path and query, so a <base> element cannot send the shopper to another page.
  window.history.pushState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(modalId)}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * A dialog block: a modal with a title, media, rich text and call-to-action links. It opens when the page's
 * hash names it (`#modal-size-guide`, as a CMS `#modal…` link sets it when the app gives no `onOpenModal`; on
 * load too, so a shared link opens it) or from its own trigger button (`triggerText`). Closing it removes the
 * hash without a new history entry. It is the `Dialog` of `@switchback/ui` (native `<dialog>`: focus moves
 * in, Escape closes, focus returns to the opener). Media positions: `top`, `body` (after the text),
 * `left-normal` (a third of the width from md) and `left-large` (half); stacked on phones.
 *
 * @example
 * <DialogBlock id="size-guide" modalId="modal-size-guide" title="Size guide" triggerText="Size guide"
 *   richText={{ html: '<p>Measure your chest at its widest.</p>' }} />
 */
export function DialogBlock({
  id,
  modalId = `modal-${id}`,
  title,
  subtitle,
  triggerText,
  richText,
  media,
  mediaPosition = 'top',
  targets = [],
  linkType,
  preview = false,
}: DialogBlockProps) {
  const TEXT = useBlockTexts('dialog', DIALOG_TEXTS);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sync = () => setOpen(currentHash() === modalId);
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [modalId]);

  const close = useCallback(() => {
    setOpen(false);
    if (currentHash() === modalId) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  }, [modalId]);

  const image = media ? (
    <img
      className="sb-dialog-block__media"
      src={media.url}
      alt={media.alt ?? ''}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
    />
  ) : null;

  return (
    <div className="sb-dialog-block" data-modal-id={modalId}>
      {triggerText?.trim() ? (
        // A link to its own hash: the hash change opens it, and the address can be shared.
        <Button
          href={`#${encodeURIComponent(modalId)}`}
          variant="secondary"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            openModalByHash(modalId);
          }}
        >
          {triggerText}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onClose={close}
        title={title}
        closeLabel={TEXT.close}
        className={`sb-dialog-block__dialog sb-dialog-block--${mediaPosition}`}
      >
        <div className="sb-dialog-block__layout">
          {mediaPosition !== 'body' ? image : null}
          <div className="sb-dialog-block__body">
            {subtitle ? <p className="sb-dialog-block__subtitle">{subtitle}</p> : null}
            {richText ? <SanitizedHtml className="sb-rich-text" html={richText.html} /> : null}
            {mediaPosition === 'body' ? image : null}
            {linkType !== 'No-CTA' && targets.length > 0 ? (
              <CallToActions className="sb-dialog-block__ctas" targets={targets} preview={preview} />
            ) : null}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
