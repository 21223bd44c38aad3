// The article grid's search against the live commerce-api and its seeded trail journal.
import { describe, expect, inject, it } from 'vitest';
import { isApiError } from '../ApiError';
import { createApiClient } from '../createApiClient';

const api = createApiClient({ baseUrl: inject('commerceApiUrl'), identity: { siteId: 'sb-us', locale: 'en-us' } });

describe('content.searchArticles (live)', () => {
  it('pages through the journal, newest first, with the tag facets', async () => {
    const first = await api.content.searchArticles({
      siteId: 'sb-us',
      query: { parent: 'journal' },
      offset: 0,
      limit: 3,
    });
    expect(first.numFound).toBe(7);
    expect(first.result).toHaveLength(3);
    expect(first.result[0]).toMatchObject({
      url: '/en-us/journal/first-ultra-training-plan',
      title: 'Sixteen weeks to your first 50 km',
    });
    expect(first.result[0]?.picture?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.svg$/);
    expect(first.facets.map((facet) => facet.id)).toEqual(['camping', 'gear-care', 'hiking', 'trail-running']);
    const next = await api.content.searchArticles({
      siteId: 'sb-us',
      query: { parent: 'journal' },
      offset: 3,
      limit: 3,
    });
    expect(next.result.map((article) => article.id)).not.toContain(first.result[0]?.id);
  });

  it('narrows to the articles filed under every selected tag', async () => {
    const answer = await api.content.searchArticles({
      siteId: 'sb-us',
      query: { parent: 'journal' },
      offset: 0,
      limit: 10,
      tagId: ['hiking', 'gear-care'],
    });
    expect(answer.result.map((article) => article.id)).toEqual(['journal/breaking-in-hiking-boots']);
    expect(answer.numFound).toBe(1);
  });

  it('refuses a bad page size with API400', async () => {
    const error = await api.content
      .searchArticles({ siteId: 'sb-us', offset: 0, limit: 0 })
      .catch((caught: unknown) => caught);
    expect(isApiError(error) && error.errorId).toBe('API400');
  });
});
