import type { Route } from './+types/account';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Account', 'Your Switchback account: profile, orders and addresses.', { noindex: true });

export default function AccountPage() {
  return <ComingSoon title="Account" />;
}
