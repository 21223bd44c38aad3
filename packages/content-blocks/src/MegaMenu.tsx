import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Banner } from './Banner';
import { useBlockContext } from './BlockContext';
import type { ButtonTarget } from './blockFieldSchemas';
import type { MegaMenuColumn, MegaMenuItem, VisualSelector } from './megaMenuItemBlockSchema';
import type { BlockLocation } from './resolveBlockHref';
import { useBlockLink } from './useBlockLink';

/** Where in the menu a followed link sits. */
export type MegaMenuLinkLevel = 'top' | 'shopAll' | 'column' | 'link' | 'visualSelector' | 'banner';

/** What the menu tells analytics (content-blocks §9: top nav link click, mobile menu section click). */
export type MegaMenuEvent =
  | {
      kind: 'topNavLinkClick';
      /** The top-level item the link belongs to. */
      itemId: string;
      level: MegaMenuLinkLevel;
      text: string;
      url: string;
      /** The item's `delocalizedTracking` name, when the CMS gives one (the same across locales). */
      tracking?: string | undefined;
    }
  | {
      kind: 'mobileSectionExpand';
      itemId: string;
      /** Set when a level-2 column was expanded rather than a top-level item. */
      columnId?: string | undefined;
      title: string;
      tracking?: string | undefined;
    };

/** Translated texts of the menu (English defaults). */
export interface MegaMenuText {
  /** Name of the `nav` landmark. */
  navigation: string;
  /** Heading of the visual selectors when the CMS gives none. */
  visualSelectors: string;
}

const DEFAULT_TEXT: MegaMenuText = { navigation: 'Main', visualSelectors: 'Shop by category' };

/** Props of {@link MegaMenu}. */
export interface MegaMenuProps {
  /** The top-level items, in order (parse the CMS menu document with `megaMenuSchema`). */
  items: readonly MegaMenuItem[];
  /**
   * Desktop panels open on click of the item (a disclosure button) instead of on hover and keyboard focus
   * (where the item is a link to its category). Default `false`.
   */
  triggerOnClick?: boolean | undefined;
  /**
   * `responsive` (default) draws the desktop bar from the lg breakpoint and the mobile accordions below it.
   * `desktop` or `mobile` draws only one, for a header that places them apart (the bar in the header, the
   * accordions in a drawer).
   */
  view?: 'responsive' | 'desktop' | 'mobile' | undefined;
  /**
   * The current page; when it changes (a client-side navigation) an open panel closes. Defaults to the block
   * context's location.
   */
  location?: BlockLocation | undefined;
  /** Analytics: link clicks at every level and the mobile sections opened. */
  onMenuEvent?: ((event: MegaMenuEvent) => void) | undefined;
  text?: Partial<MegaMenuText> | undefined;
  className?: string | undefined;
}

const hasPanel = (item: MegaMenuItem) =>
  item.columns.length > 0 || item.visualSelectors.length > 0 || item.menuBanner !== undefined;

/**
 * The site's three-level mega menu (content-blocks §2–§4, §9).
 *
 * Desktop (from the lg breakpoint; the bar is 2.35rem tall): each top-level item with content opens a panel
 * with a "shop all" link, its columns (level 2 headings with level 3 links), visual selectors and a menu
 * banner. A panel opens on hover and on keyboard focus of the item's link, or, with `triggerOnClick`, on
 * click of the item's button. It closes on Escape (focus returns to the item when it was inside; a panel opened by
 * hover closes on Escape wherever focus is), when the pointer leaves the
 * item and its panel, when focus leaves them, when a link in it is followed and when the route changes.
 *
 * Mobile (below lg): accordions, level 1 and level 2, each a button with `aria-expanded`; opening one
 * reports `mobileSectionExpand`. Every link is a real `<a href>`, rendered on the server (closed panels are
 * `hidden`), so the menu works as plain links before hydration and without JavaScript.
 *
 * @example
 * const items = megaMenuSchema.parse(menu.blocks);
 * <MegaMenu items={items} location={useLocation()} onMenuEvent={(event) => analytics.track(event)} />
 */
