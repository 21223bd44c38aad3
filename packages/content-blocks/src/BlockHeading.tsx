import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { CommonBlockFields, TextStyle } from './commonBlockFields';
import type { HeadingLevel } from './blockFieldSchemas';
import { useCleanHtml } from './richTextSanitizer';

// The level a block's title takes where it is drawn: 2 on a page, one deeper inside a titled collection.
const HeadingLevelContext = createContext<HeadingLevel>(2);

/**
 * The heading level block titles take at this point of the page (2 unless inside a titled collection or card
 * list, see {@link NestedHeadings}).
 *
 * @example
 * const level = useHeadingLevel(); // 3 for a card inside "Shop by activity"
 */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/**
 * The level a block's own title is drawn at: `h1` for `titleH1` on the page itself (never inside a collection,
 * where it would break the outline), else `level` but never above the level where the block is drawn.
 * Collections use it to know what their items nest under.
 *
 * @example
 * const titleLevel = useTitleLevel(block.titleH1); // 1, or 2 on a page, 3 inside a titled collection
 */
export function useTitleLevel(titleH1?: boolean | undefined, level?: HeadingLevel | undefined): 1 | HeadingLevel {
  const contextLevel = useHeadingLevel();
  if (titleH1 && contextLevel === 2) return 1;
  return Math.max(level ?? contextLevel, contextLevel) as HeadingLevel;
}

/** Props of {@link NestedHeadings}. */
export interface NestedHeadingsProps {
  /** The level of the heading the children sit under; their titles take the next level (at most 4). */
  under: HeadingLevel | 1;
  children: ReactNode;
}

/**
 * Puts the block titles drawn inside one level below a heading, so the document outline follows the page: a
 * collection titled with an `h2` draws its cards' titles as `h3`, also when the cards are nested CMS blocks
 * drawn through `BlockRenderer`.
 *
 * @example
 * <h2>Shop by activity</h2>
 * <NestedHeadings under={2}>{cards}</NestedHeadings>
 */
export function NestedHeadings({ under, children }: NestedHeadingsProps) {
  const level = Math.min(under + 1, 4) as HeadingLevel;
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** Props of {@link BlockHeading}. */
export interface BlockHeadingProps extends Pick<
  CommonBlockFields,
  | 'titleColor'
  | 'titleStyle'
  | 'subtitleColor'
  | 'subtitleStyle'
  | 'overline'
  | 'overlineColor'
  | 'overlineStyle'
  | 'eyebrowText'
  | 'eyebrowTextColor'
  | 'eyebrowLogo'
  | 'eyebrowLogoResponsive'
  | 'titleHtml'
  | 'subtitleHtml'
> {
  /** The block's BEM name; parts get `${baseClass}__title` and so on, plus the shared `sb-heading__…`. */
  baseClass: string;
  /** The plain title; drawn when there is no `titleHtml` (or it sanitises to nothing). */
  title?: string | undefined;
  /** What the title heading holds instead of the title (a card's stretched link, holding {@link HeadingHtml}). */
  titleContent?: ReactNode;
  /** The plain subtitle; drawn when there is no `subtitleHtml`. */
  subtitle?: string | undefined;
  /** Id for the title, so the block's landmark can be labelled by it. */
  titleId?: string | undefined;
  /** Renders `h1` (the CMS's `titleH1`) when the block is drawn on the page itself, not inside a collection. */
  titleH1?: boolean | undefined;
  /** Keeps the title for assistive technology but hides it on screen (`hideTitle`). */
  hideTitle?: boolean | undefined;
  /**
   * The level when not `h1`: by default the level where the block is drawn ({@link useHeadingLevel}, 2 on a
   * page). A level given here never goes above that one, so a block inside a titled collection stays nested.
   */
  level?: HeadingLevel | undefined;
}

const color = (value: string | undefined): CSSProperties | undefined =>
  value ? ({ '--sb-text-color': value } as CSSProperties) : undefined;

const styled = (base: string, part: string, style: TextStyle | undefined, custom: string | undefined) =>
  [
    `sb-heading__${part}`,
    `${base}__${part}`,
    style ? `sb-text--${style}` : undefined,
    custom ? 'sb-text--custom-color' : undefined,
  ]
    .filter(Boolean)
    .join(' ');

/** Props of {@link HeadingHtml}. */
export interface HeadingHtmlProps {
  /** `titleHtml` or `subtitleHtml` of a block (sanitised by its schema; sanitised again here unless trusted). */
  html: string | undefined;
  /** The plain text drawn when there is no HTML, or it sanitises to nothing. */
  fallback?: ReactNode;
}

/**
 * A block's `titleHtml` or `subtitleHtml` (§3): its inline markup through the rich-text sanitiser's `heading` mode
 * (phrasing elements only, no links — on the server when the blocks were prepared there, else in the browser),
 * inside a `span` so it fits in a heading, a paragraph or a card's link; the plain fallback without it.
 *
 * @example
 * <h2><HeadingHtml html="Built for the <em>long</em> way round" fallback="Built for the long way round" /></h2>
 */
export function HeadingHtml({ html, fallback }: HeadingHtmlProps): ReactNode {
  const clean = useCleanHtml(html ?? '', 'heading');
  if (clean.trim() === '') return fallback ?? null;
  return <span className="sb-heading__html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The heading group of a block from the common fields of §3: eyebrow (logo and/or text), overline, title
 * (`h1`–`h4`, colour, style, hidden but announced with `hideTitle`) and subtitle. The overline and eyebrow are
 * text above the title, not headings of their own; the title is the only heading. `titleHtml` and `subtitleHtml`
 * are drawn instead of the plain `title` and `subtitle` where given ({@link HeadingHtml}).
 *
 * @example
 * <BlockHeading baseClass="sb-banner" titleId={id} title="Tent sale" overline="Until Sunday" titleStyle="xl" />
 */
export function BlockHeading({
  baseClass,
  title,
  titleHtml,
  titleContent,
  subtitle,
  subtitleHtml,
  titleId,
  titleH1,
  hideTitle,
  level,
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
  const Heading = `h${useTitleLevel(titleH1, level)}` as const;
  const hasTitle = Boolean(title?.trim() || titleHtml);
  const logo = eyebrowLogo ?? eyebrowLogoResponsive?.sm ?? eyebrowLogoResponsive?.md ?? eyebrowLogoResponsive?.lg;
  const hasEyebrow = Boolean(logo || eyebrowText?.trim());
  if (!hasTitle && !subtitle && !subtitleHtml && !overline && !hasEyebrow) return null;
  return (
    <>
      {hasEyebrow ? (
        <p className={styled(baseClass, 'eyebrow', undefined, eyebrowTextColor)} style={color(eyebrowTextColor)}>
          {logo ? (
            <picture>
              {eyebrowLogoResponsive?.lg ? (
                <source media="(min-width: 64rem)" srcSet={eyebrowLogoResponsive.lg.url} />
              ) : null}
              {eyebrowLogoResponsive?.md ? (
                <source media="(min-width: 48rem)" srcSet={eyebrowLogoResponsive.md.url} />
              ) : null}
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
          {titleContent ?? <HeadingHtml html={titleHtml} fallback={title} />}
        </Heading>
      ) : null}
      {subtitle || subtitleHtml ? (
        <p className={styled(baseClass, 'subtitle', subtitleStyle, subtitleColor)} style={color(subtitleColor)}>
          <HeadingHtml html={subtitleHtml} fallback={subtitle} />
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
