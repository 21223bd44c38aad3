import { describe, expect, it } from 'vitest';
import { addressProblems, countryTable, findCountry } from './countryTable';

const denver = {
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '1601 Wazee St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  country: 'US',
  phone: '(303) 555-0142',
};

describe('countryTable', () => {
  it('has unique codes, dial codes with a plus and the North American mask for NORA', () => {
    expect(new Set(countryTable.map((c) => c.code)).size).toBe(countryTable.length);
    for (const country of countryTable) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
    expect(findCountry('ca')?.masks).toEqual(['(XXX) XXX - XXXX']);
  });

  it('accepts a valid address and names each bad field', () => {
    expect(addressProblems(denver)).toEqual([]);
    expect(addressProblems({ ...denver, phone: '+1 303 555 0142' })).toEqual([]);
    const london = { ...denver, country: 'GB', province: '', postalCode: 'SW1A 1AA', city: 'London' };
    for (const phone of ['020 7946 0958', '+44 20 7946 0958', '0044 20 7946 0958'])
      expect(addressProblems({ ...london, phone }), phone).toEqual([]);
    expect(
      addressProblems({ ...denver, postalCode: 'ABCDE', province: 'XX', firstName: 'A' }).map((p) => p.field),
    ).toEqual(['firstName', 'province', 'postalCode']);
    expect(addressProblems({ ...denver, addressLine1: 'a'.repeat(31) })[0]).toEqual({
      field: 'addressLine1',
      message: 'At most 30 characters',
    });
    expect(addressProblems({ ...denver, addressLine1: 'PO Box 42' })[0]?.message).toMatch(/PO box/);
    expect(addressProblems({ ...denver, country: 'DE' })[0]?.field).toBe('country');
    expect(addressProblems({ ...denver, country: 'CA', province: 'ON', postalCode: 'M5V 2A7' })).toEqual([]);
    expect(
      addressProblems({ ...denver, country: 'GB', province: undefined, postalCode: 'WC2E 9LY', phone: '07700900123' }),
    ).toEqual([]);
  });
});
