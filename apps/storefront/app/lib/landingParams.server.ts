import { redirect } from 'react-router';
import { isHttps, parseCookies, serializeCookie } from './cookies.server';
import { PICKUP_COOKIE } from './pickup.server';
import type { RequestSession } from './session.server';
import type { Store } from './store';

/**
 * The landing query parameters the shop reads once and then forgets from the URL (commerce-core §2 "other
 * parameters read"): `leadSource` and `referral_code` (kept for the sign-up and loyalty enrolment), `storeNum`
 * (the preferred pickup store) and `localePath` (a path inside the locale to land on).
 */
export const LANDING_QUERY_PARAMS = ['leadSource', 'referral_code', 'storeNum', 'localePath'] as const;

/** The cookie that keeps `leadSource` and `referral_code` until the sign-up or loyalty enrolment sends them. */
export const REFERRAL_COOKIE = 'sb_referral';
/** Short-lived: a campaign's lead source and referral code hold for this visit, two hours. */
const REFERRAL_S = 2 * 3600;
const YEAR = 365 * 24 * 3600;
const STORE_NUM = /^[A-Za-z0-9_-]{1,32}$/;
const CODE = /^[A-Za-z0-9._:-]{1,40}$/;

/** What a sign-up or loyalty enrolment sends of the shopper's landing: the lead source and the referral code. */
export interface Referral {
  leadSource?: string;
  referralCode?: string;
}

/**
 * The lead source and referral code kept for this shopper (from the `sb_referral` cookie); empty when none.
 *
 * @example
 * referralOf(request); // { leadSource: 'instagram', referralCode: 'MAYA-5' }
 */
export function referralOf(request: Request): Referral {
  const raw = parseCookies(request.headers.get('cookie')).get(REFERRAL_COOKIE);
  if (!raw) return {};
  const values = new URLSearchParams(raw);
  const leadSource = values.get('leadSource') ?? '';
  const referralCode = values.get('referral_code') ?? '';
  return { ...(CODE.test(leadSource) ? { leadSource } : {}), ...(CODE.test(referralCode) ? { referralCode } : {}) };
}

/**
 * Where `localePath` leads inside the store: a root-relative path (`/c/tents-100420`) under the current locale (and
 * `/pre` when previewing). A path that names a locale itself, leaves the site (`//host`, `/\\host`) or is not a
 * path gives null, and the parameter is only dropped.
 *
 * @example
 * localePathTarget('/c/tents-100420', { locale: 'en-gb', preview: false }); // '/en-gb/c/tents-100420'
 * localePathTarget('//evil.example', { locale: 'en-gb', preview: false });  // null
 */
export function localePathTarget(value: string, store: Pick<Store, 'locale' | 'preview'>): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.length > 300) return null;
  // eslint-disable-next-line no-control-regex -- control characters in a path are refused, so they must be matched
  if (/^\/(pre\/)?[a-z]{2}-[a-z0-9]{2,3}(\/|$)/i.test(value) || /[\u0000-\u001f#?]/.test(value)) return null;
  return `${store.preview ? '/pre' : ''}/${store.locale}${value === '/' ? '' : value}`;
}

async function storeNamed(
  session: RequestSession,
  store: Store,
  id: string,
  signal: AbortSignal,
): Promise<string | null> {
  try {
    const answer = await session
      .api({ siteId: store.siteId, locale: store.locale })
      .stores.search({ storeIds: [id] }, { signal });
    const found = answer.stores.find((entry) => entry.id === id) as { name?: unknown } | undefined;
    return typeof found?.name === 'string' && found.name.trim() ? found.name.trim().slice(0, 120) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the landing parameters of a page request and answers the redirect to the same page without them (or to
 * `localePath` inside the locale), with cookies that keep what they said: `sb_referral` (lead source and referral
 * code, two hours) and `sb_pickup_store` (the store `storeNum` names, when commerce-api knows it). Every other
 * query parameter, the carried ones included, stays. Null when the request has none of them (or is not a GET).
 *
 * @example
 * const landing = await landingRedirect(request, session, store);
 * if (landing) throw landing; // 302 /en-us/p/…?cms=edit, Set-Cookie: sb_pickup_store=1001|Denver Flagship
 */
export async function landingRedirect(
  request: Request,
  session: RequestSession,
  store: Store,
): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!LANDING_QUERY_PARAMS.some((name) => url.searchParams.has(name))) return null;
  const secure = isHttps(request);
  const cookies: string[] = [];

  const leadSource = url.searchParams.get('leadSource')?.trim() ?? '';
  const referralCode = url.searchParams.get('referral_code')?.trim() ?? '';
  if (CODE.test(leadSource) || CODE.test(referralCode)) {
    // A new landing's values replace the kept ones; one it does not name stays.
    const kept = referralOf(request);
    const values = new URLSearchParams();
    const lead = CODE.test(leadSource) ? leadSource : kept.leadSource;
    const referral = CODE.test(referralCode) ? referralCode : kept.referralCode;
    if (lead) values.set('leadSource', lead);
    if (referral) values.set('referral_code', referral);
    cookies.push(serializeCookie(REFERRAL_COOKIE, values.toString(), { maxAge: REFERRAL_S, secure }));
  }

  const storeNum = url.searchParams.get('storeNum')?.trim() ?? '';
  if (STORE_NUM.test(storeNum)) {
    const name = await storeNamed(session, store, storeNum, request.signal);
    if (name) cookies.push(serializeCookie(PICKUP_COOKIE, `${storeNum}|${name}`, { maxAge: YEAR, secure }));
  }

  const path = localePathTarget(url.searchParams.get('localePath') ?? '', store) ?? url.pathname;
  const query = new URLSearchParams(url.search);
  for (const name of LANDING_QUERY_PARAMS) query.delete(name);
  const search = query.toString();
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect(`${path}${search ? `?${search}` : ''}`, { status: 302, headers });
}
