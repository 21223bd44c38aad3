import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredRule } from './requiredRule';

const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff') });

describe('requiredRule', () => {
  it('uses the spec message and key', () => {
    expect(requiredRule()('')).toEqual({ key: 'validation.required', message: 'This field is required' });
  });

  it('fails for missing values, false and empty lists', () => {
    for (const value of [undefined, null, '', false, []]) {
      expect(requiredRule()(value)).toBeDefined();
    }
  });

  it('fails for any whitespace-only string', () => {
    fc.assert(fc.property(whitespace, (value) => requiredRule()(value) !== undefined));
  });

  it('passes any string with a visible character, whatever surrounds it', () => {
    fc.assert(
      fc.property(whitespace, fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), whitespace, (a, text, b) =>
        requiredRule()(`${a}${text}${b}`) === undefined,
      ),
    );
  });

  it('passes numbers including 0 and true', () => {
    expect(requiredRule()(0)).toBeUndefined();
    expect(requiredRule()(true)).toBeUndefined();
  });

  it('takes another key and message for the checkbox and select variants', () => {
    expect(requiredRule({ key: 'validation.requiredCheckbox', message: 'Please tick the box' })(false)).toEqual({
      key: 'validation.requiredCheckbox',
      message: 'Please tick the box',
    });
  });
});
