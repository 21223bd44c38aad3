// What an island's server markup needs before its code has come: which clicks to keep for the live island. The rest
// of the handover (islandHandover.ts) loads with the first island that wakes.

/** The attribute of a link that an island's live code turns into a button (see {@link LIVE_CLICK}). */
const LIVE_CLICK_ATTRIBUTE = 'data-sb-live-click';
/** What counts as a button in an island's markup (see `islandHandover`); not `summary`, which works without code. */
export const BUTTONS = `button, [role="button"], a[${LIVE_CLICK_ATTRIBUTE}]`;

/**
 * Props for a link or a form's submit button that an island's live code turns into a plain button (a menu link to
 * `#menu` that opens a drawer, a sign-in link or a "Write a review" form that opens a dialog): without JavaScript the
 * link or form works; with JavaScript, a plain click on it before the island's code has come is kept and given to
 * the live island (like a click on a button), rather than followed or sent. A click with a modifier key on a link
 * (a new tab) is followed as usual.
 *
 * @example
 * <a href="#site-menu" onClick={openMenu} {...LIVE_CLICK}>Menu</a>
 */
export const LIVE_CLICK: { readonly [LIVE_CLICK_ATTRIBUTE]: '' } = { [LIVE_CLICK_ATTRIBUTE]: '' };

/**
 * The button a click in an island's server markup was meant for, when that click would do nothing without the
 * block's code (a plain button: not a link, not a form's submit button, which work without JavaScript), or would do
 * something else than the live code does (a plain click on a {@link LIVE_CLICK} link or submit button).
 *
 * @example
 * const button = inertButton(event.target); if (button) event.preventDefault();
 */
export function inertButton(target: EventTarget | null, event?: MouseEvent): Element | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest(BUTTONS);
  if (!button) return null;
  const link = button.closest('a[href]');
  if (link && (link !== button || !link.hasAttribute(LIVE_CLICK_ATTRIBUTE))) return null;
  if (link && event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))
    return null;
  if (
    button instanceof HTMLButtonElement &&
    button.type === 'submit' &&
    button.form &&
    !button.hasAttribute(LIVE_CLICK_ATTRIBUTE)
  )
    return null;
  return button;
}

/** The attribute naming a form the same in an island's server markup and live (see {@link islandForm}). */
export const FORM_KEY_ATTRIBUTE = 'data-sb-form';

/**
 * Props for a form that an island draws otherwise in its server markup than live (a GET form to a page before, a
 * fetcher's POST once live): the same key on both, so that a form sent before the island's code came is sent again
 * by the live form of that key, wherever it is drawn. A form without a key is matched by its position, and sent only
 * if it goes to the same place.
 *
 * @example
 * <form method="get" {...islandForm(`translate:${review.id}`)}>…</form>
 */
export function islandForm(key: string): { readonly [FORM_KEY_ATTRIBUTE]: string } {
  return { [FORM_KEY_ATTRIBUTE]: key };
}
