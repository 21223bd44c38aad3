import type { Route } from './+types/apiProxy';
import { proxyToCommerceApi } from '../lib/apiProxy.server';
import { sessionContext } from '../lib/context.server';
import { serverConfig } from '../lib/serverConfig.server';

// `/api/*`: the browser's only API host. GET and HEAD arrive as loader calls, every other method as an action.
export function loader({ request, context }: Route.LoaderArgs) {
  return proxyToCommerceApi(request, context.get(sessionContext), serverConfig().commerceApiUrl);
}

export function action({ request, context }: Route.ActionArgs) {
  return proxyToCommerceApi(request, context.get(sessionContext), serverConfig().commerceApiUrl);
}
