import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConsentCookie } from './parseConsentCookie';

describe('parseConsentCookie', () => {
  it('reads a groups list', () => {
    expect(parseConsentCookie('C0001:1,C0002:0,C0003:1,C0004:0')).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: false,
    });
  });

  it('reads the groups out of a whole encoded consent-manager cookie', () => {
    const cookie =
      'isGpcEnabled=0&datestamp=Mon+Jun+02+2025&version=202409.1.0&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A1&hosts=';
    expect(parseConsentCookie(cookie)).toEqual({ C0001: true, C0002: true, C0003: false, C0004: true });
    expect(parseConsentCookie(encodeURIComponent(cookie))).toEqual({
      C0001: true,
      C0002: true,
      C0003: false,
      C0004: true,
    });
  });

  it('tolerates spaces and leaves out unknown or malformed entries', () => {
    expect(parseConsentCookie(' C0002 : 1 , C0009:1, C0003:yes, C0004:2, garbage,,C0001:')).toEqual({ C0002: true });
  });

  it('returns no choices for a missing cookie', () => {
    expect(parseConsentCookie(undefined)).toEqual({});
    expect(parseConsentCookie('')).toEqual({});
    expect(parseConsentCookie('%E0%A4%A')).toEqual({});
  });

  it('lets the last entry for a category win', () => {
    expect(parseConsentCookie('C0002:1,C0002:0')).toEqual({ C0002: false });
  });

  it('reads back any choices it is given', () => {
    const category = fc.constantFrom('C0001', 'C0002', 'C0003', 'C0004');
    fc.assert(
      fc.property(fc.dictionary(category, fc.boolean()), (choices) => {
        const cookie = Object.entries(choices)
          .map(([id, on]) => `${id}:${on ? 1 : 0}`)
          .join(',');
        expect(parseConsentCookie(cookie)).toEqual(choices);
      }),
    );
  });

  it('never grants a category from arbitrary text without a ":1" for it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/C0002\s*(:|%3A)\s*1/i.test(text));
        return parseConsentCookie(text).C0002 !== true;
      }),
    );
  });
});
