import { describe, expect, it } from 'vitest';
import { compareSizes } from './compareSizes';

describe('compareSizes', () => {
  it('puts letter sizes on their scale, then numeric sizes by value, then the rest', () => {
    expect(['XL', '14', 'S', 'One Size', '4', 'XXL', 'M', '10', 'XS', '6', 'L', '9.5'].sort(compareSizes)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '4',
      '6',
      '9.5',
      '10',
      '14',
      'One Size',
    ]);
  });
});
