import type { Route } from './+types/cspReport';
import { receiveCspReport } from '../lib/securityHeaders.server';

/** `POST /csp-report`: browsers' Content-Security-Policy violation reports, logged (lib/securityHeaders.server). */
export function action({ request }: Route.ActionArgs) {
  return receiveCspReport(request);
}
