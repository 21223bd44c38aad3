import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard and screen reader users in place when what they acted on leaves the page: a cart line removed or
 * saved for later, an address deleted. The button they pressed goes with its row and focus falls to the body (the
 * top of the document); when `items` changes and focus is lost so, it goes to the returned element instead (give it
 * `tabIndex={-1}`: the page's heading, whose status line then says what happened).
 *
 * @example
 * const heading = useRefocusWhenRemoved<HTMLHeadingElement>(cart.lines.map((line) => line.id).join());
 * <h1 ref={heading} tabIndex={-1}>Cart</h1>
 */
export function useRefocusWhenRemoved<Element extends HTMLElement>(items: string): RefObject<Element | null> {
  const target = useRef<Element>(null);
  const previous = useRef(items);
  useEffect(() => {
    if (previous.current === items) return;
    previous.current = items;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) target.current?.focus({ preventScroll: false });
  }, [items]);
  return target;
}
