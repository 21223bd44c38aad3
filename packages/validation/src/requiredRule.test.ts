import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requiredCheckboxRule, requiredRule, requiredSelectRule } from './requiredRule';

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
      fc.property(
        whitespace,
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        whitespace,
        (a, text, b) => requiredRule()(`${a}${text}${b}`) === undefined,
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

describe.each([
  ['requiredRule', requiredRule, { key: 'validation.required', message: 'This field is required' }],
  [
    'requiredCheckboxRule',
    requiredCheckboxRule,
    { key: 'validation.requiredCheckbox', message: 'Please tick this box to continue.' },
  ],
  ['requiredSelectRule', requiredSelectRule, { key: 'validation.requiredSelect', message: 'Please select an option.' }],
] as const)('%s', (_, rule, issue) => {
  it.each([
    ['valid: ticked', true, undefined],
    ['valid: a chosen option', 'female', undefined],
    ['valid: an accented value', 'Zoë', undefined],
    ['valid: the number 0', 0, undefined],
    ['invalid: unticked', false, issue],
    ['invalid: nothing chosen', '', issue],
    ['invalid: null', null, issue],
    ['invalid: undefined', undefined, issue],
    ['invalid: an empty list', [], issue],
    ['edge: whitespace only', ' \t\u00a0', issue],
  ] as const)('%s', (__, value, expected) => {
    expect(rule()(value)).toEqual(expected);
  });

  it('keeps its own English text when only the key is swapped', () => {
    expect(rule({ key: 'shop.terms' })(false)).toEqual({ key: 'shop.terms', message: issue.message });
  });
});

describe('required variants swapping to a sibling key', () => {
  it('takes the sibling’s English text', () => {
    expect(requiredRule({ key: 'validation.requiredSelect' })('')?.message).toBe('Please select an option.');
  });
});
