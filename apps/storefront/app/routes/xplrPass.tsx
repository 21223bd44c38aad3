import type { Route } from './+types/xplrPass';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('XPLR Pass', 'XPLR Pass, the Switchback loyalty pass.');

export default function XplrPassPage() {
  return <ComingSoon title="XPLR Pass" />;
}
