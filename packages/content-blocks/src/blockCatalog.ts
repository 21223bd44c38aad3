import type { ComponentType } from 'react';

/** What every block type declares besides its schema and component: its name and how it is drawn. */
export interface BlockTypeInfo {
  /** Human name, shown to editors (preview tool, placeholders). */
  label: string;
  /**
   * Whether editors can browse this content type in the preview tool. Global chrome such as the promo bar and
   * the mega menu levels is previewed where it lives instead. Default `true`.
   */
  previewable?: boolean | undefined;
  /**
   * The block only draws other blocks (segmentation, experience): analytics come from the blocks it draws, so the
   * renderer does not track the container itself. Default `false`. When the server made its choice for good, the
   * lazy renderer hydrates what it chose without loading its code (`servedContainer`).
   */
  container?: boolean | undefined;
  /**
   * `'static'`: the block needs no JavaScript (no state, effects or handlers of its own), so the renderer
   * draws it on the server and the browser keeps that markup instead of hydrating it (see `StaticBlock`); a
   * static block with an in-page modal link is hydrated all the same. Default `'interactive'`: hydrated as usual.
   */
  hydration?: 'static' | 'interactive' | undefined;
  /**
   * When an interactive block kept as server markup (not on the first screen) loads its code: `'visible'` (default)
   * when it comes near the viewport, for a block that acts on its own once seen (plays, fetches, reports an
   * impression); `'interaction'` only when the shopper points at, touches, clicks or tabs into it, for a block that
   * only answers input (menus, accordions, forms, arrows) — such a type is not loaded before hydration even on the
   * first screen. See `BlockIsland`.
   */
  wake?: IslandWake | ((block: Readonly<Record<string, unknown>>) => IslandWake) | undefined;
  /**
   * For a block that only answers input (`wake: 'interaction'`) but also changes by itself after a while (a promo bar
   * rotating its messages): how many milliseconds after the page began to load its code loads all the same, so it is
   * live when its first change is due; `undefined` when this block never changes by itself.
   */
  wakeAfter?: ((block: Readonly<Record<string, unknown>>) => number | undefined) | undefined;
}

/** When a deferred island loads its code: see {@link BlockTypeInfo.wake}. */
export type IslandWake = 'visible' | 'interaction';

/** A collection that plays by itself at some breakpoint (`autoplay`) must run once seen; else only input moves it. */
function collectionWake(block: Readonly<Record<string, unknown>>): IslandWake {
  const settings = block.breakpoints && typeof block.breakpoints === 'object' ? Object.values(block.breakpoints) : [];
  return settings.some((setting) => (setting as { autoplay?: unknown } | undefined)?.autoplay === true)
    ? 'visible'
    : 'interaction';
}

/**
 * When an island of this block loads its code if it is not on the first screen (see {@link BlockTypeInfo.wake}).
 *
 * @example
 * islandWake({ id: 'n', type: 'newsletter' }); // 'interaction'
 */
export function islandWake(block: Readonly<Record<string, unknown>> & { type: string }): IslandWake {
  const wake = blockCatalog.get(block.type)?.wake;
  return typeof wake === 'function' ? wake(block) : (wake ?? 'visible');
}

/**
 * When an island of this block loads its code by itself, in milliseconds after the page began to load (see
 * {@link BlockTypeInfo.wakeAfter}); `undefined`: only as {@link islandWake} says.
 *
 * @example
 * islandWakeAfter({ id: 'p', type: 'promoBar', autorotateTime: 6, messages: [m1, m2] }); // 5000
 */
export function islandWakeAfter(block: Readonly<Record<string, unknown>> & { type: string }): number | undefined {
  return blockCatalog.get(block.type)?.wakeAfter?.(block);
}

/** How long before a promo bar's first rotation its code is loaded. */
const PROMO_BAR_LOAD_AHEAD_MS = 1000;

/** A promo bar that rotates needs its code by its first rotation; one that does not, only when the shopper uses it. */
function promoBarWakeAfter(block: Readonly<Record<string, unknown>>): number | undefined {
  const seconds = typeof block.autorotateTime === 'number' ? block.autorotateTime : 0;
  const messages = Array.isArray(block.messages) ? block.messages.length : 0;
  return seconds > 0 && messages > 1 ? Math.max(0, seconds * 1000 - PROMO_BAR_LOAD_AHEAD_MS) : undefined;
}

/** A block type of the catalogue: its info and how to load its component (a chunk of its own in a browser build). */
export interface CatalogEntry extends BlockTypeInfo {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props
  load: () => Promise<ComponentType<any>>;
}

/**
 * Every block type of this package with its info and a loader for its component, and nothing else: no schema,
 * no component code. `PreparedBlockRenderer` draws from it, so a page's script holds the code of the block types
 * the browser actually draws (each loaded on demand), while `blockRegistry` (schemas and components, for the
 * server, the preview tool and stories) takes the same info from here.
 *
 * @example
 * blockCatalog.get('hero')?.hydration; // 'static'
 * const Hero = await blockCatalog.get('hero')!.load();
 */
