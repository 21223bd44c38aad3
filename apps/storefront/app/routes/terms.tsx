import { data } from 'react-router';
import type { Route } from './+types/terms';
import { ServicePage } from '../components/ServicePage';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { loadServicePage } from '../lib/servicePages.server';
import { TERMS_TOPICS, isTermsTopic } from '../lib/storePaths';

/** The terms pages of commerce-core §2 (brand, loyalty, sale, SMS, associate discount, privacy): CMS pages `terms/{topic}`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isTermsTopic(params.topic)) throw data(null, { status: 404, statusText: 'Not Found' });
  return loadServicePage(context, request, `terms/${params.topic}`);
}

export const meta: Route.MetaFunction = (args) => {
  const topic = args.params.topic;
  const title = args.loaderData?.page.title ?? (isTermsTopic(topic) ? TERMS_TOPICS[topic] : 'Terms');
  return pageMeta(title, args.loaderData?.page.description || `${title} of Switchback.`, { at: pageAt(args) });
};

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage page={loaderData.page} preview={loaderData.preview} />;
}
