import type { Route } from './+types/howToReturn';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('How to return', 'How to return an item you bought at Switchback.');

export default function HowToReturnPage() {
  return <ComingSoon title="How to return" />;
}
