import { StoreLink } from '../StoreLink';

/**
 * "Part of a set" on a product page: a link to each product set the product belongs to. Nothing when it is in none.
 * The heading comes from the page's loader (`productSetPartOf` of the browse strings), so the product page's script
 * holds no browse catalogue.
 *
 * @example
 * <ProductSetLinks heading="Part of a set" sets={[{ id: 'SBSET10001', name: 'The Ridgeline Hiker (Men)', path: '/set/the-ridgeline-hiker-men-SBSET10001' }]} />
 */
export function ProductSetLinks({
  heading,
  sets,
}: {
  heading: string;
  sets: { id: string; name: string; path: string }[];
}) {
  if (sets.length === 0) return null;
  return (
    <section aria-labelledby="product-sets-heading" className="product-sets">
      <h2 id="product-sets-heading">{heading}</h2>
      <ul>
        {sets.map((set) => (
          <li key={set.id}>
            <StoreLink to={set.path}>{set.name}</StoreLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
