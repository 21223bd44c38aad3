import { promotionTrackingOf } from './blockEvents';
import { blockRegistry, type BlockRegistry } from './blockRegistry';
import { parseBlock } from './parseBlock';
import type { PreparedBlock } from './preparedBlock';
import { blockStylesheetsFor, type BlockStylesheetType } from './blockStylesheets';

type Props = Record<string, unknown>;

/** Options of {@link prepareBlocks}. */
export interface PrepareBlocksOptions {
  /**
   * The address of a block stylesheet (`@switchback/content-blocks/blocks/{type}.css` as the app serves it). Each
   * prepared block keeps those its type needs (`blockStylesheetsFor`) as `$stylesheets`, so the page can link only
   * the block styles it draws (`collectBlockStylesheets`).
   */
  stylesheetHref?: ((type: BlockStylesheetType) => string | undefined) | undefined;
}
type Prepare = (blocks: unknown) => PreparedBlock[];

const groups = (value: unknown): Props[] => (Array.isArray(value) ? (value as Props[]) : []);
const withTargets = (value: unknown, prepare: Prepare) =>
  groups(value).map((group) => ({ ...group, targets: prepare(group.targets) }));

/** Where each container type keeps the blocks it draws: those are prepared too. */
const NESTED: Readonly<Record<string, (props: Props, prepare: Prepare) => Props>> = {
  experience: (props, prepare) => ({
    ...props,
    baselines: withTargets(props.baselines, prepare),
    variants: withTargets(props.variants, prepare),
  }),
  segmentation: (props, prepare) => ({
    ...props,
    segments: withTargets(props.segments, prepare),
    baselines: withTargets(props.baselines, prepare),
  }),
  collection: (props, prepare) => ({ ...props, items: prepare(props.items) }),
  // A tile keeps its place in the grid (`gridPosition`, `gridSpan`) beside its own fields.
  inlineCatalogGrid: (props, prepare) => ({
    ...props,
    items: groups(props.items).map((item) => ({
      ...prepare([item])[0],
      gridPosition: item.gridPosition,
      gridSpan: item.gridSpan,
    })),
  }),
};

/**
 * Checks a page's CMS blocks against their schemas on the server, once, so the browser can draw them without
 * any schema or validation code (`LazyBlockRenderer`): each block becomes its schema's output — rich text
 * sanitised, defaults filled, nested blocks of experiences, segmentations, collections and grids prepared too —
 * or keeps its problem (unknown type, invalid fields) for preview mode and logging. The result is plain data,
 * fit for loader data.
 *
 * @example
 * // in a loader
 * return { blocks: prepareBlocks(page.blocks) };
 */
export function prepareBlocks(
  blocks: unknown,
  registry: BlockRegistry = blockRegistry,
  options: PrepareBlocksOptions = {},
): PreparedBlock[] {
  if (!Array.isArray(blocks)) return [];
  const prepare: Prepare = (nested) => prepareBlocks(nested, registry, options);
  return blocks.map((block): PreparedBlock => {
    const parsed = parseBlock(block, registry);
    const id = typeof (block as { id?: unknown } | null)?.id === 'string' ? (block as { id: string }).id : '';
    if (parsed.status !== 'ok') {
      const problem = {
        kind: parsed.status,
        reason: parsed.reason,
        problems: parsed.status === 'invalid' ? parsed.problems : [],
      };
      return { $prepared: true, id, type: parsed.type ?? '', $problem: problem, $source: block };
    }
    const props = NESTED[parsed.type]?.(parsed.props, prepare) ?? parsed.props;
    const promotion = promotionTrackingOf(block);
    const href = options.stylesheetHref;
    const stylesheets = href ? blockStylesheetsFor(parsed.type).flatMap((type) => href(type) ?? []) : [];
    return {
      ...props,
      $prepared: true,
      id: String(props.id ?? id),
      type: parsed.type,
      ...(promotion ? { $promotion: promotion } : {}),
      ...(stylesheets.length > 0 ? { $stylesheets: stylesheets } : {}),
    };
  });
}
