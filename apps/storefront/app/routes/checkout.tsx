import type { Route } from './+types/checkout';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Checkout', 'Check out your Switchback order: shipping, billing and summary.', { noindex: true });

export default function CheckoutPage() {
  return <ComingSoon title="Checkout" />;
}
