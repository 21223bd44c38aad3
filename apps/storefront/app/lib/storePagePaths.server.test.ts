import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { loadStorePagePaths } from './catalogue.server';
import { createSessionFactory } from './session.server';
import type { Store } from './store';
import { API_URL, STORE_URL } from '../testing/commerceApiStub';

const server = setupMswServer();
const STORE: Store = { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' };
const sessions = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() });

describe('loadStorePagePaths (the sitemap’s pages)', () => {
  it('lists the product set pages of the catalogue’s products once each, leaving out a product whose sets could not be read', async () => {
    const asked: string[] = [];
    const ridgeline = { id: 'SBSET10001', name: 'The Ridgeline Hiker (Men)' };
    server.use(
      http.get(`${API_URL}/products/v2/catalog`, () =>
        HttpResponse.json({ categories: [{ id: '100100', name: 'Men', url: '/en-us/c/mens-100100' }] }),
      ),
      http.get(`${API_URL}/products/v2/search/productSearch`, () =>
        HttpResponse.json({
          numFound: 3,
          facets: [],
          products: ['SBJK10001', 'SBJK10002', 'SBJK10003'].map((id) => ({ id, name: `Jacket ${id}` })),
        }),
      ),
      http.get(`${API_URL}/products/v2/products/:id/productSets`, ({ params }) => {
        asked.push(String(params.id));
        if (params.id === 'SBJK10003')
          return HttpResponse.json({ errorId: 'API404', message: 'Product not found' }, { status: 404 });
        return HttpResponse.json({ productId: params.id, productSets: [ridgeline] });
      }),
    );
    const paths = await loadStorePagePaths(
      sessions(new Request(`${STORE_URL}/sitemap.xml`), { siteId: 'sb-us', locale: 'en-us' }),
      STORE,
    );
    expect(asked.sort()).toEqual(['SBJK10001', 'SBJK10002', 'SBJK10003']);
    expect(paths.sets).toEqual(['/set/the-ridgeline-hiker-men-SBSET10001']);
    expect(paths.products).toHaveLength(3);
  });
});
