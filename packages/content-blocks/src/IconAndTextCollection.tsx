import { useId, type CSSProperties } from 'react';
import { BlockHeading } from './BlockHeading';
import { CallToActions } from './CallToActions';
import { blockFrame } from './blockFrame';
import type { IconAndTextCollectionBlock } from './iconAndTextCollectionBlockSchema';
import { SanitizedHtml } from './SanitizedHtml';

/** Props of {@link IconAndTextCollection}. */
export type IconAndTextCollectionProps = Omit<IconAndTextCollectionBlock, 'type' | 'variant' | 'iconSize'> & {
  type?: 'iconAndTextCollection';
  variant?: IconAndTextCollectionBlock['variant'] | undefined;
  iconSize?: IconAndTextCollectionBlock['iconSize'] | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The spec's icon size mapping (§9): small → md, medium → lg, large → 3xl. */
export const iconSizeTokens = { small: 'md', medium: 'lg', large: '3xl' } as const;

// Intrinsic sizes per token, matching styles.css, so icons reserve their box before they load.
const ICON_PIXELS = { md: 24, lg: 32, '3xl': 48 } as const;

/**
 * Icons with short texts, as a list. Variants: `icon-above-text` (a row of centred items), `icon-left` (icon
 * beside its text) and `one-column` (a single stacked column). Four items always lay out as a two-column grid
 * (two rows of two, never three and one). Each item may set its own background and text colour.
 *
 * @example
 * <IconAndTextCollection id="usp" variant="icon-left" iconSize="medium"
 *   iconAndText={[{ icon: { url: '/icons/returns.svg' }, richText: { html: '<p><strong>Free returns</strong> for 60 days</p>' } }]} />
 */
export function IconAndTextCollection(props: IconAndTextCollectionProps) {
  const { title, variant = 'icon-above-text', iconSize = 'medium', iconAndText, preview = false } = props;
  const titleId = useId();
  const hasTitle = Boolean(title?.trim() || props.titleHtml);
  const iconToken = iconSizeTokens[iconSize];
  const frame = blockFrame('sb-icon-text', props, [
    `sb-icon-text--${variant}`,
    `sb-icon-text--icon-${iconToken}`,
    variant !== 'one-column' && iconAndText.length === 4 && 'sb-icon-text--two-by-two',
  ]);
  return (
    <section className={frame.className} style={frame.style} aria-labelledby={hasTitle ? titleId : undefined}>
      <BlockHeading baseClass="sb-icon-text" {...props} titleId={titleId} />
      <ul className="sb-icon-text__list">
        {iconAndText.map((item, index) => {
          const style: Record<string, string> = {};
          if (item.backgroundColor) style['--sb-icon-text-background'] = item.backgroundColor;
          if (item.textColor) style['--sb-icon-text-color'] = item.textColor;
          return (
            <li
              key={index}
              className={item.backgroundColor ? 'sb-icon-text__item sb-icon-text__item--filled' : 'sb-icon-text__item'}
              style={style as CSSProperties}
            >
              <img
                className="sb-icon-text__icon"
                src={item.icon.url}
                alt={item.icon.alt ?? ''}
                width={ICON_PIXELS[iconToken]}
                height={ICON_PIXELS[iconToken]}
                loading="lazy"
                decoding="async"
              />
              <div className="sb-icon-text__body">
                <SanitizedHtml className="sb-icon-text__text sb-rich-text" html={item.richText.html} />
                {item.target ? (
                  <CallToActions
                    className="sb-icon-text__cta"
                    targets={[{ ...item.target, style: item.target.style ?? { sm: 'text-link' } }]}
                    preview={preview}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
