// The common block fields of content-blocks spec §3, in one place: every presentational block spreads
// `commonBlockShape` into its schema and draws the fields with `blockFrame`, `<BlockHeading>`, `<BlockCaption>`
// and `<BlockBadge>`. Unusable values of these styling fields are dropped (`z.catch`), never failing a block.
import * as z from 'zod/mini';
import { bottomMarginsSchema, colorSchema, responsive, richTextFieldSchema, safeMediaUrl } from './blockFieldSchemas';

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

export { blockFrame, responsiveLayoutClasses } from './blockFrame';
