import type { Route } from './+types/searchHub';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Search hub', 'Find your way around Switchback: popular searches and categories.');

export default function SearchHubPage() {
  return <ComingSoon title="Search hub" />;
}
