import { redirect } from 'react-router';
import type { Route } from './+types/defaultLocaleRedirect';
import { DEFAULT_LOCALE } from '../lib/locales';
import { defaultLocaleUrl } from '../lib/defaultLocaleUrl';

/**
 * `/` and `/pre` → the default locale's home, the whole query kept. Temporary (302): the default may later
 * depend on the shopper's country. Bare named paths (`/cart`) are redirected by the locale layout's middleware.
 */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(defaultLocaleUrl(new URL(request.url)) ?? `/${DEFAULT_LOCALE}`);
}
