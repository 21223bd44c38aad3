import { describe, expect, it } from 'vitest';
import { spendBanner } from './spendBanner';
import type { SpendProfile } from './spendBanner';

const employee = { currentSpend: 420, annualCap: 1500 };
const athlete = { currentSpend: 300, annualCredit: 2000 };
const ipa = { type: 'IPA' as const, currentSpend: 120, annualCredit: 800 };
const wranx = { type: 'WRANX' as const, currentSpend: 50, annualCredit: 500 };

describe('spendBanner', () => {
  it('measures an employee against the annual cap', () => {
    expect(spendBanner({ employee })).toEqual({ type: 'employee', currentSpend: 420, limit: 1500, remaining: 1080 });
  });

  it('measures the others against the annual credit', () => {
    expect(spendBanner({ athlete })).toEqual({ type: 'athlete', currentSpend: 300, limit: 2000, remaining: 1700 });
    expect(spendBanner({ identities: [ipa] })).toEqual({ type: 'IPA', currentSpend: 120, limit: 800, remaining: 680 });
    expect(spendBanner({ identities: [wranx] })).toEqual({
      type: 'WRANX',
      currentSpend: 50,
      limit: 500,
      remaining: 450,
    });
  });

  it.each<[string, SpendProfile, string]>([
    ['employee over athlete', { employee, athlete }, 'employee'],
    ['employee over everything', { employee, athlete, identities: [wranx, ipa] }, 'employee'],
    ['athlete over IPA and WRANX', { athlete, identities: [wranx, ipa] }, 'athlete'],
    ['IPA over WRANX, whatever the list order', { identities: [wranx, ipa] }, 'IPA'],
  ])('puts %s', (_, profile, type) => {
    expect(spendBanner(profile)?.type).toBe(type);
  });

  it('never reports a negative remaining amount', () => {
    expect(spendBanner({ employee: { currentSpend: 1600, annualCap: 1500 } })?.remaining).toBe(0);
  });

  it('skips a programme whose numbers are missing and takes the next one', () => {
    const broken = { currentSpend: Number.NaN, annualCap: 1500 };
    expect(spendBanner({ employee: broken, identities: [wranx] })?.type).toBe('WRANX');
  });

  it('is null for shoppers in no programme', () => {
    expect(spendBanner({})).toBeNull();
    expect(spendBanner({ employee: null, athlete: null, identities: [] })).toBeNull();
    expect(spendBanner(null)).toBeNull();
    expect(spendBanner(undefined)).toBeNull();
  });
});
