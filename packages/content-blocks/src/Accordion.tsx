import { useId, type CSSProperties } from 'react';
import type { AccordionBlock } from './accordionBlockSchema';
import { BlockHeading } from './BlockHeading';
import { CallToActions } from './CallToActions';
import { blockFrame } from './blockFrame';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link Accordion}. */
export type AccordionProps = Omit<AccordionBlock, 'type'> & {
  type?: 'accordion';
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

const textColor = (value: string | undefined) => (value ? ({ '--sb-text-color': value } as CSSProperties) : undefined);

/**
 * Sections that open and close, built on native `<details>`/`<summary>`: keyboard, screen-reader state and
 * find-in-page work before (and without) hydration, and each section opens independently. The common fields
 * of §3 give it a heading group (title, subtitle, overline, eyebrow), rich text above the sections, buttons
 * below them (none with `linkType: 'No-CTA'`), background, alignment, hidden breakpoints and margins. A section
 * may carry an icon before its title; `iconsStyle` picks the turning chevron or a plus that becomes a minus, and
 * `paddings` the space above and below the block per breakpoint.
 *
 * @example
 * <Accordion
 *   id="returns"
 *   accordions={[{ title: 'Offer terms', open: false, richText: { html: '<p>Ends Sunday at midnight.</p>' } }]}
 *   bottomDivider
 * />
 */
export function Accordion(props: AccordionProps) {
  const {
    title,
    accordions,
    bottomDivider = false,
    iconsStyle = 'chevron',
    paddings,
    richText,
    richTextColor,
    richTextBelowTargets,
    richTextBelowTargetsColor,
    targets,
    linkType,
    preview = false,
  } = props;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const frame = blockFrame('sb-accordion', props, [
    bottomDivider && 'sb-accordion--divider',
    `sb-accordion--icons-${iconsStyle}`,
  ]);
  const style: Record<string, string> = { ...(frame.style as Record<string, string>) };
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const pixels = paddings?.[breakpoint];
    if (pixels !== undefined) style[`--sb-accordion-padding-${breakpoint}`] = `${pixels / 16}rem`;
  }
  return (
    <section
      className={frame.className}
      style={style as CSSProperties}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      <BlockHeading baseClass="sb-accordion" {...props} titleId={titleId} />
      {richText ? (
        <SanitizedHtml
          className="sb-accordion__intro sb-rich-text"
          html={richText.html}
          style={textColor(richTextColor)}
        />
      ) : null}
      {accordions.map((item, index) => (
        <details key={index} className="sb-accordion__item" open={item.open ?? false}>
          <summary className="sb-accordion__summary">
            {item.icon ? <img className="sb-accordion__icon" src={item.icon.url} alt={item.icon.alt ?? ''} /> : null}
            {item.title}
          </summary>
          <SanitizedHtml className="sb-accordion__panel sb-rich-text" html={item.richText.html} />
        </details>
      ))}
      {linkType !== 'No-CTA' && targets && targets.length > 0 ? (
        <CallToActions className="sb-accordion__ctas" targets={targets} preview={preview} />
      ) : null}
      {richTextBelowTargets ? (
        <SanitizedHtml
          className="sb-accordion__outro sb-rich-text"
          html={richTextBelowTargets.html}
          style={textColor(richTextBelowTargetsColor)}
        />
      ) : null}
    </section>
  );
}
