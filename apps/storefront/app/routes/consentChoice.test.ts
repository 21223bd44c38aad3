import { parseConsentCookie } from '@switchback/analytics';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../lib/consent';
import { readConsent } from '../lib/consent.server';
import { action } from './consentChoice';

function post(
  fields: Record<string, string>,
  init: { origin?: string | null; url?: string; headers?: Record<string, string> } = {},
) {
  const url = init.url ?? 'http://shop.test/consent';
  const origin = init.origin === undefined ? new URL(url).origin : init.origin;
  const headers = new Headers(init.headers);
  if (origin) headers.set('origin', origin);
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

async function answer(request: Request): Promise<Response> {
  try {
    return (await action({ request, params: {}, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The cookie value the response sets, as the browser would send it back. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  expect(header.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
  return header.split('; ')[0]!;
}

describe('POST /consent (the banner without JavaScript)', () => {
  it('"Reject all" records C0001 on and every other category off, then goes back to the page (303)', async () => {
    const response = await answer(post({ choice: 'reject-all', returnTo: '/en-gb/c/jackets-100110?color=BLK' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-gb/c/jackets-100110?color=BLK');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const header = response.headers.get('set-cookie')!;
    expect(decodeURIComponent(header)).toContain('groups=C0001:1,C0002:0,C0003:0,C0004:0');
    expect(header).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    expect(header).not.toMatch(/HttpOnly|Secure/);
    const next = readConsent(
      new Request('http://shop.test/en-gb', { headers: { cookie: cookieOf(response) } }),
      'en-gb',
      false,
    );
    expect(next.decided).toBe(true);
    expect(next.choices).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false });
  });

  it('"Accept all" records every category on', async () => {
    const response = await answer(post({ choice: 'accept-all', returnTo: '/en-gb' }));
    expect(response.status).toBe(303);
    expect(decodeURIComponent(response.headers.get('set-cookie')!)).toContain('groups=C0001:1,C0002:1,C0003:1,C0004:1');
  });

  it('"Save choices" records the ticked boxes and turns the others off', async () => {
    const response = await answer(post({ choice: 'save', returnTo: '/en-gb/cart', C0003: '1', C0004: 'on' }));
    expect(response.headers.get('location')).toBe('/en-gb/cart');
    const value = cookieOf(response).slice(CONSENT_COOKIE.length + 1);
    expect(parseConsentCookie(decodeURIComponent(value))).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: true,
    });
  });

  it('sets a Secure cookie over https, directly or behind a TLS-terminating proxy', async () => {
    const direct = await answer(
      post({ choice: 'reject-all', returnTo: '/en-gb' }, { url: 'https://shop.test/consent' }),
    );
    expect(direct.headers.get('set-cookie')).toMatch(/; Secure$/);
    const proxied = await answer(
      post(
        { choice: 'reject-all', returnTo: '/en-gb' },
        { origin: 'https://shop.test', headers: { 'x-forwarded-proto': 'https' } },
      ),
    );
    expect(proxied.status).toBe(303);
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it.each([
    ['another host', 'https://evil.test/phish'],
    ['a protocol-relative URL', '//evil.test/phish'],
    ['a backslash', '/\\evil.test/phish'],
    ['a tab inside //', '/\t/evil.test'],
    ['a newline', '/en-gb\r\nSet-Cookie: x=1'],
    ['a relative path', 'en-gb/cart'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('sends a returnTo with %s to the home page', async (_name, returnTo) => {
    const response = await answer(post({ choice: 'reject-all', returnTo }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
  });

  it('goes home without a returnTo', async () => {
    expect((await answer(post({ choice: 'accept-all' }))).headers.get('location')).toBe('/');
  });

  it.each([
    ['no Origin', null],
    ['another origin', 'https://evil.test'],
  ])('refuses a POST with %s (403) and sets no cookie', async (_name, origin) => {
    const response = await answer(post({ choice: 'accept-all', returnTo: '/en-gb' }, { origin }));
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 to an unknown choice, and sets no cookie', async () => {
    const response = await answer(post({ choice: 'accept-some', returnTo: '/en-gb' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
