// Field schemas shared by the blocks (content-blocks spec §3). They use zod/mini: every schema here ships to
// the browser with the blocks, and the mini build is a fraction of the size of the chained API.
import * as z from 'zod/mini';
import { safeHref } from './safeHref';
import { sanitizeRichText } from './sanitizeRichText';

const nonEmptyString = z.string().check(z.trim(), z.minLength(1));

/** A value per breakpoint, as the CMS sends responsive fields: `{ sm?, md?, lg? }`. */
export function responsive<T extends z.ZodMiniType>(schema: T) {
  return z.object({ sm: z.optional(schema), md: z.optional(schema), lg: z.optional(schema) });
}

/** Fields every block has: a stable id, the type the registry knows it by, and the editor's name for it. */
export const blockBaseShape = {
  /** The entry's id in the CMS: stable, used for analytics and anchors. */
  id: nonEmptyString,
  /** The editor's own name for the entry (not shown to shoppers). */
  name: z.optional(z.string()),
};

/**
 * Rich text: sanitised by the schema itself (`sanitizeRichText`, the one policy), so a block checked on the server
 * (`prepareBlocks`) carries HTML the browser can draw as is; components still draw it through `SanitizedHtml`.
 */
export const richTextFieldSchema = z.pipe(
  z.object({ html: z.string() }),
  z.transform(({ html }) => ({ html: sanitizeRichText(html) })),
);

/** An image URL: http(s) or relative, never another scheme (no `data:`, no `javascript:`). */
export const safeMediaUrl = z.string().check(
  z.refine(
    (url) => {
      const safe = safeHref(url);
      return safe !== undefined && !/^(mailto|tel):/i.test(safe);
    },
    { error: 'must be an http(s) or relative URL' },
  ),
);

/** An image with its intrinsic size, so the page reserves its space before it loads. */
export const mediaSchema = z.object({
  /** The image's address: http(s) or relative. */
  url: safeMediaUrl,
  /** What the image shows, for people who cannot see it; empty for a decorative image. */
  alt: z.optional(z.string()),
  /** Intrinsic width in pixels, so the page reserves the space before the image loads. */
  width: z.int().check(z.positive()),
  /** Intrinsic height in pixels. */
  height: z.int().check(z.positive()),
});

// Colours go into inline custom properties, so only plain colour syntax is accepted (no url(), no var()).
const cssColor = z.string().check(z.regex(/^(#[\da-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i));

/** A background colour; an unusable value is dropped rather than failing the block. */
export const colorSchema = z.catch(z.optional(cssColor), undefined);

/** The CMS's button styles; the `-inverse` forms are for text over media or dark backgrounds. */
export const targetStyleSchema = z.enum([
  'primary',
  'secondary',
  'tertiary',
  'text-link',
  'primary-inverse',
  'secondary-inverse',
  'tertiary-inverse',
  'text-link-inverse',
]);

/** Icons a button target can carry (content-blocks §3 `icon`). */
export const targetIcons = ['arrow', 'chevron', 'external', 'play', 'plus', 'download'] as const;

/**
 * A call-to-action link. The URL is kept as sent and passed through `safeHref` when rendered, so one bad link
 * drops that button rather than the whole block. An unknown style falls back to the default instead of
 * failing the block: new styles appear in the CMS before the code knows them.
 */
export const buttonTargetSchema = z.object({
  id: z.optional(z.string()),
  /** The button's words (its accessible name too). */
  text: nonEmptyString,
  /** Where it leads: a path in the shop, an absolute URL, or `#modal-…` for a dialog on the page. */
  url: z.string(),
  /** `_blank` opens the link in a new tab. */
  targetAttribute: z.optional(z.string()),
  /** Button style per breakpoint; an unknown style falls back to `primary`. */
  style: z.optional(responsive(z.catch(targetStyleSchema, 'primary'))),
  /** Button size per breakpoint. */
  size: z.optional(responsive(z.catch(z.enum(['sm', 'md', 'lg']), 'md'))),
  /** An icon from `targetIcons`, pointing `dir` (default right); an unknown icon is dropped. */
  icon: z.catch(
    z.optional(z.object({ icon: z.enum(targetIcons), dir: z.optional(z.enum(['left', 'right', 'up', 'down'])) })),
    undefined,
  ),
  /** Shows only the icon; the text stays as the link's accessible name. Ignored without an icon. */
  iconOnly: z.optional(z.boolean()),
  iconPosition: z.catch(z.optional(z.enum(['left', 'right'])), undefined),
  /** Text-link colour and hover colour (plain CSS colours). */
  textLinkColor: colorSchema,
  hoverColor: colorSchema,
  underline: z.catch(z.optional(z.enum(['never', 'hover', 'always'])), undefined),
});

const pixels = z.union([
  z.number().check(z.nonnegative(), z.lte(640)),
  z.pipe(
    z.string().check(z.regex(/^\d{1,3}(\.\d+)?(px)?$/)),
    z.transform((value) => Number.parseFloat(value)),
  ),
]);

/** Space below a block in CSS pixels: one value, or one per breakpoint. */
export const bottomMarginsSchema = z.union([pixels, responsive(pixels)]);

const slideSize = z.string().check(z.regex(/^\d{1,3}(\.\d+)?(%|px|rem|vw)$/));

/**
 * How a collection lays out at one breakpoint. Only the layout fields are read today; the carousel controls
 * (autoplay, arrows, indicators, progress) are part of the collection carousel still to be built.
 */
export const collectionLayoutSchema = z.object({
  type: z.catch(z.enum(['carousel', 'grid']), 'grid'),
  slideWidth: z.catch(z.optional(slideSize), undefined),
});

/** A collection's layout per breakpoint (`{ sm: { type: 'carousel', slideWidth: '70%' }, md: { type: 'grid' } }`). */
export const collectionBreakpointsSchema = responsive(collectionLayoutSchema);

/**
 * A list whose entries are validated one by one: an entry that fails is dropped, the rest are kept, so one bad
 * card never hides a whole collection.
 */
export function lenientArray<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const result = schema.safeParse(entry);
        return result.success ? [result.data as z.output<T>] : [];
      }),
    ),
  );
}

/** Output type of {@link collectionBreakpointsSchema}. */
export type CollectionBreakpoints = z.output<typeof collectionBreakpointsSchema>;

/** A heading level a block can be told to use, so a card inside a titled collection nests under it. */
export type HeadingLevel = 2 | 3 | 4;

/** Output type of {@link buttonTargetSchema}. */
export type ButtonTarget = z.output<typeof buttonTargetSchema>;
/** Output type of {@link mediaSchema}. */
export type Media = z.output<typeof mediaSchema>;
/** Output type of {@link richTextFieldSchema}. */
export type RichTextField = z.output<typeof richTextFieldSchema>;
/** Output type of {@link bottomMarginsSchema}. */
export type BottomMargins = z.output<typeof bottomMarginsSchema>;
