import { data } from 'react-router';
import type { Route } from './+types/product';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';
import { parseProductSegment } from '../lib/pageType';

// Only the URL shape of spec §2 is a product: anything else under /p/ is a 404.
export function loader({ params }: Route.LoaderArgs) {
  const parsed = parseProductSegment(params.slug);
  if (!parsed) throw data(null, { status: 404, statusText: 'Not Found' });
  return { productId: parsed.id };
}

export const meta: Route.MetaFunction = () => pageMeta('Product', 'Switchback apparel and footwear.');

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoon title="Product">
      <p className="page__reference">Product {loaderData.productId}</p>
    </ComingSoon>
  );
}
