import type { Route } from './+types/howToReturn';
import { ServicePage } from '../components/ServicePage';
import { isSupportedLocale } from '../lib/locales';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { loadServicePage } from '../lib/servicePages.server';

/** The returns how-to of commerce-core §2, the CMS page `help/returns/how-to-return`. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadServicePage(context, request, 'help/returns/how-to-return');

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(isSupportedLocale(args.params.locale) ? args.params.locale : 'en-us');
  const page = args.loaderData?.page;
  return pageMeta(page?.title ?? t.footerReturns, page?.description || t.returnsDescription, { at: pageAt(args) });
};

export default function HowToReturnPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} preview={loaderData.preview} />;
}
