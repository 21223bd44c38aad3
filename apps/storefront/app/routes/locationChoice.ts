import { redirect } from 'react-router';
import type { Route } from './+types/locationChoice';
import { isHttps, serializeCookie } from '../lib/cookies.server';
import { LOCATION_COOKIE, LOCATION_COOKIE_MAX_AGE, readLocationChoice } from '../lib/locationSuggestion';
import type { Locale } from '../lib/locales';
import { refuseCrossOrigin } from '../lib/originGuard.server';

function rememberChoice(request: Request, choice: Locale): string {
  return serializeCookie(LOCATION_COOKIE, choice, { maxAge: LOCATION_COOKIE_MAX_AGE, secure: isHttps(request) });
}

/**
 * `GET /location-choice?choice={locale}&return={path}`: the links of the location confirmation (spec §2 dialogs).
 * Remembers the answer in the {@link LOCATION_COOKIE} cookie so the shop does not ask again, then shows `return`
 * (the page the shopper was on to stay, or its equivalent in the suggested locale to go). A missing or unknown
 * locale is a 400; an unsafe `return` becomes that locale's home page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const answer = readLocationChoice(new URL(request.url).searchParams);
  if (!answer) throw new Response('Unknown locale', { status: 400 });
  return redirect(answer.returnTo, {
    status: 303,
    headers: { 'Set-Cookie': rememberChoice(request, answer.choice), 'Cache-Control': 'no-store' },
  });
}

/**
 * `POST /location-choice?choice={locale}`: the same answer from the dialog's "stay" button with JavaScript, which
 * closes the dialog in place instead of reloading the page. Answers 204 with the cookie (403 from another origin).
 */
export function action({ request }: Route.ActionArgs) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const answer = readLocationChoice(new URL(request.url).searchParams);
  if (!answer) throw new Response('Unknown locale', { status: 400 });
  return new Response(null, {
    status: 204,
    headers: { 'Set-Cookie': rememberChoice(request, answer.choice), 'Cache-Control': 'no-store' },
  });
}
