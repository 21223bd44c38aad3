import { data } from 'react-router';
import type { Route } from './+types/notFound';
import { PageNotFound } from '../components/ErrorPage';

// Any path inside a locale that no page claims: rendered by the layout's error boundary with status 404.
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFoundPage() {
  return <PageNotFound />;
}
