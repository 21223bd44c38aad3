import { z } from 'zod';
import * as zm from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { dateRule } from './dateRule';
import { emailRule } from './emailRule';
import { passwordRule } from './passwordRule';
import { requiredRule } from './requiredRule';
import { numberMaxRule } from './numberMaxRule';
import { requiredCheckboxRule } from './requiredRule';
import { sameAsRule } from './sameAsRule';
import { toZod, withRules } from './toZod';

describe('toZod', () => {
  const email = toZod([requiredRule(), emailRule({ maxLength: 100 })]);

  it('parses a valid value to itself', () => {
    expect(email.parse('ada@example.com')).toBe('ada@example.com');
  });

  it('reports the first failing rule as one custom issue with its key', () => {
    const result = email.safeParse('ada@example');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'Email is not valid', params: { key: 'validation.email' } }),
    ]);
  });

  it('answers a missing value with the required message, not a type error', () => {
    expect(email.safeParse(undefined).error?.issues[0]?.message).toBe('This field is required');
    expect(email.safeParse(null).error?.issues[0]?.message).toBe('This field is required');
  });

  it('lets an optional field built without requiredRule be empty', () => {
    expect(toZod([dateRule()]).parse(undefined)).toBe('');
  });

  it('carries message params and translates with a catalogue', () => {
    const date = toZod([dateRule()], { messages: { 'validation.date': 'Format {format}' } });
    expect(date.safeParse('2025-02-30').error?.issues[0]).toEqual(
      expect.objectContaining({
        message: 'Format YYYY-MM-DD',
        params: { key: 'validation.date', format: 'YYYY-MM-DD' },
      }),
    );
  });

  it('composes inside a classic zod object with paths per field', () => {
    const signIn = z.object({ email, password: toZod([requiredRule(), passwordRule()]) });
    const result = signIn.safeParse({ email: 'ada@example.com', password: 'short' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password does not meet requirements.' }),
    ]);
    const typed: { email: string; password: string } = signIn.parse({
      email: 'ada@example.com',
      password: 'Trail2025',
    });
    expect(typed.password).toBe('Trail2025');
  });

  it('rejects non-text input with zod’s own type issue', () => {
    expect(email.safeParse(42).error?.issues[0]?.code).toBe('invalid_type');
  });
});

describe('withRules', () => {
  it('adds rules to a classic zod boolean for a required checkbox', () => {
    const terms = withRules(z.boolean(), [requiredCheckboxRule()]);
    expect(terms.parse(true)).toBe(true);
    expect(terms.safeParse(false).error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: 'Please tick this box to continue.',
        params: { key: 'validation.requiredCheckbox' },
      }),
    ]);
    // The schema keeps its class: classic methods still work on the result.
    expect(terms.optional().parse(undefined)).toBeUndefined();
  });

  it('adds rules to a zod/mini number', () => {
    const quantity = withRules(zm.number(), [numberMaxRule(999999)]);
    expect(quantity.parse(3)).toBe(3);
    expect(quantity.safeParse(1_000_000).error?.issues[0]?.message).toBe('Enter 999999 or less.');
  });

  it('lets the schema’s own type check speak first', () => {
    expect(withRules(z.boolean(), [requiredCheckboxRule()]).safeParse('yes').error?.issues[0]?.code).toBe(
      'invalid_type',
    );
  });

  it('translates with a catalogue', () => {
    const terms = withRules(z.boolean(), [requiredCheckboxRule()], {
      messages: { 'validation.requiredCheckbox': 'Bitte bestätigen' },
    });
    expect(terms.safeParse(false).error?.issues[0]?.message).toBe('Bitte bestätigen');
  });

  it('runs a same-as rule against a value read at parse time', () => {
    const form = { password: 'Trail2025!' };
    const confirm = toZod([requiredRule(), sameAsRule(() => form.password)]);
    expect(confirm.safeParse('Trail2025!').success).toBe(true);
    expect(confirm.safeParse('Trail2024!').error?.issues[0]?.message).toBe('Values do not match.');
  });
});
