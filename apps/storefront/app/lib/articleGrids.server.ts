import {
  articleGridBlockSchema,
  articleSearchResultSchema,
  firstArticleGridQuery,
  type ArticleSearchResult,
} from '@switchback/content-blocks';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/** Every article grid block among `blocks`, also inside container blocks (any depth). */
function articleGridsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) {
    for (const item of value) articleGridsIn(item, found);
  } else if (value && typeof value === 'object') {
    if ((value as { type?: unknown }).type === 'articleGrid') found.push(value);
    else for (const item of Object.values(value)) articleGridsIn(item, found);
  }
  return found;
}

/**
 * The first page of every article grid on a CMS page, searched on the server (the block's own first query), by
 * block id — for `BlockServices.initialArticleResults`, so the grid shows its articles in the server HTML and works
 * without JavaScript. A grid whose search fails is left out (logged): it then searches in the browser as before.
 *
 * @example
 * const articleResults = await loadArticleGridResults(session, store, page.blocks, request.signal);
 */
export async function loadArticleGridResults(
  session: RequestSession,
  store: Store,
  blocks: readonly unknown[] | null | undefined,
  signal?: AbortSignal,
): Promise<Record<string, ArticleSearchResult>> {
  const grids = articleGridsIn(blocks ?? []).flatMap((block) => {
    const parsed = articleGridBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
  if (grids.length === 0) return {};
  const api = session.api({ siteId: store.siteId, locale: store.locale });
  const answers = await Promise.all(
    grids.map(async (grid) => {
      try {
        const { query, offset, limit, tagId } = firstArticleGridQuery(grid);
        const answer = await api.content.searchArticles(
          { siteId: store.siteId, query, offset, limit, tagId },
          signal ? { signal } : {},
        );
        return [[grid.id, articleSearchResultSchema.parse(answer)] as const];
      } catch (error) {
        console.warn(`[cms] article grid ${grid.id}: the first search failed, the browser will search`, error);
        return [];
      }
    }),
  );
  return Object.fromEntries(answers.flat());
}
