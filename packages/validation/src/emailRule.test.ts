import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailRule, SIGN_IN_EMAIL_MAX_LENGTH } from './emailRule';

const invalid = { key: 'validation.email', message: 'Email is not valid' };

describe('emailRule', () => {
  it.each([
    'ada@example.com',
    'ada.lovelace+shop@mail.example.co.uk',
    "o'brien@example.ie",
    'A_B-C@sub-domain.example.travel',
  ])('accepts %s', (value) => {
    expect(emailRule()(value)).toBeUndefined();
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@localhost',
    'ada@example.c',
    'ada@-example.com',
    'ada@example-.com',
    'ada@@example.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    'ada@example.com ',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.123',
  ])('rejects %j', (value) => {
    expect(emailRule()(value)).toEqual(invalid);
  });

  it('lets blank values through for requiredRule to handle', () => {
    expect(emailRule()('')).toBeUndefined();
    expect(emailRule()('   ')).toBeUndefined();
    expect(emailRule()(undefined)).toBeUndefined();
  });

  it('accepts generated addresses with a dotted domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const domain = value.slice(value.lastIndexOf('@') + 1);
        fc.pre(/\.[A-Za-z]{2,}$/.test(domain));
        return emailRule()(value) === undefined;
      }),
    );
  });

  it('rejects any address whose domain has no dot', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        (local, host) => emailRule()(`${local}@${host}`) !== undefined,
      ),
    );
  });

  describe('with the sign-in maximum', () => {
    const signIn = emailRule({ maxLength: SIGN_IN_EMAIL_MAX_LENGTH });
    const ofLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

    it('accepts exactly 100 characters', () => {
      expect(ofLength(100)).toHaveLength(100);
      expect(signIn(ofLength(100))).toBeUndefined();
    });

    it('rejects 101 characters with the length message', () => {
      expect(signIn(ofLength(101))).toEqual({
        key: 'validation.maxLength',
        message: 'Use at most 100 characters.',
        params: { max: 100 },
      });
    });

    it('reports the format first only when the length is fine', () => {
      expect(signIn('not-an-email')).toEqual(invalid);
    });
  });

  it.each([
    ['valid: plus addressing', 'zoe+shop@example.com', undefined],
    ['valid: a subdomain', 'zoe@mail.example.co.uk', undefined],
    ['invalid: an accented local part (outside the HTML grammar)', 'zoë@example.com', invalid],
    ['invalid: an internationalised domain typed in Unicode', 'zoe@exämple.com', invalid],
    ['invalid: a space inside', 'zoe @example.com', invalid],
    ['edge: whitespace only passes (requiredRule speaks)', ' \t ', undefined],
  ] as const)('%s', (_, value, expected) => {
    expect(emailRule()(value)).toEqual(expected);
  });

  it('adds the format hint when asked (newsletter)', () => {
    expect(emailRule({ hint: true })('zoe@')).toEqual({
      key: 'validation.emailHint',
      message: 'Email is not valid. Use the format name@example.com',
    });
  });
});
