// The common block fields of content-blocks spec §3, in one place: every presentational block spreads
// `commonBlockShape` into its schema and draws the fields with `blockFrame`, `<BlockHeading>`, `<BlockCaption>`
// and `<BlockBadge>`. Unusable values of these styling fields are dropped (`z.catch`), never failing a block.
import * as z from 'zod/mini';
import {
  bottomMarginsSchema,
  colorSchema,
  lenientArray,
  mediaSchema,
  responsive,
  richTextFieldSchema,
  safeMediaUrl,
} from './blockFieldSchemas';
import { richTextPlainText, sanitizeRichText } from './sanitizeRichText';

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Text styles a title, subtitle, overline or caption can take (type scale steps of `@switchback/ui`). */
export const textStyles = ['display', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
/** One of {@link textStyles}. */
export type TextStyle = (typeof textStyles)[number];

const textStyle = lenient(z.enum(textStyles));
const alignment = z.enum(['left', 'center', 'right']);

/** The hero and banner layouts of §3. */
export const blockLayouts = [
  'below-1media',
  'below-2media',
  'standardHero',
  'overlay',
  'overlay-top',
  'overlay-middle',
  'overlay-bottom',
  'center-overlay',
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

/**
 * A title or subtitle with inline markup (`titleHtml`, `subtitleHtml` of §3), sanitised by the schema itself with the
 * rich-text sanitiser's `heading` mode: phrasing elements only (`<em>`, `<strong>`, `<br>`, `<span>`, `<sup>`…), links
 * unwrapped (a heading may sit inside a card's link), block elements unwrapped with their text kept. Markup that leaves
 * no text, or a value that is not a string, is dropped, so the plain `title`/`subtitle` is drawn instead.
 *
 * @example
 * headingHtmlSchema.parse('Built for the <em>long</em> way round<script>x()</script>'); // 'Built for the <em>long</em> way round'
 * headingHtmlSchema.parse('<p> </p>'); // undefined
 */
export const headingHtmlSchema = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((html) => {
        const clean = sanitizeRichText(html, 'heading');
        return richTextPlainText(clean).trim() === '' ? undefined : clean;
      }),
    ),
  ),
  undefined,
);

/** How many images of `mediaList` a block draws at most; further entries are dropped. */
export const MEDIA_LIST_LIMIT = 4;

/**
 * `mediaList` of §3: further images of a block, each with its alt text and intrinsic size like `media`. An entry that
 * fails (no size, an unsafe URL) is dropped, the rest kept; at most {@link MEDIA_LIST_LIMIT}.
 */
export const mediaListSchema = z.catch(
  z.optional(
    z.pipe(
      lenientArray(mediaSchema),
      z.transform((list) => list.slice(0, MEDIA_LIST_LIMIT)),
    ),
  ),
  undefined,
);

/** The gradient overlays a block can lay over its media: none, the lower 35% (`full`) or the lower 50% (`focused`). */
export const gradientStyles = ['off', 'full', 'focused'] as const;
/** One of {@link gradientStyles}. */
export type GradientStyle = (typeof gradientStyles)[number];

/**
 * `gradientBreakpoints` of §3: the gradient overlay per breakpoint (`{ sm: 'off', md: 'focused', lg: 'full' }`),
 * overriding the block's `gradientStyle` there; a breakpoint without a value takes the smaller one's. An unknown
 * value at one breakpoint is dropped (that breakpoint inherits), never failing the block.
 */
export const gradientBreakpointsSchema = lenient(responsive(lenient(z.enum(gradientStyles))));

