import { describe, expect, it } from 'vitest';
import { createRule } from './createRule';
import { dateRule } from './dateRule';
import { emailRule } from './emailRule';
import { nameRule } from './nameRule';
import { requiredRule } from './requiredRule';
import { translateIssue, validateField } from './validateField';

describe('validateField', () => {
  const rules = [requiredRule(), emailRule()];

  it('returns undefined when every rule passes', () => {
    expect(validateField('ada@example.com', rules)).toBeUndefined();
  });

  it('returns the first failing rule only', () => {
    expect(validateField('', rules)?.key).toBe('validation.required');
    expect(validateField('ada', rules)?.key).toBe('validation.email');
  });

  it('treats an empty rule list as valid', () => {
    expect(validateField('anything', [])).toBeUndefined();
  });

  it('translates by key with a locale catalogue, params included', () => {
    const fr = {
      'validation.required': 'Ce champ est obligatoire',
      'validation.date': 'La date doit suivre {format} et exister.',
    };
    expect(validateField(' ', [requiredRule()], { messages: fr })).toEqual({
      key: 'validation.required',
      message: 'Ce champ est obligatoire',
    });
    expect(validateField('2025-02-30', [dateRule()], { messages: fr })?.message).toBe(
      'La date doit suivre YYYY-MM-DD et exister.',
    );
  });

  it('keeps the English text for keys the catalogue lacks', () => {
    expect(validateField('R2', [nameRule()], { messages: {} })?.message).toBe('Name is not valid.');
  });

  it('runs custom rules built with createRule', () => {
    const zip = createRule<string | null | undefined>(
      'shop.zip',
      (value) => /^\d{5}$/.test(value ?? ''),
      {
        message: 'Enter {digits} digits',
      },
      { digits: 5 },
    );
    expect(validateField('123', [zip])).toEqual({ key: 'shop.zip', message: 'Enter 5 digits', params: { digits: 5 } });
    // A custom key without a message shows the key so a missing translation is noticed.
    expect(createRule('shop.unknown', () => false)('x')?.message).toBe('shop.unknown');
  });
});

describe('translateIssue', () => {
  it('leaves unknown placeholders visible', () => {
    expect(translateIssue({ key: 'k', message: 'm' }, { k: 'Hello {who}' }).message).toBe('Hello {who}');
  });
});
