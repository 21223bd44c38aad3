import { redirect } from 'react-router';
import type { Route } from './+types/consentChoice';
import { allChoices, consentCookieHeader, type ConsentChoices } from '../lib/consent';
import { isHttps } from '../lib/cookies.server';
import { refuseCrossOrigin } from '../lib/originGuard.server';
import { sameOriginPath } from '../lib/sameOriginPath';

/** The categories the shopper may turn on or off; C0001 is always on. */
const OPTIONAL_CATEGORIES = ['C0002', 'C0003', 'C0004'] as const;

/**
 * `POST /consent`: the cookie banner's and the preferences' form without JavaScript (with JavaScript the browser
 * records the choice itself, see `ConsentProvider`). `choice` is `accept-all`, `reject-all` or `save` (with a
 * `C0002`/`C0003`/`C0004` field for each category turned on); `returnTo` is the page to go back to.
 * Records the choice in the `OptanonConsent` cookie and answers 303 back to `returnTo` (the home page when it is
 * not a path of this site), 400 for an unknown choice, 403 from another origin.
 */
export async function action({ request }: Route.ActionArgs) {
  const refused = refuseCrossOrigin(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const choices = form ? choicesOf(form) : null;
  if (!form || !choices) throw new Response('Unknown consent choice', { status: 400 });
  return redirect(safeReturnTo(form.get('returnTo')), {
    status: 303,
    headers: { 'Set-Cookie': consentCookieHeader(choices, isHttps(request)), 'Cache-Control': 'no-store' },
  });
}

function choicesOf(form: FormData): ConsentChoices | null {
  switch (form.get('choice')) {
    case 'accept-all':
      return allChoices(true);
    case 'reject-all':
      return allChoices(false);
    case 'save': {
      const choices: ConsentChoices = { C0001: true };
      for (const id of OPTIONAL_CATEGORIES) choices[id] = isOn(form.get(id));
      return choices;
    }
    default:
      return null;
  }
}

// A checked checkbox sends its value ("1" from our form, "on" from a form without one); an unchecked one sends nothing.
function isOn(value: FormDataEntryValue | null): boolean {
  return value === '1' || value === 'on';
}

/** A path of this site only (lib/sameOriginPath), else the home page: the form cannot send shoppers elsewhere. */
function safeReturnTo(value: FormDataEntryValue | null): string {
  return sameOriginPath(value) ?? '/';
}
