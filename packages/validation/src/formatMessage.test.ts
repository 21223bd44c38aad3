import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage';
import { interpolate } from './interpolate';

describe('formatMessage', () => {
  it.each([
    ['the English default', () => formatMessage('validation.required'), 'This field is required'],
    ['placeholders filled', () => formatMessage('validation.maxLength', { max: 30 }), 'Use at most 30 characters.'],
    [
      'a locale catalogue first',
      () => formatMessage('validation.required', undefined, { 'validation.required': 'Pflichtfeld' }),
      'Pflichtfeld',
    ],
    ['an unknown key with a fallback', () => formatMessage('shop.x', undefined, undefined, 'Fallback'), 'Fallback'],
    ['an unknown key shows itself', () => formatMessage('shop.x'), 'shop.x'],
  ] as const)('%s', (_, format, expected) => {
    expect(format()).toBe(expected);
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});
