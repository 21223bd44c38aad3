import { describe, expect, it } from 'vitest';
import { describePrice } from './describePrice';
import { messagesFor } from './messages';

describe('describePrice', () => {
  it('shows a regular price alone, in the locale and with a currency symbol', () => {
    expect(describePrice({ currency: 'USD', current: 129 }, 'en-US')).toEqual({
      current: '$129.00',
      original: null,
      discountPercent: 0,
      lowestPrevious: null,
      label: '$129.00',
    });
    expect(describePrice({ currency: 'GBP', current: 99.5, original: 99.5 }, 'en-GB').current).toBe('£99.50');
  });

  it('shows CAD as a code (commerce-core §9)', () => {
    expect(describePrice({ currency: 'CAD', current: 80 }, 'en-CA').current).toMatch(/^CAD\s80\.00$/u);
    expect(describePrice({ currency: 'CAD', current: 80 }, 'fr-CA').current).toMatch(/^80,00\s?CAD$/u);
  });

  it('shows a sale price with the original, the discount to one decimal and an accessible sentence', () => {
    const shown = describePrice({ currency: 'USD', current: 39.99, original: 59.99 }, 'en-US');
    expect(shown.original).toBe('$59.99');
    expect(shown.discountPercent).toBe(33.3);
    expect(shown.label).toBe('Sale price $39.99, was $59.99');
  });

  it('shows the lowest previous price only when the current price is below the original and the historic best', () => {
    expect(
      describePrice({ currency: 'USD', current: 79, original: 99, historicBestPrice: 89 }, 'en-US').lowestPrevious,
    ).toBe('$89.00');
    expect(
      describePrice({ currency: 'USD', current: 79, original: 99, historicBestPrice: 75 }, 'en-US').lowestPrevious,
    ).toBeNull();
    expect(describePrice({ currency: 'USD', current: 79, original: 99 }, 'en-US').lowestPrevious).toBeNull();
    // Not on sale: no "previous" price at all, whatever the history says.
    expect(
      describePrice({ currency: 'USD', current: 79, original: 79, historicBestPrice: 99 }, 'en-US').lowestPrevious,
    ).toBeNull();
  });

  it('shows a range from lowCurrent to highCurrent when variants differ', () => {
    const shown = describePrice({ currency: 'USD', current: 100, lowCurrent: 100, highCurrent: 140 }, 'en-US');
    expect(shown.current).toBe('$100.00–$140.00');
    expect(shown.label).toBe('From $100.00 to $140.00');
  });
});

describe('describePrice in French', () => {
  it('says the sale sentence in French with French number formatting', () => {
    const shown = describePrice({ currency: 'CAD', current: 80, original: 100 }, 'fr-CA', messagesFor('fr-ca'));
    expect(shown.label).toMatch(/^Prix soldé 80,00\sCAD, au lieu de 100,00\sCAD$/u);
  });
});
