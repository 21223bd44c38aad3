/** The words of a summary's tax line (each summary's catalogue has them). */
export interface TaxRowTexts {
  tax: string;
  vatIncluded: string;
  /** Said instead of an amount while no address, store or collection point is known; orders never need it. */
  taxLater?: string;
}

/**
 * The tax line of a cart, checkout or order summary: on a VAT site (prices include the tax) "VAT included £59.70",
 * an amount that is part of the total rather than added to it; before the shopper's address is known (outside
 * VAT sites) "Calculated at checkout" instead of a misleading 0.00; otherwise the tax added to the total.
 * `taxIncluded` and `taxKnown` come with commerce-api's cart totals (`taxIncluded` with an order's too); missing,
 * the tax is taken as known and added.
 *
 * @example
 * taxRow({ tax: 59.7, taxIncluded: true }, texts, money); // { label: 'VAT included', value: '£59.70' }
 */
export function taxRow(
  totals: { tax?: number | null; taxIncluded?: boolean | null; taxKnown?: boolean | null },
  texts: TaxRowTexts,
  money: (amount: number) => string,
): { label: string; value: string } {
  const tax = totals.tax ?? 0;
  if (totals.taxIncluded) return { label: texts.vatIncluded, value: money(tax) };
  if (totals.taxKnown === false && texts.taxLater) return { label: texts.tax, value: texts.taxLater };
  return { label: texts.tax, value: money(tax) };
}
