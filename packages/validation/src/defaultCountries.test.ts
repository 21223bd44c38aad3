import examples from 'libphonenumber-js/mobile/examples';
import { getExampleNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { defaultCountries } from './defaultCountries';
import { formatPhoneAsYouType } from './formatPhoneAsYouType';
import { normalisePhone } from './normalisePhone';
import { phoneRule } from './phoneRule';

describe('defaultCountries', () => {
  it('has unique codes and dial codes of digits', () => {
    const codes = defaultCountries.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of defaultCountries) expect(country.dialCode).toMatch(/^\d{1,3}$/);
  });

  // libphonenumber's example mobile number of each country, as written at home and with its dial code,
  // must pass the rule, format with the country's masks and normalise to the same leading-plus number.
  describe.each(defaultCountries.map((country) => [country.code, country] as const))('%s', (code, country) => {
    const example = getExampleNumber(code as CountryCode, examples);

    it('accepts its example mobile number in national and international form', () => {
      expect(example).toBeDefined();
      if (!example) return;
      expect(phoneRule({ country: code })(example.formatNational())).toBeUndefined();
      expect(phoneRule({ country: code })(example.formatInternational())).toBeUndefined();
      expect(normalisePhone(example.formatNational(), { country: code })).toBe(example.number);
    });

    it('formats the example with its own masks without losing a digit', () => {
      if (!example) return;
      const formatted = formatPhoneAsYouType(example.nationalNumber, { country: country.code });
      expect(formatted.replace(/\D/g, '')).toBe(example.nationalNumber);
    });
  });
});