/** The common fields of every content block (content-blocks §3), as a zod shape to spread into a block schema. */
export const commonBlockShape = {
  /**
   * The title with inline markup (`Built for the <em>long</em> way round`), drawn instead of the plain `title` where
   * given; sanitised here (see {@link headingHtmlSchema}). The plain `title` stays the fallback and the block's name.
   */
  titleHtml: headingHtmlSchema,
  /** The subtitle with inline markup, drawn instead of the plain `subtitle` where given (see {@link headingHtmlSchema}). */
  subtitleHtml: headingHtmlSchema,
  /**
   * Further images beside `media` (see {@link mediaListSchema}): a hero draws them with its `media` as one row of
   * images under the text or gradient (the `below-2media` layout's two images, or up to four).
   */
  mediaList: mediaListSchema,
  /** The gradient overlay per breakpoint (see {@link gradientBreakpointsSchema}); read by the hero. */
  gradientBreakpoints: gradientBreakpointsSchema,
  /** Colour of the title (plain CSS colour). */
  titleColor: colorSchema,
  /** Text style of the title: a type scale step (`display`, `xl` … `xs`). */
  titleStyle: textStyle,
  /** Colour of the subtitle. */
  subtitleColor: colorSchema,
  /** Text style of the subtitle. */
  subtitleStyle: textStyle,
  /** Short text above the title. */
  overline: z.optional(z.string()),
  /** Colour of the overline. */
  overlineColor: colorSchema,
  /** Text style of the overline. */
  overlineStyle: textStyle,
  /** Small label above the title (a campaign or collection name). */
  eyebrowText: z.optional(z.string()),
  /** Colour of the eyebrow text. */
  eyebrowTextColor: colorSchema,
  /** Small logo above the title, with alt text when it carries meaning. */
  eyebrowLogo: lenient(logoSchema),
  /** A different eyebrow logo per breakpoint. */
  eyebrowLogoResponsive: lenient(responsive(logoSchema)),
  /** Colour of the rich text. */
  richTextColor: colorSchema,
  /** Rich text drawn under the buttons (terms, small print). */
  richTextBelowTargets: z.optional(richTextFieldSchema),
  /** Colour of the rich text under the buttons. */
  richTextBelowTargetsColor: colorSchema,
  /** Background colour of the block. */
  backgroundColor: colorSchema,
  /** Tone of the gradient laid over media so text stays readable: `dark` or `light`. */
  gradientTone: lenient(z.enum(['dark', 'light'])),
  /** Colour of the media caption. */
  captionColor: colorSchema,
  /** Text style of the media caption. */
  captionStyle: textStyle,
  /** Where the media caption goes: `off`, `top` or `bottom`. */
  captionPosition: lenient(z.enum(['off', 'top', 'bottom'])),
  /** Gives every button the width of the widest. */
  equalTargetSize: z.optional(z.boolean()),
  /** Alignment of the text and buttons: `left`, `center` or `right`. */
  alignment: lenient(alignment),
  /** Text alignment on phones, overriding `alignment`. */
  textAlignmentSmall: lenient(alignment),
  /** Text alignment from md up, overriding `alignment`. */
  textAlignmentLarge: lenient(alignment),
  /** Width of the text panel over media: `xs` to `lg`. */
  overlayWidth: lenient(z.enum(['xs', 'sm', 'md', 'lg'])),
  /** Spans the whole viewport width instead of the content column. */
  isFullWidth: z.optional(z.boolean()),
  /** Takes the full viewport height. */
  isFullHeight: z.optional(z.boolean()),
  /** Breakpoints the block is hidden at: a list (`['sm']`) or a flag per breakpoint. */
  hideOnBreakpoint: hideOnBreakpointSchema,
  /** Space below the block in CSS pixels: one value or one per breakpoint. */
  bottomMargins: lenient(bottomMarginsSchema),
  /** A badge image (url, alt) drawn on the block. */
  badge: lenient(logoSchema),
  /** Layout and alignment per breakpoint (`below-1media`, `overlay`, `center-overlay`, …). */
  responsiveLayout: lenient(
    responsive(z.object({ layout: lenient(z.enum(blockLayouts)), alignment: lenient(alignment) })),
  ),
};

/** The common fields after parsing. */
export type CommonBlockFields = { [K in keyof typeof commonBlockShape]?: z.output<(typeof commonBlockShape)[K]> };

export { blockFrame, responsiveLayoutClasses } from './blockFrame';
