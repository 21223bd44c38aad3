import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

// Intl separates a code from the number with a no-break space; compare the visible text.
const visible = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('defaults to US dollars in US English', () => {
    expect(formatMoney(1299.5)).toBe('$1,299.50');
  });

  it('shows CAD as a code, in any locale', () => {
    expect(visible(formatMoney(80, 'CAD', 'en-CA'))).toBe('CAD 80.00');
    expect(visible(formatMoney(80, 'CAD', 'fr-CA'))).toBe('80,00 CAD');
    expect(visible(formatMoney(80, 'cad', 'en-US'))).toBe('CAD 80.00');
  });

  it('shows other currencies as a symbol', () => {
    expect(visible(formatMoney(80, 'EUR', 'de-DE'))).toBe('80,00 €');
    expect(formatMoney(80, 'GBP', 'en-GB')).toBe('£80.00');
    expect(formatMoney(0.5, 'USD', 'en-US')).toBe('$0.50');
  });

  it('follows the currency’s own minor units', () => {
    expect(formatMoney(8000, 'JPY', 'en-US')).toBe('¥8,000');
  });

  it('formats negative amounts (refunds, discounts)', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('renders nothing for amounts that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR')).toBe('');
  });

  it('rejects a currency code Intl does not know', () => {
    expect(() => formatMoney(1, 'DOLLARS')).toThrow(RangeError);
  });

  it('gives the same text from the cached formatter on repeated calls', () => {
    expect(formatMoney(10, 'EUR', 'fr-FR')).toBe(formatMoney(10, 'EUR', 'fr-FR'));
    expect(visible(formatMoney(10, 'EUR', 'fr-FR'))).toBe('10,00 €');
  });
});
