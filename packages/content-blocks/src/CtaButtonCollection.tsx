import { useId, type CSSProperties } from 'react';
import { useBlockContext } from './BlockContext';
import { CallToActions } from './CallToActions';
import { CollectionCarousel, collectionLayout } from './CollectionCarousel';
import type { CollectionBreakpointSettings } from './collectionBlockSchema';
import type { CtaButtonCollectionBlock } from './ctaButtonCollectionBlockSchema';
import { isCurrentPage, type BlockLocation } from './resolveBlockHref';

/** Props of {@link CtaButtonCollection}. */
export type CtaButtonCollectionProps = Omit<CtaButtonCollectionBlock, 'type'> & {
  type?: 'ctaButtonCollection';
  /**
   * The page the shopper is on. Defaults to the block context's location (what `BlockRenderer` was given), so
   * the highlight follows the app's router on the server and after every navigation.
   */
  location?: BlockLocation | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * Content-blocks §9: a CTA carousel shows no arrows on small screens. The small breakpoint's own settings (and the
 * medium and large ones that inherit them) keep everything else; medium and large show arrows only when they ask.
 */
function withoutSmallArrows(
  breakpoints: CollectionBreakpointSettings | undefined,
): CollectionBreakpointSettings | undefined {
  if (!breakpoints?.sm) return breakpoints;
  const { sm, md, lg } = breakpoints;
  const inheritedMd = md ?? sm;
  return {
    sm: { ...sm, showArrows: false },
    md: inheritedMd,
    lg: lg ?? inheritedMd,
  };
}

/**
 * Call-to-action buttons in a row (content-blocks §3, §4, §9): wrapping (`grid`) or one swipeable line
 * (`carousel`) per breakpoint, each button a slide at most 19.25rem wide on phones and 26.5rem from md. A carousel
 * gets previous/next arrows from md when its breakpoint sets `showArrows` (never on phones), and indicators or a
 * progress bar when asked, like the collection (`CollectionCarousel`). With `highlightButton`, the button whose path
 * and query equal the current page's gets the highlighted style (a permanent underline) and `aria-current="page"`;
 * it is worked out on every render, so it moves when the route changes.
 *
 * @example
 * const location = useLocation(); // any router
 * <CtaButtonCollection id="jackets-nav" highlightButton location={location}
 *   breakpoints={{ sm: { type: 'carousel' }, md: { type: 'carousel', showArrows: true } }}
 *   targets={[{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-jackets-100210', style: { sm: 'secondary' } }]} />
 */
export function CtaButtonCollection({
  title,
  targets,
  highlightButton = false,
  breakpoints,
  location,
  preview = false,
}: CtaButtonCollectionProps) {
  const context = useBlockContext();
  const current = location ?? context.location;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim());
  const layout = collectionLayout('sb-cta-collection', breakpoints);
  const isHighlighted = highlightButton && current ? (href: string) => isCurrentPage(href, current) : undefined;
  const slides = targets.map((target, index) => (
    <CallToActions
      key={target.id ?? index}
      targets={[{ ...target, style: target.style ?? { sm: 'secondary' } }]}
      preview={preview}
      isHighlighted={isHighlighted}
    />
  ));
  return (
    <section
      className={['sb-cta-collection', ...layout.classes].join(' ')}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      {hasTitle ? (
        <h2 id={titleId} className="sb-cta-collection__title">
          {title}
        </h2>
      ) : null}
      <CollectionCarousel
        className="sb-cta-collection__buttons"
        style={layout.style as CSSProperties}
        slides={slides}
        breakpoints={withoutSmallArrows(breakpoints)}
        label={hasTitle ? title! : 'Quick links'}
      />
    </section>
  );
}
