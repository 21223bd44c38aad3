// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { blockServicesBackend } from './blockServicesBackend';
import { composeBlockServices, type BlockServicesApi } from './composeBlockServices';

function fakeApi(searchAnswer: unknown): BlockServicesApi & { searched: unknown[] } {
  const searched: unknown[] = [];
  return {
    searched,
    consumer: {
      subscribeNewsletter: vi.fn(async () => ({ subscribed: true })),
      registerForEvent: vi.fn(async () => ({})),
    } as never,
    content: {
      searchArticles: (async (params: unknown) => {
        searched.push(params);
        return searchAnswer;
      }) as never,
    },
    products: { getInventory: vi.fn(async () => ({})) as never },
  };
}

describe('composeBlockServices (the block services the storefront and the preview tool share)', () => {
  it('searches articles on the given site and drops an article with an unsafe link', async () => {
    const api = fakeApi({
      numFound: 2,
      facets: [],
      result: [
        { id: 'a1', url: '/en-us/journal/ridge-walks', title: 'Ridge walks' },
        { id: 'a2', url: 'javascript:alert(1)', title: 'Bad' },
      ],
    });
    const load = vi.fn(async () => blockServicesBackend(api));
    const services = composeBlockServices({ siteId: 'sb-ca', locale: 'fr-ca', load });
    expect(load).not.toHaveBeenCalled();
    const answer = await services.searchArticles!({ query: { parent: 'journal' }, offset: 0, limit: 6, tagId: [] });
    expect(api.searched).toEqual([{ siteId: 'sb-ca', query: { parent: 'journal' }, offset: 0, limit: 6, tagId: [] }]);
    expect(answer.result.map((article) => article.id)).toEqual(['a1']);
    await services.subscribeNewsletter!({ email: 'ada@example.com' } as never);
    expect(load).toHaveBeenCalledTimes(1);
    expect(services).toMatchObject({ siteId: 'sb-ca', locale: 'fr-ca', account: { status: 'guest' } });
  });

  it('tries loading the client again after a failed load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(blockServicesBackend(fakeApi({ numFound: 0, facets: [], result: [] })));
    const services = composeBlockServices({
      siteId: 'sb-us',
      locale: 'en-us',
      account: { status: 'registered' },
      signInUrl: '/en-us/sign-in',
      load,
    });
    await expect(services.getInventory!('SBJK10001' as never)).rejects.toThrow('offline');
    await expect(services.getInventory!('SBJK10001' as never)).resolves.toEqual({});
    expect(services).toMatchObject({ account: { status: 'registered' }, signInUrl: '/en-us/sign-in' });
  });
});
