/**
 * Length as a shopper counts it: code points, so an emoji or an accented letter typed as one character
 * is one, where `string.length` would count UTF-16 units and reject a 30-character name early.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
