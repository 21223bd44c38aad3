import type { Route } from './+types/shippingTerms';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Shipping terms', 'Switchback shipping options, times and costs.');

export default function ShippingTermsPage() {
  return <ComingSoon title="Shipping terms" />;
}
