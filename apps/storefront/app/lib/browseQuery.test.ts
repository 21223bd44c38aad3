import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, browseSearchParams, pageCount, parseBrowseQuery, toProductSearchQuery } from './browseQuery';

const parse = (query: string) => parseBrowseQuery(new URLSearchParams(query));

describe('parseBrowseQuery', () => {
  it('reads repeated and comma-separated facets, sorted and without duplicates', () => {
    const query = parse(
      'color=NVY&color=BLK,NVY&size=M&gender=men&activity=hiking&sort=price-asc&page=3&price=50-100&q=%20rain%20',
    );
    expect(query).toEqual({
      q: 'rain',
      filters: { gender: ['men'], color: ['BLK', 'NVY'], size: ['M'], activity: ['hiking'] },
      price: '50-100',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('drops malformed values instead of failing', () => {
    const query = parse('sort=cheapest&page=-2&price=abc&color=');
    expect(query.sort).toBe('');
    expect(query.page).toBe(1);
    expect(query.price).toBe('');
    expect(query.filters.color).toEqual([]);
    expect(parse('page=999999').page).toBe(1000);
    expect(parse('price=400-').price).toBe('400-');
  });
});

describe('toProductSearchQuery', () => {
  it('maps the listing state to productSearch parameters', () => {
    expect(
      toProductSearchQuery(parse('color=BLK&color=NVY&price=50-100&sort=newest&page=2'), { categoryId: '100110' }),
    ).toEqual({
      categoryId: '100110',
      color: 'BLK,NVY',
      priceMin: '50',
      priceMax: '100',
      sort: 'newest',
      start: String(PAGE_SIZE),
      count: String(PAGE_SIZE),
    });
  });

  it('sends an open price range without a maximum, and the search term', () => {
    expect(toProductSearchQuery(parse('q=boots&price=400-'))).toEqual({
      q: 'boots',
      priceMin: '400',
      start: '0',
      count: String(PAGE_SIZE),
    });
  });
});

describe('browseSearchParams', () => {
  it('gives equal URLs for equal states, leaving out page 1', () => {
    expect(browseSearchParams(parse('size=M&color=NVY,BLK&page=1')).toString()).toBe('color=BLK&color=NVY&size=M');
    expect(browseSearchParams({ ...parse('q=tent'), page: 2 }).toString()).toBe('q=tent&page=2');
  });

  it('round-trips through parseBrowseQuery', () => {
    const query = parse('q=parka&gender=women&activity=snow&price=100-200&sort=rating&page=4');
    expect(parseBrowseQuery(browseSearchParams(query))).toEqual(query);
  });
});

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PAGE_SIZE)).toBe(1);
    expect(pageCount(PAGE_SIZE + 1)).toBe(2);
  });
});

describe('the Sale listing (sale=1)', () => {
  it('reads sale=1, asks productSearch for products on sale only, and keeps it in every listing URL', () => {
    const query = parseBrowseQuery(new URLSearchParams('sale=1&sort=discount&color=BLK'));
    expect(query.sale).toBe(true);
    expect(toProductSearchQuery(query)).toMatchObject({ onSale: 'true', sort: 'discount', color: 'BLK' });
    expect(browseSearchParams({ ...query, page: 2 }).toString()).toBe('sale=1&color=BLK&sort=discount&page=2');
    expect(parseBrowseQuery(new URLSearchParams('sale=yes')).sale).toBeUndefined();
  });
});
