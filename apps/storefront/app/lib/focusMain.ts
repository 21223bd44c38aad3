import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves focus to the main content (`#main`, `tabIndex={-1}`) unless the focused element is somewhere real (not the
 * body, still in the page) and `stays` keeps it there.
 */
function focusMain(stays: (active: HTMLElement, main: HTMLElement) => boolean, options?: FocusOptions): void {
  const main = document.getElementById('main');
  if (!main) return;
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && active.isConnected && stays(active, main)) return;
  main.focus(options);
}

/**
 * After a client-side navigation to another page (its path changed), moves focus to the main content, as a full page
 * load would start a keyboard or screen reader user at the top of the new page: otherwise focus stays on the link in
 * the header that led there, or falls on the body when the clicked link was part of the old page. Focus the new page
 * put somewhere itself (a form's first field to correct, a dialog) stays where it is. Changes of the query only
 * (filters, sorting, a dialog opened by its URL) never move focus.
 *
 * Call it once, in the layout that stays mounted around the pages.
 *
 * @example
 * function Chrome({ children }: { children: ReactNode }) {
 *   useFocusMainOnNavigation();
 *   return <main id="main" tabIndex={-1}>{children}</main>;
 * }
 */
export function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusMain((active, main) => main.contains(active) || !!active.closest('dialog'), { preventScroll: true });
  }, [pathname]);
}

/**
 * When a part of the page that held focus goes away (the cookie banner after a choice, the location confirmation
 * after "stay"), the element that had focus goes with it, or a modal dialog closes onto the page itself, which
 * drops focus on the body and sends a keyboard user back to the top of the page. Once `shown` turns false this
 * moves focus to the main content instead; focus that is somewhere real (the button that opened the dialog, a footer
 * link) stays where it is.
 *
 * Call it in the component that stays mounted (the one deciding whether the part shows), so its effect runs after
 * the part's own clean-up (a ui `Dialog` gives focus back to its opener there).
 *
 * @example
 * const [answered, setAnswered] = useState(false);
 * useFocusMainWhenGone(!answered);
 */
export function useFocusMainWhenGone(shown: boolean): void {
  const wasShown = useRef(shown);
  useEffect(() => {
    const hidden = wasShown.current && !shown;
    wasShown.current = shown;
    if (hidden) focusMain(() => true);
  }, [shown]);
}
