// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCurrentPage, resolveBlockHref } from './resolveBlockHref';

const boots = { pathname: '/en-gb/c/mens-hiking-boots-100131', search: '?colour=brown&size=9' };

describe('resolveBlockHref', () => {
  it('keeps a #modal link in page and names the modal', () => {
    expect(resolveBlockHref('#modal-size-guide', boots)).toEqual({
      href: '#modal-size-guide',
      modalId: 'modal-size-guide',
    });
  });

  it('merges a ?…#modal link into the current query, its values winning', () => {
    expect(resolveBlockHref('?size=10&fit=wide#modal-fit', boots)).toEqual({
      href: '/en-gb/c/mens-hiking-boots-100131?colour=brown&size=10&fit=wide#modal-fit',
      modalId: 'modal-fit',
    });
    expect(resolveBlockHref('?fit=wide#modal-fit', { pathname: '/en-gb', search: '' })?.href).toBe(
      '/en-gb?fit=wide#modal-fit',
    );
  });

  it('leaves ?… links without a modal, and modal links without a location, as sent', () => {
    expect(resolveBlockHref('?fit=wide', boots)).toEqual({ href: '?fit=wide', modalId: undefined });
    expect(resolveBlockHref('?fit=wide#modal-fit')).toEqual({ href: '?fit=wide#modal-fit', modalId: 'modal-fit' });
    expect(resolveBlockHref('/en-gb/c/tents-100420', boots)).toEqual({
      href: '/en-gb/c/tents-100420',
      modalId: undefined,
    });
  });

  it('drops unsafe links before any rule', () => {
    expect(resolveBlockHref('javascript:alert(1)//#modal-x', boots)).toBeUndefined();
  });
});

describe('isCurrentPage', () => {
  it('matches the same path and query in any order, ignoring a trailing slash and the fragment', () => {
    expect(isCurrentPage('/en-gb/c/mens-hiking-boots-100131?size=9&colour=brown#reviews', boots)).toBe(true);
    expect(isCurrentPage('/en-gb/c/mens-hiking-boots-100131/?colour=brown&size=9', boots)).toBe(true);
  });

  it('does not match another query, path or origin', () => {
    expect(isCurrentPage('/en-gb/c/mens-hiking-boots-100131?colour=brown', boots)).toBe(false);
    expect(isCurrentPage('/en-gb/c/womens-hiking-boots-100231?colour=brown&size=9', boots)).toBe(false);
    expect(isCurrentPage('https://example.com/en-gb/c/mens-hiking-boots-100131?colour=brown&size=9', boots)).toBe(
      false,
    );
  });
});
