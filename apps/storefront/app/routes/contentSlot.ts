import { data } from 'react-router';
import type { Route } from './+types/contentSlot';
import { storeContext } from '../lib/context.server';
import { isDialogContentName } from '../lib/dialogContent';
import { loadContentSlot } from '../lib/servicePages.server';

/**
 * `GET /{locale}/content/{name}`: a dialog's fixed-name CMS page (lib/dialogContent.ts) as JSON, prepared as a
 * page's slot is (`{ page }`, `null` when unpublished); any other name is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isDialogContentName(params.name)) throw data(null, { status: 404 });
  return Response.json(
    { page: await loadContentSlot(context, request, params.name) },
    // Drafts in preview mode are never kept; published content for five minutes, like the pages' own slots.
    { headers: { 'cache-control': context.get(storeContext).preview ? 'no-store' : 'private, max-age=300' } },
  );
}
