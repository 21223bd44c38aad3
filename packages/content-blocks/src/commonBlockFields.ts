// The common block fields of content-blocks spec §3, in one place: every presentational block spreads
// `commonBlockShape` into its schema and draws the fields with `blockFrame`, `<BlockHeading>`, `<BlockCaption>`
// and `<BlockBadge>`. Unusable values of these styling fields are dropped (`z.catch`), never failing a block.
import type { CSSProperties } from 'react';
import * as z from 'zod/mini';
import { bottomMarginsSchema, colorSchema, responsive, richTextFieldSchema, safeMediaUrl, type BottomMargins } from './blockFieldSchemas';

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Text styles a title, subtitle, overline or caption can take (type scale steps of `@switchback/ui`). */
export const textStyles = ['display', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
/** One of {@link textStyles}. */
export type TextStyle = (typeof textStyles)[number];

const textStyle = lenient(z.enum(textStyles));
const alignment = z.enum(['left', 'center', 'right']);

/** The hero and banner layouts of §3. */
export const blockLayouts = [
  'below-1media', 'below-2media', 'standardHero', 'overlay', 'overlay-top', 'overlay-middle', 'overlay-bottom', 'center-overlay',
] as const;
/** One of {@link blockLayouts}. */
export type BlockLayout = (typeof blockLayouts)[number];

/** A small logo or badge image: http(s) or relative URL, with alt text when it carries meaning. */
export const logoSchema = z.object({ url: safeMediaUrl, alt: z.optional(z.string()) });

const breakpointList = z.array(z.enum(['sm', 'md', 'lg']));

/**
 * `hideOnBreakpoint` as the CMS sends it: a list (`['sm']`) or a flag per breakpoint (`{ sm: true }`);
 * normalised to the list of breakpoints the block is hidden at.
 */
export const hideOnBreakpointSchema = z.catch(
  z.optional(
    z.union([
      breakpointList,
      z.pipe(
        responsive(z.boolean()),
        z.transform((flags) => (['sm', 'md', 'lg'] as const).filter((breakpoint) => flags[breakpoint] === true)),
      ),
    ]),
  ),
  undefined,
);

/** The common fields of every content block (content-blocks §3), as a zod shape to spread into a block schema. */
export const commonBlockShape = {
  titleHtml: z.optional(z.string()),
  titleColor: colorSchema,
  titleStyle: textStyle,
  subtitleColor: colorSchema,
  subtitleStyle: textStyle,
  overline: z.optional(z.string()),
  overlineColor: colorSchema,
  overlineStyle: textStyle,
  eyebrowText: z.optional(z.string()),
  eyebrowTextColor: colorSchema,
  eyebrowLogo: lenient(logoSchema),
  eyebrowLogoResponsive: lenient(responsive(logoSchema)),
  richTextColor: colorSchema,
  richTextBelowTargets: z.optional(richTextFieldSchema),
  richTextBelowTargetsColor: colorSchema,
  backgroundColor: colorSchema,
  gradientTone: lenient(z.enum(['dark', 'light'])),
  captionColor: colorSchema,
  captionStyle: textStyle,
  captionPosition: lenient(z.enum(['off', 'top', 'bottom'])),
  equalTargetSize: z.optional(z.boolean()),
  alignment: lenient(alignment),
  textAlignmentSmall: lenient(alignment),
  textAlignmentLarge: lenient(alignment),
  overlayWidth: lenient(z.enum(['xs', 'sm', 'md', 'lg'])),
  isFullWidth: z.optional(z.boolean()),
  isFullHeight: z.optional(z.boolean()),
  hideOnBreakpoint: hideOnBreakpointSchema,
  bottomMargins: lenient(bottomMarginsSchema),
  badge: lenient(logoSchema),
  responsiveLayout: lenient(responsive(z.object({ layout: lenient(z.enum(blockLayouts)), alignment: lenient(alignment) }))),
};

/** The common fields after parsing. */
export type CommonBlockFields = { [K in keyof typeof commonBlockShape]?: z.output<(typeof commonBlockShape)[K]> };

/**
 * Class names and inline custom properties for a block's outer element from its common fields: hidden
 * breakpoints (`sb-block--hide-sm`), full width / full height, bottom margin per breakpoint, background,
 * text alignment (small, and md-up), and overlay width. `styles.css` reads them inside its media queries, so
 * server-rendered HTML already lays out right.
 *
 * @example
 * const frame = blockFrame('sb-banner', block);
 * return <section className={frame.className} style={frame.style}>…</section>;
 */
export function blockFrame(baseClass: string, fields: CommonBlockFields, extraClasses: readonly (string | false | undefined)[] = []): { className: string; style: CSSProperties } {
  const classes: string[] = [baseClass, 'sb-block', ...extraClasses.filter((name): name is string => Boolean(name))];
  const style: Record<string, string> = {};
  for (const breakpoint of fields.hideOnBreakpoint ?? []) classes.push(`sb-block--hide-${breakpoint}`);
  if (fields.isFullWidth) classes.push('sb-block--full-width');
  if (fields.isFullHeight) classes.push('sb-block--full-height');
  const small = fields.textAlignmentSmall ?? fields.alignment;
  const large = fields.textAlignmentLarge ?? fields.alignment;
  if (small) classes.push(`sb-block--text-sm-${small}`);
  if (large) classes.push(`sb-block--text-md-${large}`);
  if (fields.overlayWidth) classes.push(`sb-block--overlay-${fields.overlayWidth}`);
  if (fields.backgroundColor) style['--sb-block-background'] = fields.backgroundColor;
  const margins = marginProperties(fields.bottomMargins);
  if (Object.keys(margins).length > 0) classes.push('sb-block--margins');
  Object.assign(style, margins);
  return { className: classes.join(' '), style: style as CSSProperties };
}

function marginProperties(margins: BottomMargins | undefined): Record<string, string> {
  if (margins === undefined) return {};
  const perBreakpoint = typeof margins === 'number' ? { sm: margins } : margins;
  const style: Record<string, string> = {};
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const pixels = perBreakpoint[breakpoint];
    if (pixels !== undefined) style[`--sb-block-margin-${breakpoint}`] = `${pixels / 16}rem`;
  }
  return style;
}

/**
 * The layout a block takes at each breakpoint (`responsiveLayout`), with a smaller breakpoint's value carried
 * up to the larger ones, as class names (`sb-layout-md-overlay-bottom`).
 */
export function responsiveLayoutClasses(prefix: string, layout: CommonBlockFields['responsiveLayout']): string[] {
  const classes: string[] = [];
  let current: string | undefined;
  let currentAlignment: string | undefined;
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    current = layout?.[breakpoint]?.layout ?? current;
    currentAlignment = layout?.[breakpoint]?.alignment ?? currentAlignment;
    if (current) classes.push(`${prefix}--${breakpoint}-${current}`);
    if (currentAlignment) classes.push(`${prefix}--${breakpoint}-align-${currentAlignment}`);
  }
  return classes;
}
