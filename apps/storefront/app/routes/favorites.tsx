import type { Route } from './+types/favorites';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Favorites', 'The products you saved as favorites at Switchback.', { noindex: true });

export default function FavoritesPage() {
  return <ComingSoon title="Favorites" />;
}
