import { describe, expect, it } from 'vitest';
import type { ProductInfo } from './loadProducts';
import { editDistance, suggestSpelling } from './suggestSpelling';

const product = (name: string, productType: string, activities: string[] = []) =>
  ({ name, productType, activities, description: '' }) as unknown as ProductInfo;
const catalogue = [
  product("Men's Ridgeline Down Jacket", 'jacket', ['hiking']),
  product("Women's Talus Hiking Boot", 'boot', ['hiking']),
  product('Trail Runner', 'shoe', ['trail-running']),
];

describe('suggestSpelling', () => {
  it('corrects a typo to the word the catalogue uses', () => {
    expect(suggestSpelling(catalogue, 'jaket')).toBe('jacket');
    expect(suggestSpelling(catalogue, 'hikng boot')).toBe('hiking boot');
    expect(suggestSpelling(catalogue, 'Rigdeline')).toBe('ridgeline');
  });

  it('suggests nothing for words the catalogue knows or nothing is close to', () => {
    expect(suggestSpelling(catalogue, 'jacket')).toBeNull();
    expect(suggestSpelling(catalogue, 'boots')).toBeNull();
    expect(suggestSpelling(catalogue, 'xylophone')).toBeNull();
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('jakcet', 'jacket')).toBe(1);
    expect(editDistance('boot', 'boat')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
