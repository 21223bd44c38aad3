// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeHref } from './safeHref';

describe('safeHref', () => {
  it.each([
    'https://www.example.com/en-gb/p/ridge-jacket-NF0A5GLS',
    'http://example.com/',
    'HTTPS://EXAMPLE.COM/',
    'mailto:help@example.com?subject=Returns',
    'tel:+441234567890',
    '/en-gb/c/hiking-boots-1234',
    '../size-guide',
    'size-guide',
    '?colour=olive',
    '#main',
    '//cdn.example.com/lookbook',
    '/search?q=gore-tex:mid',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it('keeps the in-page modal links of the CMS', () => {
    expect(safeHref('#modal-size-guide')).toBe('#modal-size-guide');
    expect(safeHref('?size=42&width=wide#modal-fit-finder')).toBe('?size=42&width=wide#modal-fit-finder');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://example.com/uuid',
    'intent://scan#Intent;end',
    '',
    '   ',
  ])('drops %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it('trims what browsers would trim and drops non-strings', () => {
    expect(safeHref('  /en-gb/stores \n')).toBe('/en-gb/stores');
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
