import type { Route } from './+types/helpCentre';
import { ServicePage } from '../components/ServicePage';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { loadServicePage } from '../lib/servicePages.server';

/** The help centre (`/help`): the CMS page `help`, questions and answers with links to the other help pages. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadServicePage(context, request, 'help');

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page;
  return page ? pageMeta(page.title, page.description || page.title, { at: pageAt(args) }) : [];
};

export default function HelpCentrePage({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} preview={loaderData.preview} />;
}
