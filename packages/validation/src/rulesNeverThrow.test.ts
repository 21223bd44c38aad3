import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validation from './index';

// Every rule and every function that reads shopper input must answer, never throw, whatever is typed
// or pasted: lone surrogates, emoji, control characters, huge strings, things that look almost right.
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'+0123456789 ()-./'), maxLength: 45 }),
  fc.string({ unit: fc.constantFrom(...'0123456789/-.'), maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...'aZé@._-+ '), maxLength: 110 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '+',
    '00',
    '+44 (0)',
    '29/02/2023',
    '2023-02-29',
    'toString',
    '__proto__',
  ),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

const now = () => new Date(2025, 5, 15);
const {
  requiredRule,
  requiredCheckboxRule,
  requiredSelectRule,
  emailRule,
  nameRule,
  passwordRule,
  dateRule,
  dateMinRule,
  dateMaxRule,
  birthDateRule,
  exactLengthRule,
  minLengthRule,
  maxLengthRule,
  numberMinRule,
  numberMaxRule,
  sameAsRule,
  phoneRule,
  createRule,
} = validation;

const rules: ReadonlyArray<readonly [string, validation.Rule<unknown>]> = [
  ['requiredRule', requiredRule()],
  ['requiredCheckboxRule', requiredCheckboxRule()],
  ['requiredSelectRule', requiredSelectRule()],
  ['emailRule', emailRule()],
  ['emailRule sign-in', emailRule({ maxLength: 100, hint: true })],
  ['nameRule', nameRule()],
  ['passwordRule', passwordRule()],
  ['dateRule', dateRule()],
  ['dateRule DD/MM/YYYY', dateRule({ format: 'DD/MM/YYYY' })],
  ['dateMinRule', dateMinRule('1900-01-01', { exclusive: true })],
  ['dateMaxRule', dateMaxRule(now, { format: 'MM/DD/YYYY' })],
  ['birthDateRule', birthDateRule({ minimumAge: 16, now })],
  ['exactLengthRule', exactLengthRule(5)],
  ['minLengthRule', minLengthRule(2)],
  ['maxLengthRule', maxLengthRule(30)],
  ['numberMinRule', numberMinRule(1)],
  ['numberMaxRule', numberMaxRule(999999)],
  ['sameAsRule', sameAsRule('Trail2025')],
  ['createRule', createRule<unknown>('shop.x', (value) => String(value).length > 2) as validation.Rule<unknown>],
  ...(['US', 'CA', 'GB', 'DE', 'FR', 'IT', '+44', 'ZZ', ''] as const).map(
    (country) => [`phoneRule ${country}`, phoneRule({ country })] as const,
  ),
  ['phoneRule no country', phoneRule()],
  ['phoneRule NORA', phoneRule({ country: 'BR', region: 'NORA', countries: [] })],
];

describe('no input string makes anything throw', () => {
  it.each(rules)('%s', (_, rule) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const issue = rule(text);
        return issue === undefined || (typeof issue.key === 'string' && typeof issue.message === 'string');
      }),
      { numRuns: 300 },
    );
  });

  it('the mask, date and phone helpers', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('US', 'GB', 'IT', 'FR', 'XX', undefined), (text, country) => {
        const options = country === undefined ? {} : { country };
        validation.applyMask(text, ['7XXX XXXXXX', 'XX XXXX XXXX']);
        validation.applyMask(text, text.slice(0, 12));
        validation.formatDateInput(text);
        validation.parseDate(text);
        validation.parsePhone(text, options);
        validation.normalisePhone(text, options);
        validation.formatPhoneAsYouType(text, options);
        validation.phoneMasksFor(text);
        validation.minimumAgeFor(text);
        validation.passwordHints(text);
        validation.partialEnrolment({ email: text, phone: text });
        validation.mapSignUpError(text);
        validation.interpolate(text, { max: 1 });
        validation.formatMessage(text);
        validation.signUpLocaleRules(text, { [text]: { phone: true } });
      }),
      { numRuns: 300 },
    );
  });

  it('the form validators, with every field set to the same text', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, ticked) => {
        const address = Object.fromEntries(
          [
            'firstName',
            'lastName',
            'email',
            'phone',
            'phoneCode',
            'addressLine1',
            'addressLine2',
            'city',
            'province',
            'postalCode',
            'country',
            'countryCode',
          ].map((field) => [field, text]),
        );
        validation.validateAddress(address);
        validation.validateAddress(address, {
          rules: {
            postalCode: { pattern: text, mask: ['XXXXX', 'XXXXX-XXXX'], capitalize: 'uppercase' },
            province: { required: true, provinces: [text, { code: 'ON', name: 'Ontario' }] },
            city: { capitalize: 'words', minLength: 2 },
          },
        });
        const signUp = {
          firstName: text,
          lastName: text,
          email: text,
          password: text,
          birthDate: text,
          phone: text,
          phoneCode: text,
          postalCode: text,
          gender: text,
          optInAccepted: ticked,
          policy: ticked,
        };
        validation.validateSignUp(signUp, {
          locale: text,
          localeRules: { [text]: { birthDate: true, gender: true, phone: true, smsOptIn: true } },
          now,
        });
        validation.validateSignUp(signUp, { locale: 'de-DE', birthDateFormat: 'DD/MM/YYYY', now });
        validation.mapSignUpError('MISSING_BIRTHDATE', { values: signUp, now });
        validation.validateNewsletter({ email: text, policy: ticked }, { formatHint: true });
        validation.validateEventSignUp({ eventTermsAccepted: ticked, plusOne: text }, { enablePlusOne: true });
      }),
      { numRuns: 200 },
    );
  });

  it('the zod schemas report issues instead of throwing', () => {
    const email = validation.toZod([requiredRule(), emailRule({ maxLength: 100 })]);
    const phone = validation.toZod([requiredRule(), phoneRule({ country: 'GB' })]);
    const form = validation.toZodForm((values: validation.AddressValues) => validation.validateAddress(values));
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof email.safeParse(text).success).toBe('boolean');
        expect(typeof phone.safeParse(text).success).toBe('boolean');
        expect(typeof form.safeParse({ city: text, phone: text }).success).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
