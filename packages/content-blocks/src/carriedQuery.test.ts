// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CARRIED_QUERY_PARAMS,
  carriedParams,
  withCarriedLocation,
  withCarriedLocationInHtml,
  withCarriedQuery,
  withCarriedQueryInHtml,
} from './carriedQuery';
import { resolveBlockHref } from './resolveBlockHref';

const campaign = { pathname: '/en-us', search: '?cms=edit&enrollment_marketing_source=qr&utm_source=x' };

describe('carried query parameters', () => {
  it('are the four of the spec, and only they are kept', () => {
    expect(CARRIED_QUERY_PARAMS).toEqual(['siteId', 'cms', 'preview', 'enrollment_marketing_source']);
    expect(carriedParams('?siteId=sb-us&q=boots&preview=true').toString()).toBe('siteId=sb-us&preview=true');
  });

  it.each([
    ['/en-us/cart', '/en-us/cart?cms=edit&enrollment_marketing_source=qr'],
    ['/en-us/c/tents-100420?q=dome#grid', '/en-us/c/tents-100420?q=dome&cms=edit&enrollment_marketing_source=qr#grid'],
    ['/en-us?cms=off', '/en-us?cms=off&enrollment_marketing_source=qr'],
    ['?fit=wide', '?fit=wide&cms=edit&enrollment_marketing_source=qr'],
    ['#reviews', '#reviews'],
    ['https://example.com/en-us', 'https://example.com/en-us'],
    ['//example.com/en-us', '//example.com/en-us'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('withCarriedQuery(%s) → %s', (to, expected) => {
    expect(withCarriedQuery(to, campaign.search)).toBe(expected);
  });

  it('leaves every link as sent when there is nothing to carry', () => {
    expect(withCarriedQuery('/en-us/search?q=down%20jacket', '?utm_source=x')).toBe('/en-us/search?q=down%20jacket');
  });

  it('carries on every value of a repeated parameter', () => {
    expect(withCarriedQuery('/en-us', '?siteId=a&siteId=b')).toBe('/en-us?siteId=a&siteId=b');
  });
});

describe('CMS links keep the carried parameters', () => {
  it('resolveBlockHref adds them to internal links when the location is known', () => {
    expect(resolveBlockHref('/en-us/c/tents-100420', campaign)?.href).toBe(
      '/en-us/c/tents-100420?cms=edit&enrollment_marketing_source=qr',
    );
    expect(resolveBlockHref('https://example.com/x', campaign)?.href).toBe('https://example.com/x');
    expect(resolveBlockHref('/en-us/c/tents-100420')?.href).toBe('/en-us/c/tents-100420');
  });

  it('a ?…#modal link merges into the whole current query, carried parameters included', () => {
    expect(resolveBlockHref('?fit=wide#modal-fit', campaign)?.href).toBe(
      '/en-us?cms=edit&enrollment_marketing_source=qr&utm_source=x&fit=wide#modal-fit',
    );
  });

  it('rich text links get them too, escaped as HTML', () => {
    const html =
      '<p>Read our <a href="/en-us/terms/brand">terms</a>, <a class="x" href="/en-us/search?q=a&amp;sort=new">new</a> and <a href="https://example.com">more</a>.</p>';
    expect(withCarriedQueryInHtml(html, '?cms=edit&preview=true')).toBe(
      '<p>Read our <a href="/en-us/terms/brand?cms=edit&amp;preview=true">terms</a>, <a class="x" href="/en-us/search?q=a&amp;sort=new&amp;cms=edit&amp;preview=true">new</a> and <a href="https://example.com">more</a>.</p>',
    );
    expect(withCarriedQueryInHtml(html, '')).toBe(html);
  });
});

describe('CMS links keep preview mode (the /pre path prefix)', () => {
  const preview = { pathname: '/pre/en-us/c/tents-100420', search: '?cms=edit' };

  it('a link to a page of the shop stays under /pre, with the carried parameters', () => {
    expect(resolveBlockHref('/en-us/c/jackets-100110', preview)?.href).toBe('/pre/en-us/c/jackets-100110?cms=edit');
    expect(withCarriedLocation('/fr-ca', { pathname: '/pre/fr-ca', search: '' })).toBe('/pre/fr-ca');
    expect(withCarriedLocation('/en-us/search?q=boots#top', { pathname: '/pre', search: '' })).toBe(
      '/pre/en-us/search?q=boots#top',
    );
  });

  it('leaves links that are not shop pages, links already under /pre, and pages outside preview as they are', () => {
    expect(withCarriedLocation('/media/size-guide.pdf', preview)).toBe('/media/size-guide.pdf?cms=edit');
    expect(withCarriedLocation('/pre/en-us/cart', preview)).toBe('/pre/en-us/cart?cms=edit');
    expect(withCarriedLocation('https://example.com/en-us', preview)).toBe('https://example.com/en-us');
    expect(withCarriedLocation('#modal-fit', preview)).toBe('#modal-fit');
    expect(withCarriedLocation('/en-us/cart', { pathname: '/present/en-us', search: '' })).toBe('/en-us/cart');
    expect(withCarriedLocation('/en-us/cart', { pathname: '/en-us', search: '' })).toBe('/en-us/cart');
  });

  it('rich text links stay under /pre too', () => {
    const html = '<p><a href="/en-us/terms/brand">Terms</a> and <a href="https://example.com">more</a></p>';
    expect(withCarriedLocationInHtml(html, { pathname: '/pre/en-us', search: '' })).toBe(
      '<p><a href="/pre/en-us/terms/brand">Terms</a> and <a href="https://example.com">more</a></p>',
    );
    expect(withCarriedLocationInHtml(html, { pathname: '/en-us', search: '' })).toBe(html);
  });
});
