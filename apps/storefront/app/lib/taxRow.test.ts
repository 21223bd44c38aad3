import { formatMoney } from '@switchback/cart';
import { describe, expect, it } from 'vitest';
import { cartMessagesFor } from './cartText';
import { taxRow } from './taxRow';

// vitest.setup.ts loads every language, as the server does.
describe('taxRow', () => {
  const pounds = (amount: number) => formatMoney(amount, 'GBP', 'en-GB');
  const dollars = (amount: number) => formatMoney(amount, 'CAD', 'fr-CA');

  it('names VAT as included on a VAT site: part of the total, not added to it', () => {
    expect(
      taxRow({ tax: 59.7, taxIncluded: true, taxKnown: true }, cartMessagesFor('en-gb').cartSummary, pounds),
    ).toEqual({
      label: 'VAT included',
      value: '£59.70',
    });
  });

  it('says the tax comes at checkout while no address is known, instead of 0.00', () => {
    expect(
      taxRow({ tax: 0, taxIncluded: false, taxKnown: false }, cartMessagesFor('fr-ca').cartSummary, dollars),
    ).toEqual({
      label: 'Taxes',
      value: 'Calculées à la caisse',
    });
  });

  it('shows the tax added once it is known, and for totals that do not say (orders)', () => {
    expect(taxRow({ tax: 91.38, taxKnown: true }, cartMessagesFor('fr-ca').cartSummary, dollars).value).toBe(
      '91,38\u00a0CAD',
    );
    expect(taxRow({ tax: 0 }, cartMessagesFor('en-us').cartSummary, dollars)).toMatchObject({ label: 'Tax' });
  });
});
