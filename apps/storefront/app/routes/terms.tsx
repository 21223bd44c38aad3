import { data } from 'react-router';
import type { Route } from './+types/terms';
import { ComingSoon } from '../components/ComingSoon';
import { pageMeta } from '../lib/pageMeta';
import { TERMS_TOPICS, isTermsTopic } from '../lib/storePaths';

export function loader({ params }: Route.LoaderArgs) {
  if (!isTermsTopic(params.topic)) throw data(null, { status: 404, statusText: 'Not Found' });
  return { title: TERMS_TOPICS[params.topic] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.title ?? 'Terms', `${loaderData?.title ?? 'Terms'} of Switchback.`);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.title} />;
}
