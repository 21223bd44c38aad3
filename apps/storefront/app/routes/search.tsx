import type { Route } from './+types/search';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Search', 'Search Switchback apparel and footwear.');

export default function SearchPage() {
  return <ComingSoon title="Search" />;
}
