import { parseBlock } from '@switchback/content-blocks';

/**
 * True when one of the blocks the editor marked as the page's h1 (`titleH1`) will actually be drawn; when that block
 * is unknown or invalid the page must give its own (hidden) h1 instead, or it would have none.
 *
 * @example
 * const ownH1 = !drawnTitleH1(page.blocks);
 */
export function drawnTitleH1(blocks: readonly object[]): boolean {
  return blocks.some((block) => (block as { titleH1?: unknown }).titleH1 === true && parseBlock(block).status === 'ok');
}
