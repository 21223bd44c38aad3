import { describe, expect, it } from 'vitest';
import {
  countryName,
  birthDateForApi,
  displayBirthDate,
  phoneCountryOf,
  phoneMaskOf,
  readAddressForm,
  readProfileForm,
} from './accountForms';

const form = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const entry of [value].flat()) data.append(name, entry);
  return data;
};
const now = () => new Date('2026-11-22T12:00:00Z');

describe('readProfileForm', () => {
  it('reads a UK birth date day first, drops the trunk 0 of a UK number and keeps only known interests', () => {
    const { errors, update } = readProfileForm(
      form({
        firstName: 'Zoë',
        lastName: "O'Brien-Smith",
        phoneCountry: 'GB',
        phone: '07911 123456',
        birthDate: '31/01/1990',
        interests: ['hiking', 'not-an-interest', 'travel'],
      }),
      { locale: 'en-gb', now },
    );
    expect(errors).toEqual({});
    expect(update).toEqual({
      consumerProfile: {
        consumerDetails: {
          firstName: 'Zoë',
          lastName: "O'Brien-Smith",
          phone: '7911123456',
          phoneCode: '+44',
          birthDate: '1990-01-31',
        },
        preferences: { interests: 'hiking|travel', preferredShoeSize: null },
      },
    });
  });

  it('refuses someone younger than the country minimum age, with the spec message', () => {
    const { errors, update } = readProfileForm(form({ firstName: 'Sam', lastName: 'Lee', birthDate: '11/23/2015' }), {
      locale: 'en-us',
      now,
    });
    expect(update).toBeNull();
    expect(errors.birthDate).toBe('You must be at least 13 years old.');
  });

  it('requires the names and leaves a blank phone and birth date out of the update', () => {
    expect(readProfileForm(form({ firstName: ' ', lastName: 'Lee' }), { locale: 'en-us', now }).errors).toEqual({
      firstName: 'This field is required',
    });
    const { update } = readProfileForm(form({ firstName: 'Sam', lastName: 'Lee', phone: '', birthDate: '' }), {
      locale: 'en-us',
      now,
    });
    expect(update?.consumerProfile.consumerDetails).toEqual({ firstName: 'Sam', lastName: 'Lee' });
  });

  it('refuses a gender or shoe size that is not offered', () => {
    const { errors } = readProfileForm(form({ firstName: 'Sam', lastName: 'Lee', gender: 'Q', shoeSize: '99' }), {
      locale: 'en-us',
      now,
    });
    expect(errors).toEqual({ gender: 'Select an option from the list.', shoeSize: 'Select an option from the list.' });
  });
});

describe('readAddressForm', () => {
  const valid = {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    phone: '(303) 555-0142',
    addressLine1: '1601 Wazee St',
    city: 'Denver',
    postalCode: '80202',
    country: 'us',
    approachType: 'B',
    main: 'on',
  };

  it('builds the address body: digits-only phone, upper-case country, billing type and main when asked', () => {
    expect(readAddressForm(form(valid), { locale: 'en-us' }).address).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'alex@example.com',
      phone: '3035550142',
      addressLine1: '1601 Wazee St',
      city: 'Denver',
      postalCode: '80202',
      countryCode: 'US',
      approachType: 'B',
      main: true,
    });
  });

  it('refuses a country the shop does not serve and an e-mail that is not one', () => {
    const { errors, address } = readAddressForm(form({ ...valid, country: 'FR', email: 'alex@example' }), {
      locale: 'en-us',
    });
    expect(address).toBeNull();
    // The phone is checked against the masks of the address's country too.
    expect(errors).toEqual({
      country: 'Select an option from the list.',
      email: 'Email is not valid',
      phone: 'Phone number should have 9 digits.',
    });
  });
});

describe('the account forms on fr-ca', () => {
  it('words the profile errors in French: names, age, and choices not offered', () => {
    const { errors } = readProfileForm(form({ firstName: ' ', lastName: 'L', birthDate: '23/11/2015', gender: 'Q' }), {
      locale: 'fr-ca',
      now,
    });
    expect(errors).toEqual({
      firstName: 'Ce champ est obligatoire.',
      lastName: 'Utilisez au moins 2 caractères.',
      birthDate: 'Vous devez avoir au moins 13 ans.',
      gender: 'Choisissez une option dans la liste.',
    });
  });

  it('words the address errors in French', () => {
    const { errors } = readAddressForm(
      form({ firstName: 'Alex', lastName: 'Rivera', email: 'alex@example', country: 'FR' }),
      { locale: 'fr-ca' },
    );
    expect(errors).toMatchObject({
      email: 'Le courriel n’est pas valide.',
      city: 'Ce champ est obligatoire.',
      country: 'Choisissez une option dans la liste.',
    });
  });
});

describe('display helpers', () => {
  it('names countries in the shopper language', () => {
    expect(countryName('US', 'fr-CA', 'United States')).toBe('États-Unis');
    expect(countryName('GB', 'en-US', 'x')).toBe('United Kingdom');
    expect(countryName('QQ', 'fr-CA', 'Nowhere')).toBe('Nowhere');
  });

  it('shows saved dates in the locale order and picks the phone country of a dial code', () => {
    expect(displayBirthDate('1990-01-31', 'en-gb')).toBe('31/01/1990');
    expect(displayBirthDate('1990-01-31', 'en-us')).toBe('01/31/1990');
    expect(displayBirthDate(null, 'en-us')).toBe('');
    expect(birthDateForApi('04/12/1990', 'en-us')).toBe('1990-04-12');
    expect(birthDateForApi('04/12/1990', 'fr-ca')).toBe('1990-12-04');
    expect(birthDateForApi('', 'en-gb')).toBe('');
  });

  it('tells a French shopper the date format in the letters of the hint', () => {
    const { errors } = readProfileForm(form({ firstName: 'Sam', lastName: 'Lee', birthDate: '31/02/1990' }), {
      locale: 'fr-ca',
    });
    expect(errors.birthDate).toContain('JJ/MM/AAAA');
    const english = readProfileForm(form({ firstName: 'Sam', lastName: 'Lee', birthDate: '02/31/1990' }), {
      locale: 'en-us',
    });
    expect(english.errors.birthDate).toBe('Date should match MM/DD/YYYY and be a valid date.');
    expect(phoneCountryOf('+1', 'CA')).toBe('CA');
    expect(phoneCountryOf('44', 'US')).toBe('GB');
    expect(phoneCountryOf(null, 'GB')).toBe('GB');
    expect(phoneMaskOf('US')).toBe('(XXX) XXX - XXXX');
  });
});
