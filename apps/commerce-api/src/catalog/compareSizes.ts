/** Letter sizes from smallest to largest; "One Size" and the like come after every scale. */
const LETTER_SCALE = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function rank(size: string): [group: number, position: number, text: string] {
  const letter = LETTER_SCALE.indexOf(size.toUpperCase());
  if (letter >= 0) return [0, letter, size];
  // Kids' ages and shoe sizes ("4", "10", "9.5") read as numbers, so 4 < 6 < 10 < 14.
  const number = Number(size.replace(',', '.'));
  if (Number.isFinite(number)) return [1, number, size];
  return [2, 0, size];
}

/**
 * Orders sizes the way a shopper reads them: letter sizes on their scale (XS … XXL), then numeric sizes by value,
 * then anything else alphabetically. Used for the size facet and a product's size list.
 *
 * @example
 * ['XL', '10', 'S', '4', 'M'].sort(compareSizes); // ['S', 'M', 'XL', '4', '10']
 */
export function compareSizes(a: string, b: string): number {
  const [groupA, positionA, textA] = rank(a);
  const [groupB, positionB, textB] = rank(b);
  return groupA - groupB || positionA - positionB || textA.localeCompare(textB);
}
