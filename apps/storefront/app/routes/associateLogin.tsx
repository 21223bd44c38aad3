import type { Route } from './+types/associateLogin';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Associate login', 'Sign in as a Switchback store associate to sell in store.', { noindex: true });

export default function AssociateLoginPage() {
  return <ComingSoon title="Associate login" />;
}
