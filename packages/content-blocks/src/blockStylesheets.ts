/**
 * The block types with a stylesheet of their own (`blockStyles/{type}.css`, exported as
 * `@switchback/content-blocks/blocks/{type}.css`). Every other type — the site chrome (mega menu, promo bar,
 * secondary navigation, footer columns, newsletter), pop-ups, banners (the mega menu draws them) and the
 * containers — is styled by base.css.
 */
export const blockStylesheetTypes = [
  'accordion',
  'anchors',
  'articleGrid',
  'benefitBar',
  'categoryCardCollection',
  'ctaButtonCollection',
  'dialogBlock',
  'eventSignUp',
  'hero',
  'iconAndTextCollection',
  'inlineCatalogGrid',
  'linkedCard',
  'multiLinkCard',
  'picture',
  'recommendations',
  'spacer',
  'ugcGallery',
  'upSell',
  'verticalListCollection',
  'video',
] as const;

/** A block type that has its own stylesheet. */
export type BlockStylesheetType = (typeof blockStylesheetTypes)[number];

const withStylesheet: ReadonlySet<string> = new Set(blockStylesheetTypes);

/**
 * Whether a block type has a stylesheet of its own, beside base.css.
 *
 * @example
 * hasBlockStylesheet('hero'); // true
 * hasBlockStylesheet('promoBar'); // false — in base.css
 */
export function hasBlockStylesheet(type: string): type is BlockStylesheetType {
  return withStylesheet.has(type);
}

/**
 * The stylesheets a block of this type needs, its own last: a category-card collection draws linked cards.
 * Empty for types that base.css styles.
 *
 * @example
 * blockStylesheetsFor('categoryCardCollection'); // ['linkedCard', 'categoryCardCollection']
 */
export function blockStylesheetsFor(type: string): BlockStylesheetType[] {
  if (!hasBlockStylesheet(type)) return [];
  return type === 'categoryCardCollection' ? ['linkedCard', type] : [type];
}
