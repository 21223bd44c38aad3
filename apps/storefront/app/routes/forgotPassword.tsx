import type { Route } from './+types/forgotPassword';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Forgot password', 'Reset the password of your Switchback account.', { noindex: true });

export default function ForgotPasswordPage() {
  return <ComingSoon title="Forgot password" />;
}
