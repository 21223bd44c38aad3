import type { CSSProperties, ReactNode } from 'react';
import type { CommonBlockFields, TextStyle } from './commonBlockFields';
import type { HeadingLevel } from './blockFieldSchemas';

/** Props of {@link BlockHeading}. */
export interface BlockHeadingProps extends Pick<
  CommonBlockFields,
  'titleColor' | 'titleStyle' | 'subtitleColor' | 'subtitleStyle' | 'overline' | 'overlineColor' | 'overlineStyle' | 'eyebrowText' | 'eyebrowTextColor' | 'eyebrowLogo' | 'eyebrowLogoResponsive'
> {
  /** The block's BEM name; parts get `${baseClass}__title` and so on, plus the shared `sb-heading__…`. */
  baseClass: string;
  title?: string | undefined;
  subtitle?: string | undefined;
  /** Id for the title, so the block's landmark can be labelled by it. */
  titleId?: string | undefined;
  /** Renders `h1` (the CMS's `titleH1`). */
  titleH1?: boolean | undefined;
  /** Keeps the title for assistive technology but hides it on screen (`hideTitle`). */
  hideTitle?: boolean | undefined;
  /** The level when not `h1`; default 2. */
  level?: HeadingLevel | undefined;
}

const color = (value: string | undefined): CSSProperties | undefined =>
  value ? ({ '--sb-text-color': value } as CSSProperties) : undefined;

const styled = (base: string, part: string, style: TextStyle | undefined, custom: string | undefined) =>
  [`sb-heading__${part}`, `${base}__${part}`, style ? `sb-text--${style}` : undefined, custom ? 'sb-text--custom-color' : undefined]
    .filter(Boolean)
    .join(' ');

/**
 * The heading group of a block from the common fields of §3: eyebrow (logo and/or text), overline, title
 * (`h1`–`h4`, colour, style, hidden but announced with `hideTitle`) and subtitle. The overline and eyebrow are
 * text above the title, not headings of their own; the title is the only heading.
 *
 * @example
 * <BlockHeading baseClass="sb-banner" titleId={id} title="Tent sale" overline="Until Sunday" titleStyle="xl" />
 */
export function BlockHeading({
  baseClass,
  title,
  subtitle,
  titleId,
  titleH1,
  hideTitle,
  level = 2,
  titleColor,
  titleStyle,
  subtitleColor,
  subtitleStyle,
  overline,
  overlineColor,
  overlineStyle,
  eyebrowText,
  eyebrowTextColor,
  eyebrowLogo,
  eyebrowLogoResponsive,
}: BlockHeadingProps): ReactNode {
  const Heading = titleH1 ? 'h1' : (`h${level}` as const);
  const hasTitle = Boolean(title?.trim());
  const logo = eyebrowLogo ?? eyebrowLogoResponsive?.sm ?? eyebrowLogoResponsive?.md ?? eyebrowLogoResponsive?.lg;
  const hasEyebrow = Boolean(logo || eyebrowText?.trim());
  if (!hasTitle && !subtitle && !overline && !hasEyebrow) return null;
  return (
    <>
      {hasEyebrow ? (
        <p className={styled(baseClass, 'eyebrow', undefined, eyebrowTextColor)} style={color(eyebrowTextColor)}>
          {logo ? (
            <picture>
              {eyebrowLogoResponsive?.lg ? <source media="(min-width: 64rem)" srcSet={eyebrowLogoResponsive.lg.url} /> : null}
              {eyebrowLogoResponsive?.md ? <source media="(min-width: 48rem)" srcSet={eyebrowLogoResponsive.md.url} /> : null}
              <img className="sb-heading__eyebrow-logo" src={logo.url} alt={logo.alt ?? ''} />
            </picture>
          ) : null}
          {eyebrowText?.trim() ? <span>{eyebrowText}</span> : null}
        </p>
      ) : null}
      {overline ? (
        <p className={styled(baseClass, 'overline', overlineStyle, overlineColor)} style={color(overlineColor)}>
          {overline}
        </p>
      ) : null}
      {hasTitle ? (
        <Heading
          id={titleId}
          className={`${styled(baseClass, 'title', titleStyle, titleColor)}${hideTitle ? ' sb-visually-hidden' : ''}`}
          style={color(titleColor)}
        >
          {title}
        </Heading>
      ) : null}
      {subtitle ? (
        <p className={styled(baseClass, 'subtitle', subtitleStyle, subtitleColor)} style={color(subtitleColor)}>
          {subtitle}
        </p>
      ) : null}
    </>
  );
}

/** Props of {@link BlockCaption}. */
export interface BlockCaptionProps extends Pick<CommonBlockFields, 'captionColor' | 'captionStyle'> {
  baseClass: string;
  text: string | undefined;
}

/** A block's caption (photo credit, product details) in its colour and style; nothing without text. */
export function BlockCaption({ baseClass, text, captionColor, captionStyle }: BlockCaptionProps): ReactNode {
  if (!text?.trim()) return null;
  return (
    <p className={styled(baseClass, 'caption', captionStyle, captionColor)} style={color(captionColor)}>
      {text}
    </p>
  );
}

/** A badge image over a block's media ("New", "Bestseller"); its alt text is what it says. */
export function BlockBadge({ badge }: Pick<CommonBlockFields, 'badge'>): ReactNode {
  if (!badge) return null;
  return <img className="sb-block__badge" src={badge.url} alt={badge.alt ?? ''} loading="lazy" decoding="async" />;
}
