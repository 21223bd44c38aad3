import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { dateRule } from './dateRule';
import { emailRule } from './emailRule';
import { passwordRule } from './passwordRule';
import { requiredRule } from './requiredRule';
import { toZod } from './toZod';

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
      expect.objectContaining({ message: 'Format YYYY-MM-DD', params: { key: 'validation.date', format: 'YYYY-MM-DD' } }),
    );
  });

  it('composes inside a classic zod object with paths per field', () => {
    const signIn = z.object({ email, password: toZod([requiredRule(), passwordRule()]) });
    const result = signIn.safeParse({ email: 'ada@example.com', password: 'short' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password does not meet requirements.' }),
    ]);
    const typed: { email: string; password: string } = signIn.parse({ email: 'ada@example.com', password: 'Trail2025' });
    expect(typed.password).toBe('Trail2025');
  });

  it('rejects non-text input with zod’s own type issue', () => {
    expect(email.safeParse(42).error?.issues[0]?.code).toBe('invalid_type');
  });
});
