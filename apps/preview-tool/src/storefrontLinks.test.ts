// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT_URL, storefrontBaseUrl, storefrontPageFor, storefrontPreviewUrl } from './storefrontLinks';

describe('storefront links of an entry', () => {
  it('takes the storefront from the query, then the build, then localhost:3000', () => {
    expect(storefrontBaseUrl('?storefrontUrl=https://qa.switchback.example/', 'https://built.example')).toBe(
      'https://qa.switchback.example',
    );
    expect(storefrontBaseUrl('', 'https://built.example/')).toBe('https://built.example');
    expect(storefrontBaseUrl('?storefrontUrl=javascript:alert(1)', undefined)).toBe(DEFAULT_STOREFRONT_URL);
    expect(storefrontBaseUrl('?storefrontUrl=not a url', undefined)).toBe('http://localhost:3000');
  });

  it('finds the storefront page of each kind of content slug', () => {
    expect(storefrontPageFor('home')).toMatchObject({ label: 'Home page', path: '' });
    expect(storefrontPageFor('promotions')).toMatchObject({ label: 'Page /promotions', path: '/promotions' });
    expect(storefrontPageFor('help/returns/how-to-return')?.path).toBe('/help/returns/how-to-return');
    expect(storefrontPageFor('_fragment/promo-bar')?.path).toBe('');
    expect(storefrontPageFor('_menu')?.label).toMatch(/^Main menu/);
    expect(storefrontPageFor('_category/100100')?.path).toBe('/c/category-100100');
    expect(storefrontPageFor('_product/SBHB10001')?.path).toBe('/p/product-SBHB10001');
    expect(storefrontPageFor('_search/no-results')?.path).toMatch(/^\/search\?q=/);
    expect(storefrontPageFor('_preview/fixtures')).toBeUndefined();
  });

  it('opens the page in preview mode, with the forced variant', () => {
    expect(storefrontPreviewUrl('http://localhost:3000', 'en-us', storefrontPageFor('home')!)).toBe(
      'http://localhost:3000/pre/en-us',
    );
    expect(storefrontPreviewUrl('http://127.0.0.1:5000', 'fr-ca', storefrontPageFor('promotions')!, ' v-2 ')).toBe(
      'http://127.0.0.1:5000/pre/fr-ca/promotions?p13n_testcontext=v-2',
    );
    expect(storefrontPreviewUrl('http://localhost:3000', 'en-us', storefrontPageFor('_search/default')!)).toBe(
      'http://localhost:3000/pre/en-us/search?q=jacket',
    );
  });
});
