import type { Route } from './+types/collect';
import { collect } from '../lib/collect.server';

/**
 * `POST /collect/analytics` and `POST /collect/engine`: the browser's analytics beacons and decision-engine records,
 * stamped on the server with the HttpOnly visitor id and checked against consent (lib/collect.server).
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return collect(params.kind, request, context);
}
