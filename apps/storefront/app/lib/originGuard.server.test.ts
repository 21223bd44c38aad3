import { describe, expect, it } from 'vitest';
import { refuseCrossOrigin } from './originGuard.server';

function request(method: string, headers: Record<string, string> = {}, url = 'http://shop.test/en-us/cart') {
  return new Request(url, { method, headers });
}

describe('refuseCrossOrigin', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through without an Origin', (method) => {
    expect(refuseCrossOrigin(request(method))).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('lets a same-origin %s through', (method) => {
    expect(refuseCrossOrigin(request(method, { origin: 'http://shop.test' }))).toBeNull();
  });

  it.each([
    ['no Origin', {}],
    ['another host', { origin: 'http://evil.test' }],
    ['another port', { origin: 'http://shop.test:3000' }],
    ['the literal null origin', { origin: 'null' }],
  ])('refuses a POST with %s', async (_name, headers) => {
    const refused = refuseCrossOrigin(request('POST', headers));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({ appId: 'storefront', errorDetails: [{ errorId: 'API403' }] });
  });

  it('accepts the https origin behind a TLS-terminating proxy, and only then', () => {
    const behindProxy = request('POST', { origin: 'https://shop.test', 'x-forwarded-proto': 'https' });
    expect(refuseCrossOrigin(behindProxy)).toBeNull();
    expect(refuseCrossOrigin(request('POST', { origin: 'https://shop.test' }))?.status).toBe(403);
    expect(
      refuseCrossOrigin(request('POST', { origin: 'http://shop.test', 'x-forwarded-proto': 'https' }))?.status,
    ).toBe(403);
  });
});
