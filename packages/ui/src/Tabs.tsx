import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab and its panel. */
export interface TabItem {
  /** Stable within the set; used in the element ids and as the value of `selectedId`. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel's content. */
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tab list's accessible name, e.g. `Product information`. */
  label: string;
  items: readonly TabItem[];
  /** The tab shown first (uncontrolled). Default: the first. */
  defaultSelectedId?: string | undefined;
  /** The shown tab, when the parent owns the state (with `onSelectedChange`). */
  selectedId?: string | undefined;
  /** Called with the id of the tab the shopper picks. */
  onSelectedChange?: ((id: string) => void) | undefined;
  className?: string | undefined;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: a `tablist` of `tab`s, each controlling a `tabpanel`. Arrow keys move
 * between tabs and show them (Left/Right, wrapping; Home/End), Tab moves into the panel; only the selected tab is
 * in the tab order.
 *
 * Without JavaScript (and until hydration) there is nothing to switch tabs with, so every panel is shown, one
 * under the other, and the tabs are plain in-page links to them; the tab roles are added once the script runs.
 *
 * @example
 * <Tabs
 *   label="Product information"
 *   items={[
 *     { id: 'details', label: 'Details', content: <Details /> },
 *     { id: 'reviews', label: 'Reviews (12)', content: <Reviews /> },
 *   ]}
 * />
 */
export function Tabs({ label, items, defaultSelectedId, selectedId, onSelectedChange, className }: TabsProps) {
  const baseId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLElement>());
  useEffect(() => setEnhanced(true), []);

  const selected = items.some((item) => item.id === (selectedId ?? ownSelected))
    ? (selectedId ?? ownSelected)
    : items[0]?.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const nextId = items[next]!.id;
    select(nextId);
    tabRefs.current.get(nextId)?.focus();
  };

  return (
    <div className={['sb-tabs', enhanced ? 'sb-tabs--enhanced' : undefined, className].filter(Boolean).join(' ')}>
      <div
        className="sb-tabs__list"
        role={enhanced ? 'tablist' : undefined}
        aria-label={enhanced ? label : undefined}
        onKeyDown={enhanced ? onKeyDown : undefined}
      >
        {items.map((item) =>
          enhanced ? (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className="sb-tabs__tab"
              aria-selected={item.id === selected}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === selected ? 0 : -1}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          ) : (
            <a key={item.id} id={tabId(item.id)} className="sb-tabs__tab" href={`#${panelId(item.id)}`}>
              {item.label}
            </a>
          ),
        )}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={panelId(item.id)}
          className="sb-tabs__panel"
          // Before the script: each panel is a region named by its link, so the stacked panels stay findable.
          role={enhanced ? 'tabpanel' : 'region'}
          aria-labelledby={tabId(item.id)}
          // Panels that start with text need a way in for keyboard users (APG); focusable content would do too.
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced && item.id !== selected}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
