import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from './consentCategories';
import { isConsentGranted } from './isConsentGranted';

const categories: ConsentCategory[] = ['C0001', 'C0002', 'C0003', 'C0004'];
const cookie = 'C0001:1,C0002:0,C0003:1,C0004:0';

describe('isConsentGranted', () => {
  it('in EMEA follows the cookie, category by category', () => {
    expect(categories.map((category) => isConsentGranted(category, { region: 'EMEA', consentCookie: cookie }))).toEqual(
      [true, false, true, false],
    );
  });

  it('in EMEA without a cookie allows only the required category', () => {
    expect(categories.map((category) => isConsentGranted(category, { region: 'EMEA' }))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('always allows C0001, even when the cookie says 0', () => {
    expect(isConsentGranted('C0001', { region: 'EMEA', consentCookie: 'C0001:0' })).toBe(true);
  });

  it('outside EMEA allows everything, whatever the cookie says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('NORA', 'APAC', 'LATAM', 'nora'),
        fc.constantFrom(...categories),
        fc.option(fc.string()),
        (region, category, consentCookie) => isConsentGranted(category, { region, consentCookie }),
      ),
    );
  });

  it('in preview allows everything, even in EMEA with refusals', () => {
    for (const category of categories) {
      expect(
        isConsentGranted(category, { region: 'EMEA', consentCookie: 'C0002:0,C0003:0,C0004:0', preview: true }),
      ).toBe(true);
    }
  });

  it('matches the region without regard to case or spaces', () => {
    expect(isConsentGranted('C0004', { region: ' emea ', consentCookie: 'C0004:0' })).toBe(false);
  });

  it('treats an unknown region as EMEA rather than tracking without consent', () => {
    expect(isConsentGranted('C0002', {})).toBe(false);
    expect(isConsentGranted('C0002', { region: '', consentCookie: 'C0002:1' })).toBe(true);
    expect(isConsentGranted('C0002', { region: null, consentCookie: 'C0002:0' })).toBe(false);
  });
});
