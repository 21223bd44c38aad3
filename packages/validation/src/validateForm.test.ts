import { describe, expect, it } from 'vitest';
import { emailRule } from './emailRule';
import { nameRule } from './nameRule';
import { requiredCheckboxRule, requiredRule } from './requiredRule';
import { validateForm } from './validateForm';

describe('validateForm', () => {
  const rules = {
    name: [requiredRule(), nameRule()],
    email: [requiredRule(), emailRule()],
    terms: [requiredCheckboxRule()],
  };

  it.each([
    ['valid: every field passes', { name: 'Zoë', email: 'zoe@example.com', terms: true }, {}],
    [
      'invalid: each failing field gets its first message',
      { name: 'R2', email: '', terms: false },
      {
        name: 'Name is not valid.',
        email: 'This field is required',
        terms: 'Please tick this box to continue.',
      },
    ],
    [
      'edge: whitespace-only fields are missing',
      { name: '  ', email: '\t', terms: true },
      {
        name: 'This field is required',
        email: 'This field is required',
      },
    ],
    [
      'edge: missing fields are missing',
      {},
      {
        name: 'This field is required',
        email: 'This field is required',
        terms: 'Please tick this box to continue.',
      },
    ],
  ] as const)('%s', (_, values, expected) => {
    expect(validateForm(values as Record<string, unknown>, rules)).toEqual(expected);
  });

  it('translates with a catalogue', () => {
    expect(
      validateForm({ name: '' }, { name: [requiredRule()] }, { messages: { 'validation.required': 'Pflichtfeld' } }),
    ).toEqual({
      name: 'Pflichtfeld',
    });
  });

  it('skips fields without rules', () => {
    expect(validateForm({ name: '', other: '' }, { name: [] })).toEqual({});
  });
});
