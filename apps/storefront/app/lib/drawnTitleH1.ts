import type { PreparedBlock } from '@switchback/content-blocks';

/** The blocks an experience or segmentation block may draw in its place (its baselines', variants' and segments' targets). */
function nestedTargets(block: PreparedBlock): PreparedBlock[] {
  return ['baselines', 'variants', 'segments'].flatMap((group) =>
    Array.isArray(block[group])
      ? (block[group] as { targets?: unknown }[]).flatMap((entry) =>
          Array.isArray(entry?.targets) ? (entry.targets as PreparedBlock[]) : [],
        )
      : [],
  );
}

/**
 * True when one of the blocks the editor marked as the page's h1 (`titleH1`) will actually be drawn — at the top of
 * the page or as the content of an experience or segmentation block (a hero under test); when that block is unknown
 * or invalid the page must give its own (hidden) h1 instead, or it would have none. Reads the blocks `prepareBlocks`
 * already checked, so nothing is parsed twice.
 *
 * @example
 * const ownH1 = !drawnTitleH1(prepareBlocks(page.blocks));
 */
export function drawnTitleH1(blocks: readonly PreparedBlock[], depth = 0): boolean {
  return blocks.some(
    (block) =>
      !block.$problem && (block.titleH1 === true || (depth < 3 && drawnTitleH1(nestedTargets(block), depth + 1))),
  );
}
