import { parseConsentCookie } from '@switchback/analytics';
import { describe, expect, it } from 'vitest';
import {
  allChoices,
  CONSENT_COOKIE,
  consentCookieHeader,
  consentCookieValue,
  consentStateFrom,
  isGranted,
  regionOfLocale,
} from './consent';
import { readConsent } from './consent.server';
import { parseCookies } from './cookies.server';

const NOW = new Date('2026-03-04T05:06:07Z');
const OPTIONAL = ['C0002', 'C0003', 'C0004'] as const;

describe('regionOfLocale', () => {
  it('puts the UK shop in EMEA and the North American shops in NORA', () => {
    expect(regionOfLocale('en-gb')).toBe('EMEA');
    expect(regionOfLocale('en-us')).toBe('NORA');
    expect(regionOfLocale('en-ca')).toBe('NORA');
    expect(regionOfLocale('fr-ca')).toBe('NORA');
  });
});

describe('consent rules (content-blocks §5)', () => {
  it('in EMEA without a cookie: undecided, only strictly necessary granted', () => {
    const state = consentStateFrom(undefined, 'en-gb', false);
    expect(state).toEqual({ region: 'EMEA', preview: false, decided: false, choices: {} });
    expect(isGranted(state, 'C0001')).toBe(true);
    for (const id of OPTIONAL) expect(isGranted(state, id)).toBe(false);
  });

  it('in EMEA grants exactly what the cookie marks 1', () => {
    const state = consentStateFrom('C0001:1,C0002:1,C0003:0', 'en-gb', false);
    expect(state.decided).toBe(true);
    expect(isGranted(state, 'C0002')).toBe(true);
    expect(isGranted(state, 'C0003')).toBe(false);
    expect(isGranted(state, 'C0004')).toBe(false);
  });

  it('in NORA grants every category, with or without a cookie, even one marked 0', () => {
    for (const cookie of [undefined, 'C0001:1,C0002:0,C0003:0,C0004:0']) {
      const state = consentStateFrom(cookie, 'fr-ca', false);
      for (const id of OPTIONAL) expect(isGranted(state, id)).toBe(true);
    }
    expect(consentStateFrom(undefined, 'en-us', false).decided).toBe(false);
  });

  it('in preview grants every category, even in EMEA with everything refused', () => {
    const state = consentStateFrom('C0001:1,C0002:0,C0003:0,C0004:0', 'en-gb', true);
    for (const id of OPTIONAL) expect(isGranted(state, id)).toBe(true);
  });

  it.each([
    ['garbage', 'not a cookie'],
    ['unknown categories', 'C0009:1,C0005:1'],
    ['bad values', 'C0002:yes,C0004:2'],
    ['broken percent-encoding', 'groups=C0002%3A1%E0%A4%A'],
    ['empty', ''],
  ])('a garbled cookie (%s) records nothing and grants nothing in EMEA', (_name, cookie) => {
    const state = consentStateFrom(cookie, 'en-gb', false);
    expect(state.decided).toBe(false);
    for (const id of OPTIONAL) expect(isGranted(state, id)).toBe(false);
  });

  it('a OneTrust cookie written before any interaction (interactionCount=0) is not a decision', () => {
    const state = consentStateFrom('isGpcEnabled=0&interactionCount=0&groups=C0001%3A1%2CC0002%3A0', 'en-gb', false);
    expect(state.decided).toBe(false);
  });
});

describe('the consent cookie', () => {
  it('stores the OneTrust shape with all four categories, C0001 on and anything not chosen off', () => {
    const value = consentCookieValue({ C0002: true, C0001: false }, NOW);
    expect(value).toBe(
      'isGpcEnabled=0&datestamp=2026-03-04T05%3A06%3A07.000Z&version=1.0.0&interactionCount=1&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0',
    );
    expect(value).not.toMatch(/[;,\s"\\]/);
  });

  it('round-trips through a Set-Cookie header, the Cookie header and readConsent', () => {
    const header = consentCookieHeader({ C0002: false, C0003: true, C0004: true }, false, NOW);
    const cookiePair = header.split('; ')[0]!;
    expect(cookiePair.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    const request = new Request('http://shop.test/en-gb', { headers: { cookie: `sb_location=en-gb; ${cookiePair}` } });
    const state = readConsent(request, 'en-gb', false);
    expect(state).toEqual({
      region: 'EMEA',
      preview: false,
      decided: true,
      choices: { C0001: true, C0002: false, C0003: true, C0004: true },
    });
    expect(isGranted(state, 'C0002')).toBe(false);
    expect(isGranted(state, 'C0004')).toBe(true);
    // What a consent manager reading the raw value would see.
    expect(parseConsentCookie(parseCookies(request.headers.get('cookie')).get(CONSENT_COOKIE))).toEqual(state.choices);
  });

  it('reads a whole OneTrust cookie as OneTrust writes it', () => {
    const raw =
      'isGpcEnabled=0&datestamp=Tue+Mar+03+2026+10%3A00%3A00+GMT%2B0000+(Greenwich+Mean+Time)&version=202409.1.0&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=abc&interactionCount=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A1&AwaitingReconsent=false';
    const state = readConsent(
      new Request('https://shop.test/en-gb', { headers: { cookie: `OptanonConsent=${raw}` } }),
      'en-gb',
      false,
    );
    expect(state.decided).toBe(true);
    expect(state.choices).toEqual({ C0001: true, C0002: true, C0003: false, C0004: true });
  });

  it('has the attributes the banner script needs: Path=/, one year, SameSite=Lax, not HttpOnly, Secure only on https', () => {
    const plain = consentCookieHeader(allChoices(false), false, NOW);
    expect(plain).toBe(
      `${CONSENT_COOKIE}=${consentCookieValue(allChoices(false), NOW)}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(plain).not.toMatch(/HttpOnly/i);
    expect(consentCookieHeader(allChoices(true), true, NOW).endsWith('; SameSite=Lax; Secure')).toBe(true);
  });

  it('readConsent without the cookie is undecided, and carries region and preview', () => {
    expect(readConsent(new Request('http://shop.test/pre/en-gb'), 'en-gb', true)).toEqual({
      region: 'EMEA',
      preview: true,
      decided: false,
      choices: {},
    });
  });
});