export const blockCatalog: ReadonlyMap<string, CatalogEntry> = new Map<string, CatalogEntry>(
  Object.entries({
    accordion: { label: 'Accordion', wake: 'interaction', load: () => import('./Accordion').then((m) => m.Accordion) },
    anchors: { label: 'Anchors', hydration: 'static', load: () => import('./Anchors').then((m) => m.Anchors) },
    articleGrid: { label: 'Article grid', load: () => import('./ArticleGrid').then((m) => m.ArticleGrid) },
    banner: { label: 'Banner', hydration: 'static', load: () => import('./Banner').then((m) => m.Banner) },
    benefitBar: { label: 'Benefit bar', load: () => import('./BenefitBar').then((m) => m.BenefitBar) },
    categoryCardCollection: {
      label: 'Category-card collection',
      wake: collectionWake,
      load: () => import('./CategoryCardCollection').then((m) => m.CategoryCardCollection),
    },
    // Draws nested blocks, but is itself a promotion with a title: tracked like any block.
    collection: {
      label: 'Collection',
      wake: collectionWake,
      load: () => import('./Collection').then((m) => m.Collection),
    },
    ctaButtonCollection: {
      label: 'CTA button collection',
      wake: 'interaction',
      load: () => import('./CtaButtonCollection').then((m) => m.CtaButtonCollection),
    },
    dialogBlock: { label: 'Dialog block', load: () => import('./DialogBlock').then((m) => m.DialogBlock) },
    eventSignUp: { label: 'Event sign-up dialog', load: () => import('./EventSignup').then((m) => m.EventSignup) },
    experience: { label: 'Experience', container: true, load: () => import('./Experience').then((m) => m.Experience) },
    // Global chrome: drawn in the site footer (CMS `footer` document), previewed there, not as a doc type.
    footerColumns: {
      label: 'Footer columns',
      previewable: false,
      wake: 'interaction',
      load: () => import('./FooterColumns').then((m) => m.FooterColumns),
    },
    hero: { label: 'Hero', hydration: 'static', load: () => import('./Hero').then((m) => m.Hero) },
    iconAndTextCollection: {
      label: 'Icon-and-text collection',
      hydration: 'static',
      load: () => import('./IconAndTextCollection').then((m) => m.IconAndTextCollection),
    },
    inlineCatalogGrid: {
      label: 'Inline catalog grid',
      hydration: 'static',
      load: () => import('./InlineCatalogGrid').then((m) => m.InlineCatalogGrid),
    },
    linkedCard: {
      label: 'Linked card',
      hydration: 'static',
      load: () => import('./LinkedCard').then((m) => m.LinkedCard),
    },
    // A level of the site menu: previewed in the header where it lives (content-blocks §2).
    megaMenuItem: {
      label: 'Mega menu item',
      previewable: false,
      wake: 'interaction',
      load: () => import('./MegaMenuItemBlock').then((m) => m.MegaMenuItemBlock),
    },
    multiLinkCard: {
      label: 'Multi-link card',
      hydration: 'static',
      load: () => import('./MultiLinkCard').then((m) => m.MultiLinkCard),
    },
    newsletter: {
      label: 'Newsletter sign-up',
      wake: 'interaction',
      load: () => import('./Newsletter').then((m) => m.Newsletter),
    },
    picture: { label: 'Picture', hydration: 'static', load: () => import('./Picture').then((m) => m.Picture) },
    popup: { label: 'Popup', load: () => import('./Popup').then((m) => m.Popup) },
    // Global chrome: previewed in the header where it lives, not as a doc type (content-blocks §2). Its arrows, dots
    // and close button answer input; its rotation needs the code by the first change.
    promoBar: {
      label: 'Promo bar',
      previewable: false,
      wake: 'interaction',
      wakeAfter: promoBarWakeAfter,
      load: () => import('./PromoBar').then((m) => m.PromoBar),
    },
    recommendations: {
      label: 'Recommendation carousel',
      load: () => import('./Recommendations').then((m) => m.Recommendations),
    },
    richText: { label: 'Rich text', hydration: 'static', load: () => import('./RichText').then((m) => m.RichText) },
    secondaryNav: {
      label: 'Secondary nav',
      wake: 'interaction',
      load: () => import('./SecondaryNav').then((m) => m.SecondaryNav),
    },
    segmentation: {
      label: 'Segmentation',
      container: true,
      load: () => import('./Segmentation').then((m) => m.Segmentation),
    },
    upSell: { label: 'Up-sell', load: () => import('./UpSell').then((m) => m.UpSell) },
    spacer: { label: 'Spacer', hydration: 'static', load: () => import('./Spacer').then((m) => m.Spacer) },
    ugcGallery: { label: 'UGC gallery', load: () => import('./UgcGallery').then((m) => m.UgcGallery) },
    verticalListCollection: {
      label: 'Vertical list collection',
      load: () => import('./VerticalListCollection').then((m) => m.VerticalListCollection),
    },
    video: { label: 'Video', load: () => import('./Video').then((m) => m.Video) },
  } satisfies Record<string, CatalogEntry>),
);

/** The info of a catalogued block type, without its loader (for `defineBlock` in the registry). */
export function blockTypeInfo(type: string): BlockTypeInfo {
  const entry = blockCatalog.get(type);
  if (!entry) throw new Error(`Block type "${type}" is not in the catalogue.`);
  const { load: _load, ...info } = entry;
  return info;
}
