import type { Route } from './+types/shippingTerms';
import { ServicePage } from '../components/ServicePage';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { loadServicePage } from '../lib/servicePages.server';

/** The shipping terms of commerce-core §2, the CMS page `policies/shipping-terms`. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadServicePage(context, request, 'policies/shipping-terms');

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  const page = args.loaderData?.page;
  return pageMeta(page?.title ?? t.footerShipping, page?.description || t.shippingDescription, { at: pageAt(args) });
};

export default function ShippingTermsPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} preview={loaderData.preview} />;
}
