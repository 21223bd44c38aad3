import * as z from 'zod/mini';
import { bannerBlockSchema } from './bannerBlockSchema';
import { blockBaseShape, buttonTargetSchema, lenientArray, safeMediaUrl } from './blockFieldSchemas';
import { headingHtmlSchema } from './commonBlockFields';

const text = z.string().check(z.trim(), z.minLength(1));

/** A link of the menu: the CMS sends button targets; the menu reads `id`, `text` and `url`. */
const menuTargetSchema = buttonTargetSchema;

/** Level 3: a link under a column heading. */
export const megaMenuLinkSchema = z.object({
  id: z.optional(z.string()),
  title: text,
  target: menuTargetSchema,
});

/** Level 2: a column with its heading link and its level-3 links. */
export const megaMenuColumnSchema = z.object({
  id: z.optional(z.string()),
  title: text,
  target: z.catch(z.optional(menuTargetSchema), undefined),
  children: z._default(lenientArray(megaMenuLinkSchema), []),
});

/** A picture tile in a panel ("Shop by activity"). Without a size the tile is drawn square. */
export const visualSelectorSchema = z.object({
  title: text,
  mediaObject: z.object({
    url: safeMediaUrl,
    alt: z.optional(z.string()),
    seoTitle: z.optional(z.string()),
    width: z.optional(z.int().check(z.positive())),
    height: z.optional(z.int().check(z.positive())),
  }),
  target: menuTargetSchema,
});

const perBreakpoint = z.object({ sm: z.optional(z.boolean()), lg: z.optional(z.boolean()) });

/**
 * One top-level item of the mega menu (content-blocks §3 "Mega menu item"): its title (and icon), the link
 * of the item itself (`target`, also the panel's "shop all" link unless `overrideShopAll` replaces it or
 * `hideShopAll` hides it per breakpoint), the columns of level-2 headings with level-3 links, a menu banner
 * (a `banner` block drawn in its `menu` variant) and visual selectors. A column, link, selector or banner
 * that fails its schema is dropped; the item stays.
 *
 * @example
 * megaMenuItemBlockSchema.parse({ id: 'menu-women', type: 'megaMenuItem', title: 'Women',
 *   target: { id: 'w', text: 'Shop all women', url: '/en-us/c/womens-100200' },
 *   columns: [{ title: 'Jackets', target: { text: 'Jackets', url: '/en-us/c/womens-jackets-100210' }, children: [] }] });
 */
export const megaMenuItemBlockSchema = z.object({
  ...blockBaseShape,
  type: z._default(z.literal('megaMenuItem'), 'megaMenuItem'),
  title: text,
  /** The title with inline markup, sanitised (`headingHtmlSchema`); not drawn by the menu, which draws `title`. */
  titleHtml: headingHtmlSchema,
  target: z.catch(z.optional(menuTargetSchema), undefined),
  delocalizedTracking: z.optional(z.string()),
  /** `highlight` draws the item in the accent colour (a sale link). */
  menuStyle: z.catch(z.optional(z.enum(['default', 'highlight'])), undefined),
  menuIcon: z.catch(z.optional(z.object({ url: safeMediaUrl, alt: z.optional(z.string()) })), undefined),
  titleVisibility: z.catch(z.optional(z.enum(['title', 'icon', 'title+icon'])), undefined),
  columns: z._default(lenientArray(megaMenuColumnSchema), []),
  // Drawn as the banner's `menu` variant, an image card: a banner without media is dropped.
  menuBanner: z.catch(z.optional(bannerBlockSchema.check(z.refine((banner) => banner.media !== undefined))), undefined),
  visualSelectorsTitle: z.optional(z.string()),
  visualSelectors: z._default(lenientArray(visualSelectorSchema), []),
  hideShopAll: z.catch(z.optional(perBreakpoint), undefined),
  overrideShopAll: z.catch(z.optional(menuTargetSchema), undefined),
});

/**
 * A whole menu: the items of the CMS's `/menu/{siteId}` document, in order. An entry that fails is dropped.
 *
 * @example
 * const items = megaMenuSchema.parse(menuDocument.blocks);
 */
export const megaMenuSchema = lenientArray(megaMenuItemBlockSchema);

/** A top-level mega menu item as {@link MegaMenu} draws it. */
export type MegaMenuItem = z.output<typeof megaMenuItemBlockSchema>;
/** A level-2 column of a mega menu item. */
export type MegaMenuColumn = z.output<typeof megaMenuColumnSchema>;
/** A level-3 link of a column. */
export type MegaMenuLink = z.output<typeof megaMenuLinkSchema>;
/** A visual selector tile of a mega menu panel. */
export type VisualSelector = z.output<typeof visualSelectorSchema>;
