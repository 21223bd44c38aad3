import { useId } from 'react';
import { useBlockContext } from './BlockContext';
import { CallToActions } from './CallToActions';
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
 * Call-to-action buttons in a row: wrapping (`grid`) or one swipeable line (`carousel`, slides at most
 * 19.25rem wide on phones and 26.5rem from md) per breakpoint. With `highlightButton`, the button whose path
 * and query equal the current page's gets the highlighted style (a permanent underline) and
 * `aria-current="page"`; it is worked out on every render, so it moves when the route changes.
 *
 * @example
 * const location = useLocation(); // any router
 * <CtaButtonCollection id="jackets-nav" highlightButton location={location}
 *   targets={[{ id: 'w', text: 'Women’s', url: '/en-gb/c/womens-jackets-100210', style: { sm: 'secondary' } }]} />
 */
export function CtaButtonCollection({ title, targets, highlightButton = false, breakpoints, location, preview = false }: CtaButtonCollectionProps) {
  const context = useBlockContext();
  const current = location ?? context.location;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim());
  const classes = ['sb-cta-collection'];
  let layout: 'carousel' | 'grid' = 'grid';
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const settings = breakpoints?.[breakpoint];
    if (settings) layout = settings.type;
    classes.push(`sb-cta-collection--${breakpoint}-${layout}`);
  }
  return (
    <section className={classes.join(' ')} aria-labelledby={hasTitle ? titleId : undefined}>
      {hasTitle ? (
        <h2 id={titleId} className="sb-cta-collection__title">
          {title}
        </h2>
      ) : null}
      <CallToActions
        className="sb-cta-collection__buttons"
        targets={targets.map((target) => ({ ...target, style: target.style ?? { sm: 'secondary' } }))}
        preview={preview}
        isHighlighted={highlightButton && current ? (href) => isCurrentPage(href, current) : undefined}
      />
    </section>
  );
}
