import type { ProductInfo } from './loadProducts';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);

/** Edit distance (insert, delete, replace, swap of neighbours) between two short words. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * A "did you mean" for a search term that found nothing: each word the catalogue does not use is replaced by the
 * closest word it does use (one typo for words up to five letters, two beyond), the most common one on a tie.
 * Null when no word needed changing or none was close enough.
 *
 * @example
 * suggestSpelling(products, 'jaket'); // 'jacket'
 */
export function suggestSpelling(products: readonly ProductInfo[], q: string): string | null {
  const vocabulary = new Map<string, number>();
  for (const product of products) {
    for (const word of [
      ...wordsOf(product.name),
      ...wordsOf(product.productType),
      ...product.activities.flatMap(wordsOf),
      ...wordsOf(product.description),
    ]) {
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
  }
  const query = q.toLowerCase().split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected = query.map((word) => {
    if (word.length < 3 || vocabulary.has(word) || vocabulary.has(word.replace(/s$/, ''))) return word;
    const allowed = word.length <= 5 ? 1 : 2;
    let best: { word: string; distance: number; uses: number } | null = null;
    for (const [candidate, uses] of vocabulary) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const distance = editDistance(word, candidate);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
        best = { word: candidate, distance, uses };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(' ') : null;
}
