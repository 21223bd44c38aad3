import { useEffect, useId, useRef, type CSSProperties, type MouseEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Dialog } from '@switchback/ui';
import { useBlockContext } from './BlockContext';
import { useBlockFeatures } from './BlockFeatures';
import type { BlockServices } from './blockServices';
import { DIALOG_TEXTS, useBlockTexts, type CloseTexts } from './blockTexts';
import { CallToActions } from './CallToActions';
import { Newsletter } from './Newsletter';
import type { PopupBlock } from './popupBlockSchema';
import { popupMachine } from './popupMachine';
import { SanitizedHtml } from './SanitizedHtml';

import { POPUP_DEFAULT_DELAY_MS } from './popupDefaults';

export { POPUP_DEFAULT_DELAY_MS };

/** Props of {@link Popup}. */
export type PopupProps = Omit<PopupBlock, 'type' | 'variant' | 'targets'> & {
  type?: 'popup';
  variant?: PopupBlock['variant'] | undefined;
  targets?: PopupBlock['targets'] | undefined;
  /** The page it is shown on, for "once per visitor per page". Default: the block context's path. */
  pageKey?: string | undefined;
  /** Overrides the block context's services (analytics, and the newsletter call of the newsletter variant). */
  services?: BlockServices | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** localStorage keys of a pop-up: dismissed for good, and already shown on one page. */
export function popupStorageKeys(id: string, pageKey: string): { dismissed: string; seen: string } {
  return { dismissed: `sb-popup-dismissed:${id}`, seen: `sb-popup-seen:${id}:${pageKey}` };
}

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Blocked storage: the pop-up is simply not remembered.
  }
}

/** The pop-up's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.popup`). */
export const POPUP_TEXTS: CloseTexts = { close: (title: string) => `Close: ${title}` };

/**
 * A newsletter or account-registration pop-up (content-blocks §2, §4, §9), on `popupMachine`. Nothing is
 * rendered on the server or before its delay (`delay` seconds, default 2000 ms); then a minimised tab shows
 * its `minimizedTitle` with a close button, and expanding it opens a modal dialog (`@switchback/ui` Dialog:
 * focus moves in and is trapped, Escape closes, focus returns) with the logo, title, message, links (or, for
 * the newsletter variant when the app gives the newsletter call, the sign-up form) and the disclaimer.
 *
 * Once per visitor per page: once shown on a page it is not shown there again; closing it (from the tab or
 * the dialog) dismisses it everywhere, remembered in localStorage. Impression (when shown), expand and clicks on
 * its links or its sign-up form's submit button are reported through `services.onEvent`. In an editor's preview
 * (`BlockFeatures.inPlacePopups`) it shows at once, in its place in the page, and nothing is remembered.
 *
 * @example
 * <Popup id="popup-newsletter" delay={8} minimizedTitle="Get 10% off" maximizedTitle="Join the trail crew"
 *   title="Sign up for 10% off your first order" targets={[{ id: 's', text: 'Sign up', url: '/en-gb/sign-up' }]} />
 */
