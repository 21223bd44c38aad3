import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page (its path changed), moves focus to the main content (`#main`,
 * `tabIndex={-1}`), as a full page load would start a keyboard or screen reader user at the top of the new page:
 * otherwise focus stays on the link in the header that led there, or falls on the body when the clicked link was
 * part of the old page. Focus the new page put somewhere itself (a form's first field to correct, a dialog) stays
 * where it is. Changes of the query only (filters, sorting, a dialog opened by its URL) never move focus.
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
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    const placedByPage =
      active instanceof HTMLElement &&
      active !== document.body &&
      (main.contains(active) || !!active.closest('dialog'));
    if (placedByPage) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}
