import { describe, expect, it } from 'vitest';
import { giftCardValues, validateGiftCard, type GiftCardFormValues } from './giftCardForm';

const PRESETS = ['50', '100', '150'];
const filled: GiftCardFormValues = {
  amount: '50',
  customAmount: '',
  recipientName: 'Robin',
  recipientEmail: 'robin@example.com',
  message: 'Happy trails!',
};

describe('validateGiftCard', () => {
  it('takes a preset amount with the recipient and message', () => {
    expect(validateGiftCard(filled, PRESETS, 'en-us')).toEqual({
      ok: true,
      choice: {
        amount: 50,
        preset: '50',
        giftOption: { to: 'Robin', email: 'robin@example.com', message: 'Happy trails!' },
      },
    });
  });

  it('takes a custom amount between 10 and 500, with cents', () => {
    const result = validateGiftCard(
      { ...filled, amount: 'other', customAmount: '72.50', recipientName: '', message: '' },
      PRESETS,
      'en-us',
    );
    expect(result).toEqual({
      ok: true,
      choice: { amount: 72.5, preset: null, giftOption: { email: 'robin@example.com' } },
    });
    expect(validateGiftCard({ ...filled, amount: 'other', customAmount: '10' }, PRESETS, 'en-us').ok).toBe(true);
    expect(validateGiftCard({ ...filled, amount: 'other', customAmount: '500' }, PRESETS, 'en-us').ok).toBe(true);
  });

  it('refuses custom amounts outside the limits or that are not money', () => {
    const errorOf = (customAmount: string) => {
      const result = validateGiftCard({ ...filled, amount: 'other', customAmount }, PRESETS, 'en-us');
      return result.ok ? null : result.errors.customAmount;
    };
    expect(errorOf('9.99')).toBe('Enter 10 or more.');
    expect(errorOf('500.01')).toBe('Enter 500 or less.');
    expect(errorOf('')).toBe('This field is required');
    expect(errorOf('lots')).toBe('Enter a number.');
    expect(errorOf('12.345')).toBe('Enter a number.');
  });

  it('needs an amount that is offered, and the recipient e-mail', () => {
    const result = validateGiftCard({ ...filled, amount: '', recipientEmail: '' }, PRESETS, 'en-us');
    expect(result).toEqual({
      ok: false,
      errors: { amount: 'Please select an option.', recipientEmail: 'This field is required' },
    });
    const unknown = validateGiftCard({ ...filled, amount: '75' }, PRESETS, 'en-us');
    expect(unknown.ok ? null : unknown.errors.amount).toBe('Please select an option.');
    const bad = validateGiftCard({ ...filled, recipientEmail: 'robin@' }, PRESETS, 'en-us');
    expect(bad.ok ? null : bad.errors.recipientEmail).toBe('Email is not valid');
    const long = validateGiftCard({ ...filled, recipientEmail: `${'r'.repeat(95)}@example.com` }, PRESETS, 'en-us');
    expect(long.ok).toBe(false);
  });

  it('limits the name to 60 and the message to 250 characters', () => {
    const result = validateGiftCard(
      { ...filled, recipientName: 'n'.repeat(61), message: 'm'.repeat(251) },
      PRESETS,
      'en-us',
    );
    expect(result).toEqual({
      ok: false,
      errors: { recipientName: 'Use at most 60 characters.', message: 'Use at most 250 characters.' },
    });
    expect(
      validateGiftCard({ ...filled, recipientName: 'n'.repeat(60), message: 'm'.repeat(250) }, PRESETS, 'en-us').ok,
    ).toBe(true);
  });

  it('speaks French on fr-ca', () => {
    const result = validateGiftCard(
      { ...filled, amount: 'other', customAmount: '5', recipientEmail: '' },
      PRESETS,
      'fr-ca',
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.customAmount).not.toBe('Enter 10 or more.');
      expect(result.errors.recipientEmail).not.toBe('This field is required');
    }
  });
});

describe('giftCardValues', () => {
  it('reads the fields trimmed, missing ones empty', () => {
    const form = new FormData();
    form.set('amount', 'other');
    form.set('customAmount', ' 25 ');
    form.set('recipientEmail', ' sam@example.com ');
    expect(giftCardValues(form)).toEqual({
      amount: 'other',
      customAmount: '25',
      recipientName: '',
      recipientEmail: 'sam@example.com',
      message: '',
    });
  });
});
