import type { BlockProblemReport } from '@switchback/content-blocks';

const reported = new Set<string>();

/**
 * Logs a CMS block that could not be drawn, once per page, block and kind of problem: shoppers never see it,
 * editors find it in the server log, and a busy page does not flood the log on every request.
 *
 * @example
 * <BlockRenderer blocks={page.blocks} onBlockProblem={(problem) => reportBlockProblem(page.id, problem)} />
 */
export function reportBlockProblem(pageId: string, problem: BlockProblemReport): void {
  const key = `${pageId}#${problem.index}#${problem.kind}`;
  if (reported.has(key)) return;
  if (reported.size > 10_000) reported.clear();
  reported.add(key);
  console.warn(`[cms] page ${pageId}: block ${problem.index} not drawn (${problem.kind}): ${problem.reason}`);
}
