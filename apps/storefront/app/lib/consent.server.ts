import { CONSENT_COOKIE, consentStateFrom, type ConsentState } from './consent';
import { parseCookies } from './cookies.server';
import type { Locale } from './locales';

/**
 * The consent state of a request, from its `OptanonConsent` cookie (see {@link consentStateFrom}).
 *
 * @example
 * const consent = readConsent(request, 'en-gb', store.preview);
 * if (isGranted(consent, 'C0004')) { … }
 */
export function readConsent(request: Request, locale: Locale, preview: boolean): ConsentState {
  return consentStateFrom(parseCookies(request.headers.get('cookie')).get(CONSENT_COOKIE), locale, preview);
}
