import { useId } from 'react';
import type { AccordionBlock } from './accordionBlockSchema';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link Accordion}. */
export type AccordionProps = Omit<AccordionBlock, 'type'> & {
  type?: 'accordion';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/**
 * Sections that open and close, built on native `<details>`/`<summary>`: keyboard, screen-reader state and
 * find-in-page work before (and without) hydration, and each section opens independently.
 *
 * @example
 * <Accordion
 *   id="returns"
 *   accordions={[{ title: 'Offer terms', open: false, richText: { html: '<p>Ends Sunday at midnight.</p>' } }]}
 *   bottomDivider
 * />
 */
export function Accordion({ title, accordions, bottomDivider = false }: AccordionProps) {
  const titleId = useId();
  const hasTitle = Boolean(title?.trim());
  return (
    <section
      className={bottomDivider ? 'sb-accordion sb-accordion--divider' : 'sb-accordion'}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      {hasTitle ? (
        <h2 id={titleId} className="sb-accordion__title">
          {title}
        </h2>
      ) : null}
      {accordions.map((item, index) => (
        <details key={index} className="sb-accordion__item" open={item.open ?? false}>
          <summary className="sb-accordion__summary">{item.title}</summary>
          <SanitizedHtml className="sb-accordion__panel sb-rich-text" html={item.richText.html} />
        </details>
      ))}
    </section>
  );
}
