import { consentCategories, isConsentGranted, parseConsentCookie } from '@switchback/analytics';
import type { ConsentCategory, ConsentChoices } from '@switchback/analytics';
import type { Locale } from './locales';

export type { ConsentCategory, ConsentChoices };

/**
 * The consent cookie, named as OneTrust names it so a consent manager added later reads and writes the same
 * choices (content-blocks §5). Not HttpOnly: the banner's script reads and writes it.
 */
export const CONSENT_COOKIE = 'OptanonConsent';

/** How long a recorded choice lasts before the shopper is asked again: one year, in seconds. */
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Bumped when the categories or their wording change in a way that needs asking again. Stored for that later
 * check; a cookie of another version is still read today.
 */
const CONSENT_VERSION = '1.0.0';

/** Every category, in the order the cookie and the preferences list them. */
export const CONSENT_CATEGORY_IDS = Object.keys(consentCategories) as ConsentCategory[];

/**
 * The consent region of a shop: only EMEA needs a recorded choice before optional categories are used.
 *
 * @example
 * const region: ConsentRegion = 'EMEA';
 */
export type ConsentRegion = 'EMEA' | 'NORA';

/**
 * The consent region of a locale: en-gb → EMEA; en-us, en-ca, fr-ca → NORA.
 *
 * @example
 * regionOfLocale('en-gb'); // 'EMEA'
 * regionOfLocale('fr-ca'); // 'NORA'
 */
export function regionOfLocale(locale: Locale): ConsentRegion {
  return locale === 'en-gb' ? 'EMEA' : 'NORA';
}

/**
 * What the shop knows about consent for one page: the region's rules, preview mode and the recorded choices.
 *
 * @example
 * const state: ConsentState = { region: 'EMEA', preview: false, decided: true, choices: { C0001: true, C0002: false } };
 */
export interface ConsentState {
  region: ConsentRegion;
  preview: boolean;
  /** a choice is recorded in the cookie */
  decided: boolean;
  choices: ConsentChoices;
}

/**
 * The consent state from the raw cookie value (undefined when absent). The shopper has decided when the cookie
 * records at least one known category and does not say the banner was never interacted with
 * (`interactionCount=0`, which OneTrust writes before a choice). A garbled cookie records nothing, so it is
 * undecided and grants nothing optional.
 *
 * @example
 * consentStateFrom('C0001:1,C0002:0', 'en-gb', false);
 * // { region: 'EMEA', preview: false, decided: true, choices: { C0001: true, C0002: false } }
 */
export function consentStateFrom(cookieValue: string | undefined, locale: Locale, preview: boolean): ConsentState {
  const choices = parseConsentCookie(cookieValue);
  const recorded = Object.keys(choices).length > 0 && !/(?:^|&)interactionCount=0(?:&|$)/.test(cookieValue ?? '');
  return { region: regionOfLocale(locale), preview, decided: recorded, choices };
}

/**
 * Whether a category may be used: C0001 always; everything in preview; everything in NORA; in EMEA only what
 * the cookie marks 1 (the rules of `isConsentGranted`, content-blocks §5).
 *
 * @example
 * isGranted(consentStateFrom(undefined, 'en-gb', false), 'C0002'); // false
 * isGranted(consentStateFrom(undefined, 'en-us', false), 'C0002'); // true
 */
export function isGranted(state: ConsentState, category: ConsentCategory): boolean {
  return isConsentGranted(category, {
    region: state.region,
    preview: state.preview,
    consentCookie: groupsList(state.choices),
  });
}

/**
 * The cookie value to store, in OneTrust's shape:
 * `isGpcEnabled=0&datestamp=…&version=…&interactionCount=1&groups=C0001%3A1%2CC0002%3A0%2C…` with all four
 * categories. C0001 is always 1 (the shop cannot work without it) and a category not chosen is 0, so the
 * cookie never grants more than the shopper said yes to.
 *
 * @example
 * consentCookieValue({ C0002: true }, new Date('2026-01-02T03:04:05Z'));
 * // 'isGpcEnabled=0&datestamp=2026-01-02T03%3A04%3A05.000Z&version=1.0.0&interactionCount=1&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0'
 */
export function consentCookieValue(choices: ConsentChoices, now: Date = new Date()): string {
  const fields = [
    ['isGpcEnabled', '0'],
    ['datestamp', now.toISOString()],
    ['version', CONSENT_VERSION],
    ['interactionCount', '1'],
    ['groups', groupsList(completeChoices(choices))],
  ];
  return fields.map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`).join('&');
}

/**
 * The whole `Set-Cookie` header (or `document.cookie` assignment) recording the choices: Path=/, Max-Age one
 * year, SameSite=Lax, Secure on https. Not HttpOnly, unlike the shop's other cookies: the banner's script
 * reads it and a consent manager may too, and it holds no secret.
 *
 * @example
 * document.cookie = consentCookieHeader({ C0002: true, C0003: false, C0004: false }, location.protocol === 'https:');
 */
export function consentCookieHeader(choices: ConsentChoices, secure: boolean, now: Date = new Date()): string {
  const parts = [
    `${CONSENT_COOKIE}=${consentCookieValue(choices, now)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Every category set to one answer: what "Accept all" and "Reject all" record (C0001 stays on either way).
 *
 * @example
 * allChoices(false); // { C0001: true, C0002: false, C0003: false, C0004: false }
 */
export function allChoices(granted: boolean): ConsentChoices {
  return Object.fromEntries(CONSENT_CATEGORY_IDS.map((id) => [id, id === 'C0001' || granted])) as ConsentChoices;
}

/**
 * The choices as the cookie records them: all four categories, C0001 on, anything not chosen off.
 *
 * @example
 * completeChoices({ C0002: true }); // { C0001: true, C0002: true, C0003: false, C0004: false }
 */
export function completeChoices(choices: ConsentChoices): ConsentChoices {
  return Object.fromEntries(
    CONSENT_CATEGORY_IDS.map((id) => [id, id === 'C0001' || choices[id] === true]),
  ) as ConsentChoices;
}

function groupsList(choices: ConsentChoices): string {
  return CONSENT_CATEGORY_IDS.filter((id) => choices[id] !== undefined)
    .map((id) => `${id}:${choices[id] ? 1 : 0}`)
    .join(',');
}
