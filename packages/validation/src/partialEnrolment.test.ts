import { describe, expect, it } from 'vitest';
import { partialEnrolment } from './partialEnrolment';

const complete = {
  email: 'zoe@example.com',
  phone: '+447911123456',
  firstName: 'Zoë',
  lastName: 'Núñez',
  postalCode: 'SW1A 1AA',
  birthDate: '1990-02-28',
};

describe('partialEnrolment', () => {
  it.each([
    ['a complete profile', complete, { isPartial: false, missing: [] }],
    ['no phone', { ...complete, phone: null }, { isPartial: true, missing: ['phone'] }],
    [
      'whitespace-only names',
      { ...complete, firstName: ' ', lastName: '\t' },
      { isPartial: true, missing: ['firstName', 'lastName'] },
    ],
    [
      'only an email',
      { email: 'zoe@example.com' },
      { isPartial: true, missing: ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] },
    ],
    [
      'no email: not enrolled, so not partial',
      { ...complete, email: '', phone: '' },
      { isPartial: false, missing: ['phone'] },
    ],
    [
      'no profile',
      undefined,
      { isPartial: false, missing: ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] },
    ],
  ] as const)('%s', (_, profile, expected) => {
    expect(partialEnrolment(profile)).toEqual(expected);
  });
});
