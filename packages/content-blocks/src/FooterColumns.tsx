import { useId, type ReactNode } from 'react';
import { useHeadingLevel } from './BlockHeading';
import type { ButtonTarget } from './blockFieldSchemas';
import { useBreakpoint } from './CollectionCarousel';
import { blockFrame } from './blockFrame';
import type { FooterColumn, FooterColumnsBlock } from './footerColumnsBlockSchema';
import { useBlockLink } from './useBlockLink';

/** Props of {@link FooterColumns}. */
export type FooterColumnsProps = Omit<FooterColumnsBlock, 'type'> & {
  type?: 'footerColumns';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * The footer's link columns: each column is a `nav` landmark named by its heading, listing its links. From md
 * the columns sit side by side, always open. On phones each column is an accordion, closed at first: a native
 * `<details>` whose `<summary>` holds the heading, so it opens with Enter or Space, states its expanded state
 * and works before hydration and without JavaScript. Wider screens keep the sections open in CSS before
 * hydration (`::details-content`), and after hydration draw plain headings instead of toggles that would do
 * nothing. Column headings take the heading level where the block is drawn (`h2` on a page). Unsafe links
 * are dropped (and explained to editors in preview).
 *
 * @example
 * <FooterColumns id="footer-columns" columns={[
 *   { title: 'Help', targets: [{ id: 'contact', text: 'Contact us', url: '/en-gb/help/contact-us' }] },
 *   { title: 'About', targets: [{ id: 'story', text: 'Our story', url: '/en-gb/help' }] },
 * ]} />
 */
export function FooterColumns(props: FooterColumnsProps) {
  const { columns, preview = false } = props;
  // The server and the hydrating render say `sm`: accordions, which CSS opens on wider screens.
  const accordion = useBreakpoint() === 'sm';
  const frame = blockFrame('sb-footer-columns', props);
  return (
    <div className={frame.className} style={frame.style}>
      {columns.map((column, index) => (
        <FooterColumnSection key={`${index}:${column.title}`} column={column} accordion={accordion} preview={preview} />
      ))}
    </div>
  );
}

function FooterColumnSection({
  column,
  accordion,
  preview,
}: {
  column: FooterColumn;
  accordion: boolean;
  preview: boolean;
}) {
  const headingId = useId();
  const Heading = `h${useHeadingLevel()}` as const;
  const heading = (
    <Heading id={headingId} className="sb-footer-columns__title">
      {column.title}
    </Heading>
  );
  const links = (
    <ul className="sb-footer-columns__links">
      {column.targets.map((target, index) => (
        <FooterLink key={target.id ?? index} target={target} preview={preview} />
      ))}
    </ul>
  );
  return (
    <nav className="sb-footer-columns__column" aria-labelledby={headingId}>
      {accordion ? (
        <details className="sb-footer-columns__details">
          <summary className="sb-footer-columns__summary">{heading}</summary>
          {links}
        </details>
      ) : (
        <>
          {heading}
          {links}
        </>
      )}
    </nav>
  );
}

function FooterLink({ target, preview }: { target: ButtonTarget; preview: boolean }): ReactNode {
  const link = useBlockLink(target.url);
  if (!link) {
    return preview ? (
      <li className="sb-block-note">
        Link “{target.text}” is hidden: “{target.url}” is not an http(s), mailto, tel or relative URL.
      </li>
    ) : null;
  }
  const opensNewTab = target.targetAttribute === '_blank' && !link['aria-haspopup'];
  return (
    <li>
      <a
        {...link}
        className="sb-footer-columns__link"
        data-sb-target-id={target.id}
        target={opensNewTab ? '_blank' : undefined}
        rel={opensNewTab ? 'noopener noreferrer' : undefined}
      >
        {target.text}
      </a>
    </li>
  );
}
