import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER, PEER_ADDRESS_HEADER, clientAddress, installPeerAddressHeader } from './clientAddress.server';
import { createSessionFactory } from './session.server';

afterEach(() => vi.unstubAllEnvs());

describe("the shopper's address", () => {
  it('is recorded from the socket, whatever the client claims under that header', async () => {
    installPeerAddressHeader();
    const server = createServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await (
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: '6.6.6.6' } })
    ).text();
    server.close();
    expect(answer).toBe('127.0.0.1');
  });

  it('trusts X-Forwarded-For only behind a configured proxy', () => {
    const request = new Request('http://shop.test/', {
      headers: { [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(clientAddress(request)).toBe('10.0.0.2');
    vi.stubEnv('TRUST_PROXY', '1');
    expect(clientAddress(request)).toBe('203.0.113.7');
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
      new Request('http://shop.test/en-us', { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } }),
      { siteId: 'sb-us', locale: 'en-us' },
    );
    await session.getAccessToken();
    await session.fetch('http://api.test/cart/v1/cart', { method: 'POST', headers: { authorization: 'Bearer sba_1' } });
    expect(seen).toEqual(['203.0.113.9', '203.0.113.9']);
  });
});
