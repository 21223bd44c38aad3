import { describe, expect, it } from 'vitest';
import { normalisePhone } from './normalisePhone';

describe('normalisePhone (spec §5)', () => {
  it('normalises to the leading-plus form', () => {
    expect(normalisePhone('(303) 555-0142', '+1', 'US')).toEqual({ e164: '+13035550142' });
    expect(normalisePhone('4165550131', undefined, 'CA')).toEqual({ e164: '+14165550131' });
    expect(normalisePhone('+13035550142', undefined, undefined)).toEqual({ e164: '+13035550142' });
  });

  it('drops the leading zero of a UK number', () => {
    expect(normalisePhone('07700900123', '+44', 'GB')).toEqual({ e164: '+447700900123' });
    expect(normalisePhone('07700900123', undefined, 'GB')).toEqual({ e164: '+447700900123' });
  });

  it('defaults a bare ten-digit number to dial code 1, and applies the North American rule', () => {
    expect(normalisePhone('3035550142', undefined, undefined)).toEqual({ e164: '+13035550142' });
    expect(normalisePhone('1035550142', '+1', 'US')).toHaveProperty('problem');
    expect(normalisePhone('30355501', '+1', 'US')).toHaveProperty('problem');
    expect(normalisePhone('303-555-O142', '+1', 'US')).toHaveProperty('problem');
  });
});
