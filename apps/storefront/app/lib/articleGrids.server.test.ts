import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { loadArticleGridResults } from './articleGrids.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });
const session = () => sessions(new Request(`${STORE_URL}/en-us/journal`), { siteId: 'sb-us', locale: 'en-us' });

const article = (id: string) => ({ id, url: `/en-us/journal/${id}`, title: `Story ${id}` });
const grid = {
  id: 'journal-grid',
  type: 'articleGrid',
  rowsToLoad: 2,
  gridSize: { sm: 2 },
  initialQuery: 'parent=journal',
  tagId: 'hiking',
};

/** Article search answering two articles; records the query of each request. */
function articlesApi(status = 200) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(`${API_URL}/publish/caas/v1/canvas/articles/sb-us`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      if (status !== 200) return HttpResponse.json({ errorId: 'CMS500', message: 'down' }, { status });
      return HttpResponse.json({
        result: [article('a1'), article('a2'), { id: 'bad', url: 'javascript:alert(1)' }],
        facets: [{ id: 'hiking', label: 'Hiking' }],
        numFound: 9,
      });
    }),
  );
  return queries;
}

describe('loadArticleGridResults', () => {
  it('searches the first page of every article grid on the page (also nested) with the block’s own query, by block id', async () => {
    const queries = articlesApi();
    const blocks = [
      { id: 'hero', type: 'hero' },
      { id: 'box', type: 'collection', blocks: [grid] },
    ];
    const results = await loadArticleGridResults(session(), STORE, blocks);
    expect(queries).toEqual([{ parent: 'journal', offset: '0', limit: '4', tagId: 'hiking' }]);
    expect(Object.keys(results)).toEqual(['journal-grid']);
    // The unsafe article is dropped, as in the browser.
    expect(results['journal-grid']).toEqual({
      result: [article('a1'), article('a2')],
      facets: [{ id: 'hiking', label: 'Hiking' }],
      numFound: 9,
    });
  });

  it('asks nothing when the page has no article grid, and leaves out a grid whose search failed', async () => {
    const queries = articlesApi(500);
    expect(await loadArticleGridResults(session(), STORE, [{ id: 'hero', type: 'hero' }])).toEqual({});
    expect(queries).toHaveLength(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadArticleGridResults(session(), STORE, [grid])).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
