import { describe, expect, it } from 'vitest';
import { consentCategories, isConsentCategory } from './consentCategories';

describe('consentCategories', () => {
  it('names the four categories of the spec', () => {
    expect(consentCategories).toEqual({
      C0001: 'required',
      C0002: 'performance-and-analytics',
      C0003: 'functional',
      C0004: 'targeting',
    });
  });

  it('recognises only those ids', () => {
    expect(isConsentCategory('C0004')).toBe(true);
    expect(isConsentCategory('C0005')).toBe(false);
    expect(isConsentCategory('toString')).toBe(false);
  });
});
