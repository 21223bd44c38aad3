import { describe, expect, it } from 'vitest';
import { validateNewsletter } from './validateNewsletter';

describe('validateNewsletter', () => {
  it.each([
    ['valid', { email: 'zoe@example.com', policy: true }, {}, {}],
    [
      'email missing: the label-specific message',
      { email: '', policy: true },
      {},
      { email: 'Enter your email address to subscribe.' },
    ],
    ['email whitespace only', { email: '   ', policy: true }, {}, { email: 'Enter your email address to subscribe.' }],
    [
      'the block’s own text for a missing email',
      { policy: true },
      { emailRequiredMessage: 'Your email, please' },
      { email: 'Your email, please' },
    ],
    ['email not valid', { email: 'zoe@example', policy: true }, {}, { email: 'Email is not valid' }],
    [
      'email not valid, with the format hint',
      { email: 'zoe@', policy: true },
      { formatHint: true },
      { email: 'Email is not valid. Use the format name@example.com' },
    ],
    [
      'policy not ticked',
      { email: 'zoe@example.com', policy: false },
      {},
      { policy: 'Please tick this box to continue.' },
    ],
    [
      'nothing filled',
      {},
      {},
      { email: 'Enter your email address to subscribe.', policy: 'Please tick this box to continue.' },
    ],
  ] as const)('%s', (_, values, options, expected) => {
    expect(validateNewsletter(values, options)).toEqual(expected);
  });

  it('translates the label-specific message by its key', () => {
    expect(
      validateNewsletter({ policy: true }, { messages: { 'validation.newsletter.email': 'Gib deine E-Mail ein' } }),
    ).toEqual({
      email: 'Gib deine E-Mail ein',
    });
  });
});
