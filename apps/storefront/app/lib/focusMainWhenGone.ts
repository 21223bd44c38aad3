import { useEffect, useRef } from 'react';

/**
 * When a part of the page that held focus goes away (the cookie banner after a choice, the location confirmation
 * after "stay"), the element that had focus goes with it, or a modal dialog closes onto the page itself, which
 * drops focus on the body and sends a keyboard user back to the top of the page. Once `shown` turns false this
 * moves focus to the main content (`#main`, `tabIndex={-1}`) instead; focus that is somewhere real (the button
 * that opened the dialog, a footer link) stays where it is.
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
    if (!hidden) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById('main')?.focus();
  }, [shown]);
}
