// What an island's server markup needs before its code has come: which clicks to keep for the live island. The rest
// of the handover (islandHandover.ts) loads with the first island that wakes.
import { ISLAND_ATTRIBUTE } from './blockComponents';

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

/** The page global where {@link EARLY_LIVE_CLICKS_SCRIPT} keeps the buttons clicked before hydration. */
const EARLY_CLICKS_GLOBAL = '__sbEarlyLiveClicks';

/**
 * An inline script for the document's head: until the page has hydrated (`data-hydrated` on `<html>`), a click on a
 * {@link LIVE_CLICK} submit button (a "Write a review" form that the live page turns into a dialog's trigger) is held
 * rather than sent, so a shopper quicker than the page's scripts gets the dialog, not the no-JavaScript page. The app
 * gives the held clicks back once hydrated ({@link replayEarlyLiveClicks}). Links are left alone: following them is
 * what their shopper asked for.
 *
 * @example
 * <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_LIVE_CLICKS_SCRIPT }} />
 */
export const EARLY_LIVE_CLICKS_SCRIPT = `(()=>{const held=window.${EARLY_CLICKS_GLOBAL}=[];document.addEventListener('click',(event)=>{if(document.documentElement.dataset.hydrated)return;const button=event.target instanceof Element?event.target.closest('button[${LIVE_CLICK_ATTRIBUTE}]'):null;if(!button)return;event.preventDefault();held.push({button,island:button.closest('[${ISLAND_ATTRIBUTE}]'),name:button.textContent.trim()});},true);})();`;

/**
 * Clicks again, once the page has hydrated, the buttons {@link EARLY_LIVE_CLICKS_SCRIPT} held: each goes to its
 * island, which wakes and gives the click to its live code.
 *
 * @example
 * useEffect(() => { document.documentElement.dataset.hydrated = 'true'; replayEarlyLiveClicks(); }, []);
 */
export function replayEarlyLiveClicks(): void {
  const held = (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  if (!Array.isArray(held)) return;
  for (const { button, island, name } of held.splice(0) as EarlyLiveClick[]) {
    // The island may have woken already (the pointer over it): its live button of the same name takes the click.
    const target = button.isConnected
      ? button
      : island?.isConnected
        ? [...island.querySelectorAll<HTMLElement>(BUTTONS)].find((live) => live.textContent?.trim() === name)
        : undefined;
    target?.click();
  }
}

/** A click {@link EARLY_LIVE_CLICKS_SCRIPT} held: the button, its island and its name (to find it live). */
interface EarlyLiveClick {
  button: HTMLElement;
  island: Element | null;
  name: string;
}
