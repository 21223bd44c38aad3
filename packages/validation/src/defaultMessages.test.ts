import { describe, expect, it } from 'vitest';
import { defaultMessages } from './defaultMessages';
import { emailRule } from './emailRule';
import { nameRule } from './nameRule';
import { passwordRule } from './passwordRule';
import { requiredCheckboxRule, requiredRule, requiredSelectRule } from './requiredRule';

describe('defaultMessages', () => {
  it('keeps the wording the spec quotes verbatim', () => {
    expect(defaultMessages).toEqual(
      expect.objectContaining({
        'validation.required': 'This field is required',
        'validation.email': 'Email is not valid',
        'validation.name': 'Name is not valid.',
        'validation.password': 'Password does not meet requirements.',
        'validation.date': 'Date should match {format} and be a valid date.',
      }),
    );
  });

  it('has a message for each rule type of §5 and each form of the package', () => {
    const keys = Object.keys(defaultMessages);
    for (const key of [
      'validation.requiredCheckbox',
      'validation.requiredSelect',
      'validation.exactLength',
      'validation.minLength',
      'validation.maxLength',
      'validation.numberMin',
      'validation.numberMax',
      'validation.dateMin',
      'validation.dateMax',
      'validation.sameAs',
      'validation.phone',
      'validation.pattern',
      'validation.province',
      'validation.birthDate.age',
      'validation.smsOptIn.phone',
      'validation.signUp.loginInUse',
      'validation.signUp.phoneInUse',
      'validation.newsletter.email',
      'validation.eventSignUp.guestName',
    ]) {
      expect(keys).toContain(key);
    }
    for (const key of keys) expect(key).toMatch(/^validation\.[a-zA-Z.0-9]+$/);
  });

  it('agrees with the texts the rules carry themselves', () => {
    const failing: Array<[ReturnType<typeof requiredRule>, unknown]> = [
      [requiredRule(), ''],
      [requiredCheckboxRule(), false],
      [requiredSelectRule(), ''],
      [emailRule(), 'x'],
      [nameRule(), '1'],
      [passwordRule(), 'x'],
    ];
    for (const [rule, value] of failing) {
      const issue = rule(value);
      expect(issue?.message).toBe(defaultMessages[issue?.key as keyof typeof defaultMessages]);
    }
  });
});
