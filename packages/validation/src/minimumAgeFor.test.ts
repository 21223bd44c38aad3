import { describe, expect, it } from 'vitest';
import { DEFAULT_MINIMUM_AGE, minimumAgeFor } from './minimumAgeFor';

describe('minimumAgeFor', () => {
  it.each([
    ['US', 13],
    ['gb', 13],
    ['DE', 16],
    ['FR', 15],
    ['IT', 14],
    [' es ', 14],
    ['ZZ', DEFAULT_MINIMUM_AGE],
    ['', DEFAULT_MINIMUM_AGE],
    [undefined, DEFAULT_MINIMUM_AGE],
    ['constructor', DEFAULT_MINIMUM_AGE],
  ] as const)('%j → %d', (country, age) => {
    expect(minimumAgeFor(country)).toBe(age);
  });

  it('reads a table of the retailer’s own', () => {
    expect(minimumAgeFor('US', { US: 18 })).toBe(18);
  });
});
