import { useId } from 'react';
import type { AnchorsBlock } from './anchorsBlockSchema';
import { useBlockContext } from './BlockContext';
import { useBlockTexts, type AnchorsTexts } from './blockTexts';
import { withCarriedLocation } from './carriedQuery';
import { safeHref } from './safeHref';

/** Props of {@link Anchors}. */
export type AnchorsProps = Omit<AnchorsBlock, 'type'> & {
  type?: 'anchors';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The anchors block's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.anchors`). */
export const ANCHORS_TEXTS: AnchorsTexts = { onThisPage: 'On this page' };

/**
 * Jump links to sections of the page, as a `nav` landmark named by the block's title ("On this page" when it
 * has none), so screen-reader users can find and skip it like any other navigation. Unsafe links are dropped;
 * with none left, nothing is drawn. A link to another page keeps the carried query parameters of the location.
 *
 * @example
 * <Anchors id="pdp-anchors" title="On this page"
 *   targets={[{ id: 'sizing', text: 'Sizing', url: '#sizing' }, { id: 'care', text: 'Care', url: '#care' }]} />
 */
export function Anchors({ title, targets }: AnchorsProps) {
  const TEXT = useBlockTexts('anchors', ANCHORS_TEXTS);
  const titleId = useId();
  const { location } = useBlockContext();
  const links = targets.flatMap((target, index) => {
    const safe = safeHref(target.url);
    const href = safe !== undefined && location ? withCarriedLocation(safe, location) : safe;
    return href ? [{ key: target.id ?? String(index), id: target.id, href, text: target.text }] : [];
  });
  if (links.length === 0) return null;
  const hasTitle = Boolean(title?.trim());
  return (
    <nav
      className="sb-anchors"
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : TEXT.onThisPage}
    >
      {hasTitle ? (
        <p id={titleId} className="sb-anchors__title">
          {title}
        </p>
      ) : null}
      <ul className="sb-anchors__list">
        {links.map((link) => (
          <li key={link.key}>
            <a className="sb-anchors__link" href={link.href} data-sb-target-id={link.id}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
