import { describe, expect, it } from 'vitest';
import { dateRule } from './dateRule';
import { defaultMessages } from './defaultMessages';
import { emailRule } from './emailRule';
import { frenchMessages, messagesForLocale } from './frenchMessages';
import { mapSignUpError } from './mapSignUpError';
import { passwordHints } from './passwordRule';
import { requiredRule } from './requiredRule';
import { toZod } from './toZod';
import { validateAddress } from './validateAddress';
import { validateField } from './validateField';
import { validateSignUp } from './validateSignUp';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('frenchMessages', () => {
  it('translates every key of the English catalogue with the same placeholders', () => {
    expect(Object.keys(frenchMessages).sort()).toEqual(Object.keys(defaultMessages).sort());
    for (const [key, english] of Object.entries(defaultMessages)) {
      const french = frenchMessages[key as keyof typeof frenchMessages];
      expect(french, key).not.toBe(english);
      expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });

  it('words a field error in French, placeholders filled', () => {
    expect(validateField('', [requiredRule(), emailRule()], { messages: frenchMessages })?.message).toBe(
      'Ce champ est obligatoire.',
    );
    expect(validateField('ada@example', [emailRule()], { messages: frenchMessages })?.message).toBe(
      'Le courriel n’est pas valide.',
    );
    expect(
      validateField('2023-02-29', [dateRule({ format: 'DD/MM/YYYY' })], { messages: frenchMessages })?.message,
    ).toBe('La date doit suivre le format DD/MM/YYYY et être une date valide.');
  });

  it('gives the sign-up form, address form, password hints and server sign-up errors in French', () => {
    const now = () => new Date(2025, 5, 15);
    expect(
      validateSignUp(
        { firstName: 'Z', lastName: '', email: 'zoe@example.com', password: 'trail', policy: false },
        { now, messages: frenchMessages },
      ),
    ).toEqual({
      firstName: 'Utilisez au moins 2 caractères.',
      lastName: 'Ce champ est obligatoire.',
      password: 'Le mot de passe ne respecte pas les exigences.',
      policy: 'Cochez cette case pour continuer.',
    });
    expect(validateAddress({ firstName: 'Zoë', lastName: 'Núñez' }, { messages: frenchMessages }).city).toBe(
      'Ce champ est obligatoire.',
    );
    expect(
      passwordHints('trail', frenchMessages)
        .filter((hint) => !hint.met)
        .map((hint) => hint.message),
    ).toEqual(['Au moins 8 caractères', 'Au moins un chiffre', 'Une lettre majuscule']);
    expect(mapSignUpError('PHONE_NUMBER_ALREADY_IN_USE', { messages: frenchMessages })?.errors).toEqual({
      phone: 'Ce numéro de téléphone est déjà utilisé.',
    });
  });

  it('reaches zod issues too', () => {
    const schema = toZod([requiredRule()], { messages: frenchMessages });
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('Ce champ est obligatoire.');
  });
});

describe('messagesForLocale', () => {
  it('answers French for any French tag and nothing (English defaults) for the others', () => {
    expect(messagesForLocale('fr-ca')).toBe(frenchMessages);
    expect(messagesForLocale('fr_CA')).toBe(frenchMessages);
    expect(messagesForLocale('FR')).toBe(frenchMessages);
    expect(messagesForLocale('en-CA')).toBeUndefined();
    expect(messagesForLocale('fy-NL')).toBeUndefined();
    expect(messagesForLocale(undefined)).toBeUndefined();
    expect(validateField('', [requiredRule()], { messages: messagesForLocale('en-gb') })?.message).toBe(
      'This field is required',
    );
  });
});
