import type { Route } from './+types/contactUs';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = () => pageMeta('Contact us', 'Get in touch with Switchback customer service.');

export default function ContactUsPage() {
  return <ComingSoon title="Contact us" />;
}
