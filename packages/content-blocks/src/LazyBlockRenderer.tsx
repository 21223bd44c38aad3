import { use } from 'react';
import { BlockContextProvider } from './BlockContext';
import { BlockCode, BlockIsland } from './BlockIsland';
import { BlockProblem } from './BlockProblem';
import type { BlockProblemReport, BlockRendererProps } from './BlockRenderer';
import { BlockSlot } from './BlockSlot';
import { blockCatalog, islandWake, islandWakeAfter } from './blockCatalog';
import { loadedContainerServing } from './blockComponents';
import { isPreparedBlock } from './preparedBlock';
import { loadRichTextSanitizer } from './richTextSanitizer';
import { hasModalLink, StaticBlock } from './StaticBlock';

/** Props of {@link LazyBlockRenderer}: those of `BlockRenderer`, with prepared blocks and no registry. */
export interface LazyBlockRendererProps extends Omit<BlockRendererProps, 'blocks' | 'registry'> {
  /**
   * The page's blocks as `prepareBlocks` made them on the server. A plain CMS block also works: the browser then
   * loads the schemas to check it (a chunk a page with prepared blocks never loads).
   */
  blocks: readonly unknown[] | null | undefined;
}

let preparer: typeof import('./prepareBlocks') | undefined;
let preparing: Promise<typeof import('./prepareBlocks')> | undefined;
const loadPreparer = () => (preparing ??= import('./prepareBlocks').then((module) => (preparer = module)));

/**
 * Loads the schemas that check plain (unprepared) blocks and the rich-text sanitiser; a server calls it with
 * `preloadBlocks` so it never waits for them while rendering.
 *
 * @example
 * await Promise.all([preloadBlocks(), preloadBlockPreparer()]);
 */
export async function preloadBlockPreparer(): Promise<void> {
  await Promise.all([loadPreparer(), loadRichTextSanitizer()]);
}

/** Plain blocks given to the lazy renderer: checked here, with the schemas loaded on demand. */
function PreparedHere(props: LazyBlockRendererProps & { blocks: readonly unknown[] }) {
  const { prepareBlocks } = preparer ?? use(loadPreparer());
  return <LazyBlockRenderer {...props} blocks={prepareBlocks(props.blocks)} />;
}

/**
 * Draws blocks the server prepared (`prepareBlocks`) with each block type's code loaded on demand: the browser
 * gets no schema, no validation and no code for a block type the page does not draw. Static blocks (hero,
 * banner, rich text, cards…) keep their server markup and never load their code; interactive blocks hydrate
 * when their code is there (`preloadBlockIslands` loads the page's islands before hydration; an island whose code
 * is missing then keeps its server markup until the shopper comes near it, see `BlockIsland`). A container whose
 * choice the server made for good (a segmentation block; an experience showing the baseline the server decided, see
 * `servedContainer`) loads no code either: the blocks it chose are hydrated where they are, until what the choice
 * depends on changes in the browser. Same props, problems, analytics and context as
 * `BlockRenderer`; a server must call `preloadBlocks()` before rendering.
 *
 * @example
 * // loader: return { blocks: prepareBlocks(page.blocks) };
 * <LazyBlockRenderer blocks={loaderData.blocks} onBlockEvent={track} />
 */
export function LazyBlockRenderer(props: LazyBlockRendererProps) {
  const {
    blocks,
    preview = false,
    onBlockProblem,
    onBlockEvent,
    location,
    onOpenModal,
    shopper,
    testOverride,
    services,
    experienceDecisions,
  } = props;
  if (!blocks || blocks.length === 0) return null;
  if (!blocks.every(isPreparedBlock)) return <PreparedHere {...props} blocks={blocks} />;
  const renderBlocks = (nested: readonly unknown[]) => <LazyBlockRenderer {...props} blocks={nested} />;
  // The first block that is drawn holds the page's likely largest image, whatever was skipped before it.
  const priorityIndex = blocks.findIndex((block) => !block.$problem);
  return (
    <BlockContextProvider
      location={location}
      onOpenModal={onOpenModal}
      shopper={shopper}
      testOverride={testOverride}
      experienceDecisions={experienceDecisions}
      services={services}
      renderBlocks={renderBlocks}
      trustedHtml
    >
      {blocks.map((block, index) => {
        const key = `${index}:${block.id}`;
        const { $prepared: _prepared, $promotion: promotion, $problem: problem, $source: source, ...fields } = block;
        const info = blockCatalog.get(block.type);
        if (problem || !info) {
          const report: BlockProblemReport = {
            block: source ?? block,
            index,
            kind: problem?.kind ?? 'unknown-type',
            reason: problem?.reason ?? `Unknown block type "${block.type}": no component renders it yet.`,
            problems: problem?.problems ?? [],
          };
          onBlockProblem?.(report);
          return preview ? (
            <BlockProblem
              key={key}
              block={report.block}
              reason={report.reason}
              // Any explanation the app gave it (an unknown type explained by `explainBlock`, too).
              problems={report.problems}
            />
          ) : null;
        }
        const draw = (Component: Parameters<Parameters<typeof BlockIsland>[0]['render']>[0]) => (
          <Component {...fields} priority={index === priorityIndex} preview={preview} />
        );
        // A container the server chose for is served without its code (once the module serving it is loaded).
        const served =
          info.container && !preview
            ? loadedContainerServing()?.servedContainer(
                fields,
                { shopper, testOverride, experienceDecisions },
                renderBlocks,
              )
            : undefined;
        // A static block keeps its server markup in the browser: its code loads only when it is new to the page.
        const content =
          info.hydration === 'static' && !hasModalLink(block) ? (
            <StaticBlock>
              <BlockCode type={block.type} render={draw} />
            </StaticBlock>
          ) : (
            <BlockIsland
              type={block.type}
              render={draw}
              wake={islandWake(block)}
              wakeAfterMs={islandWakeAfter(block)}
              served={served}
            />
          );
        return (
          <BlockSlot
            key={key}
            block={block}
            index={index}
            blockId={block.id}
            type={block.type}
            container={info.container}
            promotion={promotion}
            preview={preview}
            onBlockProblem={onBlockProblem}
            onBlockEvent={onBlockEvent}
          >
            {content}
          </BlockSlot>
        );
      })}
    </BlockContextProvider>
  );
}