export function MegaMenu({
  items,
  triggerOnClick = false,
  view = 'responsive',
  location,
  onMenuEvent,
  text,
  className,
}: MegaMenuProps) {
  const labels = { ...DEFAULT_TEXT, ...text };
  const context = useBlockContext();
  const current = location ?? context.location;
  const routeKey = current ? `${current.pathname}?${current.search.replace(/^\?/, '')}` : '';
  const [openId, setOpenId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // Route change: whatever was open belongs to the page the shopper left.
  const firstRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey === firstRoute.current) return;
    firstRoute.current = routeKey;
    setOpenId(null);
    setExpanded(new Set());
  }, [routeKey]);

  const classes = ['sb-mega-menu', `sb-mega-menu--${view}`];
  if (className) classes.push(className);
  return (
    <nav className={classes.join(' ')} aria-label={labels.navigation}>
      {view !== 'mobile' ? (
        <ul className="sb-mega-menu__bar">
          {items.map((item) => (
            <DesktopItem
              key={item.id}
              item={item}
              open={openId === item.id}
              setOpen={(open) => setOpenId((value) => (open ? item.id : value === item.id ? null : value))}
              triggerOnClick={triggerOnClick}
              onMenuEvent={onMenuEvent}
              labels={labels}
            />
          ))}
        </ul>
      ) : null}
      {view !== 'desktop' ? (
        <ul className="sb-mega-menu__accordion">
          {items.map((item) => (
            <MobileItem
              key={item.id}
              item={item}
              expanded={expanded}
              toggle={(key, event) => {
                const opening = !expanded.has(key);
                setExpanded((value) => {
                  const next = new Set(value);
                  if (next.has(key)) next.delete(key);
                  else next.add(key);
                  return next;
                });
                if (opening) onMenuEvent?.(event);
              }}
              onMenuEvent={onMenuEvent}
              labels={labels}
            />
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

interface ItemProps {
  item: MegaMenuItem;
  onMenuEvent: MegaMenuProps['onMenuEvent'];
  labels: MegaMenuText;
}

function DesktopItem({
  item,
  open,
  setOpen,
  triggerOnClick,
  onMenuEvent,
  labels,
}: ItemProps & { open: boolean; setOpen: (open: boolean) => void; triggerOnClick: boolean }) {
  const panelId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  // After Escape, focus goes back to the trigger; that focus must not reopen the panel it just closed.
  const focusOpenSuppressed = useRef(false);
  const withPanel = hasPanel(item);
  const itemRef = useRef<HTMLLIElement>(null);
  // A panel opened by hover has no focus inside, so the item never hears the key: Escape anywhere on the page closes
  // it (WCAG 1.4.13, content on hover is dismissible), leaving focus where it is. With focus inside, `onKeyDown` below
  // handles it and brings focus back to the item.
  useEffect(() => {
    if (!open) return;
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (itemRef.current?.contains(document.activeElement)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, [open, setOpen]);
  const topLink = useBlockLink(item.target?.url);
  const track = trackerFor(item, onMenuEvent);
  const itemClasses = ['sb-mega-menu__item'];
  if (item.menuStyle === 'highlight') itemClasses.push('sb-mega-menu__item--highlight');
  if (open) itemClasses.push('sb-mega-menu__item--open');

  if (!withPanel) {
    return (
      <li className={itemClasses.join(' ')} data-block-type="megaMenuItem" data-block-id={item.id}>
        {topLink ? (
          <a
            {...withTracking(topLink, () => track('top', item.target!))}
            className="sb-mega-menu__top"
            data-sb-target-id={item.target?.id}
          >
            <ItemTitle item={item} />
          </a>
        ) : (
          <span className="sb-mega-menu__top">
            <ItemTitle item={item} />
          </span>
        )}
      </li>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    focusOpenSuppressed.current = true;
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focusOpenSuppressed.current = false;
    setOpen(false);
  };
  const onFocus = () => {
    if (!triggerOnClick && !focusOpenSuppressed.current) setOpen(true);
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest?.('a[href]')) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover opens the panel as a convenience; the trigger inside is the control, and the item only hears its focus and keys bubbling up
    <li
      ref={itemRef}
      className={itemClasses.join(' ')}
      data-block-type="megaMenuItem"
      data-block-id={item.id}
      onMouseEnter={triggerOnClick ? undefined : () => setOpen(true)}
      onMouseLeave={() => {
        focusOpenSuppressed.current = false;
        setOpen(false);
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {triggerOnClick || !topLink ? (
        <button
          type="button"
          ref={(element) => {
            triggerRef.current = element;
          }}
          className="sb-mega-menu__top"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            focusOpenSuppressed.current = false;
            setOpen(!open);
          }}
        >
          <ItemTitle item={item} />
        </button>
      ) : (
        <a
          {...withTracking(topLink, () => track('top', item.target!))}
          ref={(element) => {
            triggerRef.current = element;
          }}
          className="sb-mega-menu__top"
          aria-expanded={open}
          aria-controls={panelId}
          data-sb-target-id={item.target?.id}
        >
          <ItemTitle item={item} />
        </a>
      )}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only hears the panel links' activations bubbling up (Enter on a link fires click too) to close the panel */}
      <div id={panelId} className="sb-mega-menu__panel" hidden={!open} onClick={onPanelClick}>
        <div className="sb-mega-menu__panel-inner">
          <PanelContent item={item} breakpoint="lg" track={track} labels={labels} />
        </div>
      </div>
    </li>
  );
}

function MobileItem({
  item,
  expanded,
  toggle,
  onMenuEvent,
  labels,
}: ItemProps & { expanded: ReadonlySet<string>; toggle: (key: string, event: MegaMenuEvent) => void }) {
  const sectionId = useId();
  const topLink = useBlockLink(item.target?.url);
  const track = trackerFor(item, onMenuEvent);
  const open = expanded.has(item.id);
  const classes = ['sb-mega-menu__section'];
  if (item.menuStyle === 'highlight') classes.push('sb-mega-menu__section--highlight');
  if (!hasPanel(item)) {
    return (
      <li className={classes.join(' ')} data-block-type="megaMenuItem" data-block-id={item.id}>
        {topLink ? (
          <a
            {...withTracking(topLink, () => track('top', item.target!))}
            className="sb-mega-menu__section-link"
            data-sb-target-id={item.target?.id}
          >
            <ItemTitle item={item} />
          </a>
        ) : null}
      </li>
    );
  }
  return (
    <li className={classes.join(' ')} data-block-type="megaMenuItem" data-block-id={item.id}>
      <button
        type="button"
        className="sb-mega-menu__section-toggle"
        aria-expanded={open}
        aria-controls={sectionId}
        onClick={() =>
          toggle(item.id, {
            kind: 'mobileSectionExpand',
            itemId: item.id,
            title: item.title,
            tracking: item.delocalizedTracking,
          })
        }
      >
        <ItemTitle item={item} />
      </button>
      <div id={sectionId} className="sb-mega-menu__section-body" hidden={!open}>
        <PanelContent
          item={item}
          breakpoint="sm"
          track={track}
          labels={labels}
          renderColumn={(column, key) => (
            <MobileColumn
              key={key}
              item={item}
              column={column}
              open={expanded.has(`${item.id}/${key}`)}
              toggle={() =>
                toggle(`${item.id}/${key}`, {
                  kind: 'mobileSectionExpand',
                  itemId: item.id,
                  columnId: column.id ?? key,
                  title: column.title,
                  tracking: item.delocalizedTracking,
                })
              }
              track={track}
            />
          )}
        />
      </div>
    </li>
  );
}

function MobileColumn({
  column,
  open,
  toggle,
  track,
}: {
  item: MegaMenuItem;
  column: MegaMenuColumn;
  open: boolean;
  toggle: () => void;
  track: Tracker;
}) {
  const bodyId = useId();
  if (column.children.length === 0) {
    return (
      <li className="sb-mega-menu__column">
        <MenuLink
          target={column.target}
          text={column.title}
          className="sb-mega-menu__column-link"
          onFollow={(t) => track('column', t)}
        />
      </li>
    );
  }
  return (
    <li className="sb-mega-menu__column">
      <button
        type="button"
        className="sb-mega-menu__column-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        {column.title}
      </button>
      <ul id={bodyId} className="sb-mega-menu__links" hidden={!open}>
        {column.target ? (
          <li>
            <MenuLink
              target={column.target}
              text={column.target.text}
              className="sb-mega-menu__link"
              onFollow={(t) => track('column', t)}
            />
          </li>
        ) : null}
        {column.children.map((link, index) => (
          <li key={link.id ?? index}>
            <MenuLink
              target={link.target}
              text={link.title}
              className="sb-mega-menu__link"
              onFollow={(t) => track('link', t)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

function PanelContent({
  item,
  breakpoint,
  track,
  labels,
  renderColumn,
}: {
  item: MegaMenuItem;
  breakpoint: 'sm' | 'lg';
  track: Tracker;
  labels: MegaMenuText;
  renderColumn?: ((column: MegaMenuColumn, key: string) => ReactNode) | undefined;
}) {
  const selectorsTitleId = useId();
  const shopAll = item.overrideShopAll ?? item.target;
  const showShopAll = shopAll !== undefined && item.hideShopAll?.[breakpoint] !== true;
  const selectorsTitle = item.visualSelectorsTitle?.trim() || labels.visualSelectors;
  return (
    <>
      {showShopAll ? (
        <MenuLink
          target={shopAll}
          text={shopAll.text}
          className="sb-mega-menu__shop-all"
          onFollow={(t) => track('shopAll', t)}
        />
      ) : null}
      {item.columns.length > 0 ? (
        <ul className="sb-mega-menu__columns">
          {item.columns.map((column, index) => {
            const key = column.id ?? String(index);
            if (renderColumn) return renderColumn(column, key);
            return (
              <li key={key} className="sb-mega-menu__column">
                <MenuLink
                  target={column.target}
                  text={column.title}
                  className="sb-mega-menu__column-link"
                  onFollow={(t) => track('column', t)}
                />
                {column.children.length > 0 ? (
                  <ul className="sb-mega-menu__links">
                    {column.children.map((link, child) => (
                      <li key={link.id ?? child}>
                        <MenuLink
                          target={link.target}
                          text={link.title}
                          className="sb-mega-menu__link"
                          onFollow={(t) => track('link', t)}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {item.visualSelectors.length > 0 ? (
        <section className="sb-mega-menu__selectors" aria-labelledby={selectorsTitleId}>
          <p id={selectorsTitleId} className="sb-mega-menu__selectors-title">
            {selectorsTitle}
          </p>
          <ul className="sb-mega-menu__selector-list">
            {item.visualSelectors.map((selector, index) => (
              <li key={selector.target.id ?? index}>
                <SelectorTile selector={selector} onFollow={(t) => track('visualSelector', t)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.menuBanner ? (
        <div className="sb-mega-menu__banner" onClickCapture={(event) => bannerClick(event, item, track)}>
          <Banner {...item.menuBanner} variant="menu" />
        </div>
      ) : null}
    </>
  );
}

function SelectorTile({ selector, onFollow }: { selector: VisualSelector; onFollow: (target: ButtonTarget) => void }) {
  const link = useBlockLink(selector.target.url);
  if (!link) return null;
  const { mediaObject } = selector;
  return (
    <a
      {...withTracking(link, () => onFollow(selector.target))}
      className="sb-mega-menu__selector"
      data-sb-target-id={selector.target.id}
    >
      <img
        src={mediaObject.url}
        // The title under the image names the link; the picture only repeats it.
        alt=""
        title={mediaObject.seoTitle}
        width={mediaObject.width ?? 160}
        height={mediaObject.height ?? 160}
        loading="lazy"
        decoding="async"
      />
      <span>{selector.title}</span>
    </a>
  );
}

function MenuLink({
  target,
  text,
  className,
  onFollow,
}: {
  target: ButtonTarget | undefined;
  text: string;
  className: string;
  onFollow: (target: ButtonTarget) => void;
}) {
  const link = useBlockLink(target?.url);
  if (!target || !link) return <span className={className}>{text}</span>;
  return (
    <a {...withTracking(link, () => onFollow(target))} className={className} data-sb-target-id={target.id}>
      {text}
    </a>
  );
}

function ItemTitle({ item }: { item: MegaMenuItem }) {
  const visibility = item.menuIcon ? (item.titleVisibility ?? 'title+icon') : 'title';
  return (
    <>
      {item.menuIcon && visibility !== 'title' ? (
        <img className="sb-mega-menu__icon" src={item.menuIcon.url} alt="" width={20} height={20} />
      ) : null}
      <span className={visibility === 'icon' ? 'sb-visually-hidden' : undefined}>{item.title}</span>
    </>
  );
}

type Tracker = (level: MegaMenuLinkLevel, target: ButtonTarget) => void;

function trackerFor(item: MegaMenuItem, onMenuEvent: MegaMenuProps['onMenuEvent']): Tracker {
  return (level, target) =>
    onMenuEvent?.({
      kind: 'topNavLinkClick',
      itemId: item.id,
      level,
      text: target.text,
      url: target.url,
      tracking: item.delocalizedTracking,
    });
}

function bannerClick(event: MouseEvent<HTMLDivElement>, item: MegaMenuItem, track: Tracker) {
  const link = (event.target as Element).closest?.('a[href]');
  if (!link) return;
  const target = item.menuBanner?.targets?.find(
    (candidate) => candidate.id !== undefined && candidate.id === link.getAttribute('data-sb-target-id'),
  );
  track('banner', target ?? { text: link.textContent ?? '', url: link.getAttribute('href') ?? '' });
}

function withTracking<T extends { onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }>(
  link: T,
  follow: () => void,
): T {
  return {
    ...link,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      follow();
      link.onClick?.(event);
    },
  };
}
