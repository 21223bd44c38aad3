import { redirect } from 'react-router';
import type { Route } from './+types/signUpRedirect';

/**
 * `/{locale}/sign-up` (where CMS pop-ups and banners send shoppers to create an account) → the sign-in page, whose
 * flow starts with the e-mail and goes on to create the account when the address is new. The query (carried
 * parameters such as `enrollment_marketing_source`) is kept; 302, as the flow may one day get its own page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/\/sign-up\/?$/, '/sign-in')}${url.search}`);
}
