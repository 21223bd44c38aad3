/**
 * The store path of a product set page: `/set/{slug of its name}-{set id}` (the id has the product id shape of
 * spec §2, so the page reads it the same way).
 *
 * @example
 * productSetPath({ id: 'SBSET10001', name: 'The Ridgeline Hiker (Men)' }); // '/set/the-ridgeline-hiker-men-SBSET10001'
 */
export function productSetPath(set: { id: string; name: string }): string {
  const slug = set.name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/set/${slug || 'set'}-${set.id}`;
}
