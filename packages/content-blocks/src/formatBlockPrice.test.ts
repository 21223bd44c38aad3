import { describe, expect, it } from 'vitest';
import { formatBlockPrice } from './formatBlockPrice';

describe('formatBlockPrice', () => {
  it("writes the price as the shopper's locale does, in the feed's currency or GBP", () => {
    expect(formatBlockPrice(129, 'USD', 'en-us')).toBe('$129.00');
    expect(formatBlockPrice(129, 'EUR', 'fr-fr')).toBe('129,00\u00a0€');
    expect(formatBlockPrice(40, undefined, 'en-gb')).toBe('£40.00');
    // The same formatter again (cached) gives the same answer.
    expect(formatBlockPrice(5.5, 'USD', 'en-us')).toBe('$5.50');
  });

  it('falls back to the bare number for a currency code Intl refuses', () => {
    expect(formatBlockPrice(12, 'not-a-code', 'en-us')).toBe('12');
  });
});
