import { useId, useState, type CSSProperties } from 'react';
import { useBlockContext } from './BlockContext';
import type { ButtonTarget } from './blockFieldSchemas';
import { isCurrentPage, type BlockLocation } from './resolveBlockHref';
import type { SecondaryNavBlock } from './secondaryNavBlockSchema';
import { useBlockLink } from './useBlockLink';

/** Props of {@link SecondaryNav}. */
export type SecondaryNavProps = Omit<SecondaryNavBlock, 'type'> & {
  type?: 'secondaryNav';
  /** The current page, to mark its link with `aria-current`. Default: the block context's location. */
  location?: BlockLocation | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * A titled list of links as a `nav` landmark named by the title. From the md breakpoint the title and the
 * links sit in a row (aligned left, centre or right); on phones the title is a button that opens and closes
 * the list (an accordion, collapsed at first). The link of the current page (path and query, as the CTA
 * collection's highlight) gets `aria-current="page"`. Unsafe links are dropped.
 *
 * @example
 * <SecondaryNav id="help-nav" title="Help" alignment="center"
 *   targets={[{ id: 'returns', text: 'Returns', url: '/en-gb/help/returns' }]} />
 */
export function SecondaryNav({
  title,
  targets,
  alignment = 'left',
  divider = false,
  colors,
  location,
}: SecondaryNavProps) {
  const context = useBlockContext();
  const current = location ?? context.location;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const classes = ['sb-secondary-nav', `sb-secondary-nav--${alignment}`];
  if (divider) classes.push('sb-secondary-nav--divider');
  if (open) classes.push('sb-secondary-nav--open');
  const style: Record<string, string> = {};
  if (colors?.backgroundColor) style['--sb-secondary-nav-background'] = colors.backgroundColor;
  if (colors?.textColor) style['--sb-secondary-nav-color'] = colors.textColor;
  if (colors?.linkColor) style['--sb-secondary-nav-link'] = colors.linkColor;
  return (
    <nav className={classes.join(' ')} aria-labelledby={titleId} style={style as CSSProperties}>
      <p id={titleId} className="sb-secondary-nav__title">
        {title}
      </p>
      {/* Phones only (CSS): the accordion's toggle. The title above names the landmark either way. */}
      <button
        type="button"
        className="sb-secondary-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </button>
      <ul id={listId} className="sb-secondary-nav__list">
        {targets.map((target, index) => (
          <NavLink key={target.id ?? index} target={target} current={current} />
        ))}
      </ul>
    </nav>
  );
}

function NavLink({ target, current }: { target: ButtonTarget; current: BlockLocation | undefined }) {
  const link = useBlockLink(target.url);
  if (!link) return null;
  const here = current !== undefined && isCurrentPage(link.href, current);
  return (
    <li>
      <a
        {...link}
        className="sb-secondary-nav__link"
        data-sb-target-id={target.id}
        aria-current={here ? 'page' : undefined}
      >
        {target.text}
      </a>
    </li>
  );
}
