import { Suspense, type ReactNode } from 'react';
import { BlockBoundary } from './BlockBoundary';
import type { BlockEventHandler, PromotionTracking } from './blockEvents';
import type { BlockProblemReport } from './BlockRenderer';
import { SlotProvider, slotKey } from './heldMarkup';
import { TrackedBlock } from './TrackedBlock';

/** Props of {@link BlockSlot}. */
export interface BlockSlotProps {
  /** The block as given to the renderer (reported with a render error). */
  block: unknown;
  index: number;
  blockId: string;
  type: string;
  /** A container draws other blocks and is not tracked itself. */
  container?: boolean | undefined;
  promotion?: PromotionTracking | undefined;
  preview: boolean;
  onBlockProblem?: ((problem: BlockProblemReport) => void) | undefined;
  onBlockEvent?: BlockEventHandler | undefined;
  children: ReactNode;
}

// No box of its own: the block lays out as if the wrapper were not there.
const SLOT_STYLE = { display: 'contents' } as const;

/**
 * The frame every drawn block sits in, whichever renderer draws it: a wrapper without a box that names the block's
 * type and id (`data-block-type`, `data-block-id`: editors' tools and tests find a page's blocks by them), its own
 * Suspense boundary (a block that throws on the server falls back to the client; a block whose code is loading waits
 * alone), an error boundary that reports a render error, and analytics' `TrackedBlock` unless the block is a container.
 */
export function BlockSlot({
  block,
  index,
  blockId,
  type,
  container,
  promotion,
  preview,
  onBlockProblem,
  onBlockEvent,
  children,
}: BlockSlotProps) {
  return (
    <div data-block-type={type} data-block-id={blockId} style={SLOT_STYLE}>
      <SlotProvider value={slotKey(type, blockId)}>
        <BlockSlotContent
          block={block}
          index={index}
          blockId={blockId}
          type={type}
          container={container}
          promotion={promotion}
          preview={preview}
          onBlockProblem={onBlockProblem}
          onBlockEvent={onBlockEvent}
        >
          {children}
        </BlockSlotContent>
      </SlotProvider>
    </div>
  );
}

function BlockSlotContent({
  block,
  index,
  blockId,
  type,
  container,
  promotion,
  preview,
  onBlockProblem,
  onBlockEvent,
  children,
}: BlockSlotProps) {
  return (
    <Suspense fallback={null}>
      <BlockBoundary
        block={block}
        preview={preview}
        onError={(error) =>
          onBlockProblem?.({
            block,
            index,
            kind: 'render-error',
            reason: error instanceof Error ? error.message : String(error),
            problems: [],
          })
        }
      >
        {onBlockEvent && !container ? (
          <TrackedBlock
            blockId={blockId}
            blockType={type}
            position={index}
            promotion={promotion}
            onBlockEvent={onBlockEvent}
          >
            {children}
          </TrackedBlock>
        ) : (
          children
        )}
      </BlockBoundary>
    </Suspense>
  );
}
