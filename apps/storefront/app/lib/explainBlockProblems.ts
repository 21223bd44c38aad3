import { blockRegistry, explainBlock, type BlockRegistry, type PreparedBlock } from '@switchback/content-blocks';

/**
 * Gives each prepared block that cannot be drawn the editor's explanation of content-blocks' `explainBlock` — which
 * field, what is wrong with it and how to fix it (``Field `media` is missing: add an image …``) — in place of the
 * schema check's shorter messages, so preview mode (`?preview=true`, the `/pre` prefix) tells an editor how to
 * repair the entry. Errors come first, then advice about the same entry. A block that is drawn is returned as is.
 *
 * @example
 * const blocks = withExplainedProblems(prepareBlocks(page.blocks));
 * blocks[0].$problem?.problems; // ['Field `media` is missing: add an image …']
 */
export function withExplainedProblems(
  blocks: readonly PreparedBlock[],
  registry: BlockRegistry = blockRegistry,
): PreparedBlock[] {
  return blocks.map((block) => {
    if (!block.$problem) return block;
    const explained = explainBlock(block.$source ?? block, registry);
    if (explained.length === 0) return block;
    const ordered = [
      ...explained.filter((problem) => problem.severity === 'error'),
      ...explained.filter((problem) => problem.severity === 'advice'),
    ];
    return { ...block, $problem: { ...block.$problem, problems: ordered.map((problem) => problem.text) } };
  });
}
