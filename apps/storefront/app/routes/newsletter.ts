import { isApiError } from '@switchback/api-client';
import { redirect } from 'react-router';
import type { Route } from './+types/newsletter';
import {
  NEWSLETTER_STATUS_ID,
  NEWSLETTER_STATUS_PARAM,
  type NewsletterStatus,
} from '../components/newsletter/newsletterStatus';
import { sessionContext, storeContext } from '../lib/context.server';
import { sameOriginPath } from '../lib/sameOriginPath';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The page to go back to: a path of this site (`returnTo`), else the store's home page. */
function returnPath(request: Request, home: string): URL {
  const url = new URL(request.url);
  // Only a path of this site (lib/sameOriginPath): `//host`, `/\host` or `/.//host` would leave it.
  return new URL(sameOriginPath(url.searchParams.get('returnTo')) ?? home, url.origin);
}

function back(request: Request, home: string, status: NewsletterStatus) {
  const target = returnPath(request, home);
  target.searchParams.set(NEWSLETTER_STATUS_PARAM, status);
  target.hash = NEWSLETTER_STATUS_ID;
  return redirect(`${target.pathname}${target.search}${target.hash}`, { status: 303 });
}

/** A GET here (a bookmarked or typed URL) has nothing to show: the store's home page. */
export function loader({ context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  return redirect(`${store.preview ? '/pre' : ''}/${store.locale}`);
}

/**
 * `POST /{locale}/newsletter?returnTo={path}`: where the footer's newsletter form posts without JavaScript (with
 * it, the block calls the API through the `/api` proxy instead). Checks the email and the policy checkbox,
 * subscribes on the shopper's token (`POST /consumers-v3/consumer/newsletter`, campaign = the form's or the page's
 * path) and sends the shopper back to the page with `?newsletter=subscribed|email|policy|failed#newsletter-status`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = context.get(storeContext);
  const home = `${store.preview ? '/pre' : ''}/${store.locale}`;
  const form = await request.formData();
  const email = typeof form.get('email') === 'string' ? (form.get('email') as string).trim() : '';
  const campaign = typeof form.get('campaignName') === 'string' ? (form.get('campaignName') as string).trim() : '';
  if (!EMAIL.test(email) || email.length > 100) return back(request, home, 'email');
  if (form.get('policy') === null) return back(request, home, 'policy');
  try {
    await context
      .get(sessionContext)
      .api({ siteId: store.siteId, locale: store.locale })
      .consumer.subscribeNewsletter({
        optIn: true,
        campaignName: campaign || returnPath(request, home).pathname,
        email,
        acquisitionType: 'Signup',
      });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return back(request, home, 'failed');
  }
  return back(request, home, 'subscribed');
}
