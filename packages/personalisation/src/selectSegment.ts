import { evaluateSegmentCondition } from './evaluateSegmentCondition';
import type { ShopperContext } from './evaluateSegmentCondition';

/**
 * A segment of a segmentation block: its id is the condition it targets (`loyalty-loggedin`, …).
 *
 * @example
 * ```ts
 * const segment: Segment = { id: 'loyalty-loggedin' };
 * ```
 */
export interface Segment {
  readonly id: string;
}

/**
 * The part of a segmentation block the choice is made from; other fields ride along untouched.
 *
 * @example
 * ```ts
 * const block: SegmentationBlock<{ id: string; targets: string[] }, { targets: string[] }> = {
 *   segments: [{ id: 'loggedin', targets: ['member-hero'] }],
 *   baselines: [{ targets: ['default-hero'] }],
 * };
 * ```
 */
export interface SegmentationBlock<TSegment extends Segment, TBaseline> {
  readonly segments?: readonly TSegment[] | null;
  readonly baselines?: readonly TBaseline[] | null;
}

/**
 * The content chosen for a shopper and why: a test override, a matching condition, or the baseline.
 *
 * @example
 * ```ts
 * if (selection?.source === 'baseline') render(selection.baseline);
 * ```
 */
export type SegmentSelection<TSegment, TBaseline> =
  | { readonly source: 'override'; readonly segment: TSegment }
  | { readonly source: 'condition'; readonly segment: TSegment }
  | { readonly source: 'baseline'; readonly baseline: TBaseline };

/**
 * Picks what a segmentation block shows (content-blocks §4): the segment named by the test override
 * (`p13n_testcontext`) when the block has it; otherwise the first segment, in editor order, whose
 * condition is true for the shopper; otherwise the first baseline. `undefined` when the block has
 * neither, so the section renders empty. An override naming no segment of the block is ignored.
 *
 * @example
 * ```ts
 * import { selectSegment } from '@switchback/personalisation';
 *
 * const selection = selectSegment(block, shopper, searchParams.get('p13n_testcontext') ?? undefined);
 * const targets = selection?.source === 'baseline' ? selection.baseline.targets : selection?.segment.targets;
 * ```
 */
export function selectSegment<TSegment extends Segment, TBaseline>(
  block: SegmentationBlock<TSegment, TBaseline>,
  shopper: ShopperContext,
  testOverride?: string | null,
): SegmentSelection<TSegment, TBaseline> | undefined {
  const segments = block.segments ?? [];
  if (testOverride) {
    const forced = segments.find((segment) => segment.id === testOverride);
    if (forced) return { source: 'override', segment: forced };
  }
  const matching = segments.find((segment) => evaluateSegmentCondition(segment.id, shopper));
  if (matching) return { source: 'condition', segment: matching };
  const [baseline] = block.baselines ?? [];
  return baseline === undefined ? undefined : { source: 'baseline', baseline };
}
