import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER, clientAddress, createLoadContext, peerAddressContext } from './clientAddress.server';
import { createSessionFactory } from './session.server';

afterEach(() => vi.unstubAllEnvs());

describe("the shopper's address", () => {
  it('is the socket address the server saw, whatever the client sends in its headers', async () => {
    // What server.mjs does for every request: the load context is made from the incoming message.
    const server = createServer((req, res) => {
      res.end(String(createLoadContext(req).get(peerAddressContext)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await (
      await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-switchback-peer-address': '6.6.6.6', 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
      })
    ).text();
    server.close();
    expect(answer).toBe('127.0.0.1');
  });

  it('is unknown when the server names none', () => {
    expect(createLoadContext({}).get(peerAddressContext)).toBeNull();
    expect(createLoadContext({ socket: { remoteAddress: 'not an address' } }).get(peerAddressContext)).toBeNull();
  });

  it('trusts X-Forwarded-For only behind a configured proxy', () => {
    const request = new Request('http://shop.test/', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(clientAddress(request, '10.0.0.2')).toBe('10.0.0.2');
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientAddress(request, '10.0.0.2')).toBe('203.0.113.7');
  });

  it('is sent to commerce-api on every call of the session', async () => {
    const seen: (string | null)[] = [];
    const fetchStub = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(CLIENT_IP_HEADER));
      return Response.json({
        accessToken: 'sba_1',
        refreshToken: 'sbr_1',
        expiresIn: 1800,
        tokenType: 'Bearer',
        consumerNo: 'C1',
        consumerType: 'GUEST',
        memberId: null,
        isEmployeeDiscountTCAccepted: false,
      });
    });
    const sessions = createSessionFactory({ apiBaseUrl: 'http://api.test', fetch: fetchStub as typeof fetch });
    const session = sessions(
      // A browser's own x-client-ip is not what is sent.
      new Request('http://shop.test/en-us', { headers: { [CLIENT_IP_HEADER]: '6.6.6.6' } }),
      { siteId: 'sb-us', locale: 'en-us' },
      '203.0.113.9',
    );
    await session.getAccessToken();
    await session.fetch('http://api.test/cart/v1/cart', { method: 'POST', headers: { authorization: 'Bearer sba_1' } });
    expect(seen).toEqual(['203.0.113.9', '203.0.113.9']);
  });
});
