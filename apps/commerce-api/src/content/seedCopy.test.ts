import { describe, expect, it } from 'vitest';
import { catalogSeed } from '../catalog/catalogSeed';
import { FREE_SHIPPING_FROM } from './seedCopy';

// The currency and the language each content locale's shoppers read amounts in.
const READ_AS = {
  'en-us': ['USD', 'en-US'],
  'en-ca': ['CAD', 'en-US'],
  'fr-ca': ['CAD', 'fr-CA'],
  'en-gb': ['GBP', 'en-GB'],
} as const;

describe('FREE_SHIPPING_FROM', () => {
  it('names, in every locale, the amount from which the FREESHIP promotion makes standard shipping free', () => {
    const freeShip = catalogSeed(new Date('2026-01-01')).promotions.find((promotion) => promotion.id === 'FREESHIP');
    const thresholds = freeShip?.thresholds as Record<string, number>;
    const expected = Object.fromEntries(
      Object.entries(READ_AS).map(([locale, [currency, lang]]) => [
        locale,
        new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 })
          .format(thresholds[currency]!)
          // en-US writes Canadian dollars as CA$; the shop's en-ca pages write $.
          .replace('CA$', '$'),
      ]),
    );
    expect(FREE_SHIPPING_FROM).toEqual(expected);
  });
});