export function Popup(props: PopupProps) {
  const {
    id,
    variant = 'newsletter',
    delay,
    logo,
    logoSize = 'sm',
    minimizedTitle,
    maximizedTitle,
    title,
    richText,
    disclaimer,
    targets = [],
    backgroundColor,
    preview = false,
  } = props;
  const TEXT = useBlockTexts('popup', POPUP_TEXTS);
  const dialogText = useBlockTexts('dialog', DIALOG_TEXTS);
  const context = useBlockContext();
  const services = props.services ?? context.services ?? {};
  // Without a router location the browser's path is the page (read only in effects: nothing renders before them).
  const pageKey =
    props.pageKey ?? context.location?.pathname ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  const keys = popupStorageKeys(id, pageKey);
  // In an editor's preview (BlockFeatures.inPlacePopups): shown at once, in its place, and never remembered.
  const inPlace = useBlockFeatures().inPlacePopups === true;
  const delayMs = inPlace ? 0 : delay === undefined ? POPUP_DEFAULT_DELAY_MS : delay * 1000;
  const [state, send] = useMachine(popupMachine, { input: { delayMs } });
  const onEvent = services.onEvent;
  const regionId = useId();

  // Client only: storage decides whether it may show at all.
  useEffect(() => {
    if (inPlace || (!readFlag(keys.dismissed) && !readFlag(keys.seen))) send({ type: 'popup.arm' });
  }, [inPlace, keys.dismissed, keys.seen, send]);

  const shown = useRef(false);
  const visible = state.matches('minimized') || state.matches('expanded');
  useEffect(() => {
    if (!visible || shown.current) return;
    shown.current = true;
    if (!inPlace) writeFlag(keys.seen);
    onEvent?.({ kind: 'popupImpression', blockId: id });
  }, [visible, inPlace, keys.seen, onEvent, id]);

  if (!visible) return null;

  const close = () => {
    if (!inPlace) writeFlag(keys.dismissed);
    send({ type: 'popup.close' });
  };
  const expand = () => {
    onEvent?.({ kind: 'popupExpand', blockId: id });
    send({ type: 'popup.expand' });
  };
  // A click on the pop-up's call to action: one of its links, or the sign-up form's submit button (the newsletter
  // variant's call to action, reported with the form's address).
  const onBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest?.('a[href], button[type="submit"]');
    if (!control) return;
    const url = control.getAttribute('href') ?? control.closest('form')?.getAttribute('action') ?? '';
    onEvent?.({
      kind: 'popupClick',
      blockId: id,
      target: {
        id: control.getAttribute('data-sb-target-id') ?? undefined,
        text: control.textContent?.trim() ?? '',
        url,
      },
    });
  };
  const style = backgroundColor ? ({ '--sb-popup-background': backgroundColor } as CSSProperties) : undefined;
  const withForm = variant === 'newsletter' && services.subscribeNewsletter !== undefined;

  return (
    <>
      <section
        className={`sb-popup sb-popup--${variant}${inPlace ? ' sb-popup--in-place' : ''}`}
        aria-labelledby={regionId}
        style={style}
      >
        {logo ? (
          <img
            className={`sb-popup__logo sb-popup__logo--${logoSize}`}
            src={logo.url}
            alt=""
            width={logo.width}
            height={logo.height}
          />
        ) : null}
        <button
          type="button"
          id={regionId}
          className="sb-popup__expand"
          aria-haspopup="dialog"
          aria-expanded={state.matches('expanded')}
          onClick={expand}
        >
          {minimizedTitle}
        </button>
        <button type="button" className="sb-popup__close" aria-label={TEXT.close(minimizedTitle)} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </section>
      <Dialog
        open={state.matches('expanded')}
        onClose={close}
        title={maximizedTitle}
        closeLabel={dialogText.close}
        className={`sb-popup-dialog sb-popup-dialog--${variant}`}
        footer={disclaimer ? <p className="sb-popup-dialog__disclaimer">{disclaimer}</p> : undefined}
      >
        <div className="sb-popup-dialog__body" style={style} onClickCapture={onBodyClick}>
          {logo ? (
            <img
              className="sb-popup-dialog__logo"
              src={logo.url}
              alt={logo.alt ?? ''}
              width={logo.width}
              height={logo.height}
            />
          ) : null}
          {title && !withForm ? <p className="sb-popup-dialog__title">{title}</p> : null}
          {richText ? <SanitizedHtml className="sb-popup-dialog__text sb-rich-text" html={richText.html} /> : null}
          {withForm ? (
            <Newsletter id={`${id}-newsletter`} title={title} headingLevel={3} services={services} />
          ) : (
            <CallToActions targets={targets} preview={preview} />
          )}
        </div>
      </Dialog>
    </>
  );
}
