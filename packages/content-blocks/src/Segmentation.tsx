import { selectSegment, type ShopperContext, GUEST_SHOPPER } from '@switchback/personalisation';
import { useBlockContext } from './BlockContext';
import type { SegmentationBlock } from './segmentationBlockSchema';

/** Props of {@link Segmentation}. */
export type SegmentationProps = Omit<SegmentationBlock, 'type' | 'segments' | 'baselines'> & {
  type?: 'segmentation';
  segments?: SegmentationBlock['segments'] | undefined;
  baselines?: SegmentationBlock['baselines'] | undefined;
  /** Overrides the block context's shopper (what `BlockRenderer` was given). */
  shopper?: ShopperContext | undefined;
  /** Overrides the block context's `p13n_testcontext` value. */
  testOverride?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

// Only an override can pick a segment when the shopper is unknown (no session read yet): matching
// conditions against a guessed shopper would show, say, guest content to a signed-in member.
const UNKNOWN_SHOPPER: ShopperContext = GUEST_SHOPPER;

/**
 * Shows the content of one segment (content-blocks §4): a test override segment (`p13n_testcontext`) wins;
 * otherwise the first segment whose condition is true for the shopper (through `selectSegment` of
 * `@switchback/personalisation`); otherwise the first baseline. Without a shopper only an override or the
 * baseline can show. The targets are drawn by the surrounding `BlockRenderer`, so they are validated, tracked
 * and explained in preview like any block; when none of them draws anything, the section is empty.
 *
 * @example
 * <BlockRenderer blocks={page.blocks} shopper={shopper} testOverride={searchParams.get('p13n_testcontext') ?? undefined} />
 */
export function Segmentation({
  segments = [],
  baselines = [],
  shopper,
  testOverride,
  preview = false,
}: SegmentationProps) {
  const context = useBlockContext();
  const who = shopper ?? context.shopper;
  const override = testOverride ?? context.testOverride;
  const selection = who
    ? selectSegment({ segments, baselines }, who, override)
    : selectSegment(
        { segments: segments.filter((segment) => segment.id === override), baselines },
        UNKNOWN_SHOPPER,
        override,
      );
  const targets = selection
    ? selection.source === 'baseline'
      ? selection.baseline.targets
      : selection.segment.targets
    : [];
  if (targets.length === 0 || !context.renderBlocks) {
    return preview ? (
      <p className="sb-block-note" role="note">
        {context.renderBlocks
          ? 'This segmentation block shows nothing for this shopper: no segment matched and there is no baseline content.'
          : 'A segmentation block draws its content through BlockRenderer.'}
      </p>
    ) : null;
  }
  return (
    <div
      className="sb-segmentation"
      data-segment={selection?.source === 'baseline' ? 'baseline' : selection?.segment.id}
    >
      {context.renderBlocks(targets)}
    </div>
  );
}
