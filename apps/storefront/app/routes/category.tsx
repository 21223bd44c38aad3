import { data } from 'react-router';
import type { Route } from './+types/category';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';
import { parseCategorySegment } from '../lib/pageType';

// Only the URL shape of spec §2 is a category: anything else under /c/ is a 404, not an empty listing.
export function loader({ params }: Route.LoaderArgs) {
  const parsed = parseCategorySegment(params.slug);
  if (!parsed) throw data(null, { status: 404, statusText: 'Not Found' });
  return { categoryId: parsed.id };
}

export const meta: Route.MetaFunction = () => pageMeta('Products', 'Browse Switchback apparel and footwear.');

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComingSoon title="Products">
      <p className="page__reference">Category {loaderData.categoryId}</p>
    </ComingSoon>
  );
}
