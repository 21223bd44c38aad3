import type { Route } from './+types/orderConfirmation';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Order confirmation', 'Confirmation of your Switchback order.', { noindex: true });

export default function OrderConfirmationPage() {
  return <ComingSoon title="Order confirmation" />;
}
