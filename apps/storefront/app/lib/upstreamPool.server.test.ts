import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpstreamAgent, isConnectionReset, retryIdempotentOnReset, UPSTREAM_POOL } from './upstreamPool.server';

const reset = () =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  });

describe('retryIdempotentOnReset', () => {
  it('sends a GET once more when its connection was reset', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(reset()).mockResolvedValueOnce(new Response('ok'));
    const response = await retryIdempotentOnReset(fetchImpl)('http://api.test/products', { method: 'GET' });
    expect(await response.text()).toBe('ok');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('never repeats a POST, an aborted call, another failure, or a second reset', async () => {
    const post = vi.fn<typeof fetch>().mockRejectedValue(reset());
    await expect(
      retryIdempotentOnReset(post)('http://api.test/cart/v1/item', { method: 'POST', body: '{}' }),
    ).rejects.toThrow('fetch failed');
    expect(post).toHaveBeenCalledTimes(1);

    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn<typeof fetch>().mockRejectedValue(reset());
    await expect(retryIdempotentOnReset(aborted)('http://api.test/x', { signal: controller.signal })).rejects.toThrow();
    expect(aborted).toHaveBeenCalledTimes(1);

    const refused = vi
      .fn<typeof fetch>()
      .mockRejectedValue(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }));
    await expect(retryIdempotentOnReset(refused)('http://api.test/x')).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);

    const twice = vi.fn<typeof fetch>().mockRejectedValue(reset());
    await expect(retryIdempotentOnReset(twice)('http://api.test/x')).rejects.toThrow();
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('recognises undici’s "other side closed"', () => {
    expect(isConnectionReset(Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } }))).toBe(
      true,
    );
    expect(isConnectionReset(new Error('boom'))).toBe(false);
  });
});

describe('createUpstreamAgent', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('reuses a bounded number of keep-alive connections and queues the calls beyond them, failing none', async () => {
    const sockets = new Set<unknown>();
    let inFlight = 0;
    let mostInFlight = 0;
    server = createServer((request, response) => {
      sockets.add(request.socket);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.end('ok');
      }, 5);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = createUpstreamAgent({ connections: 4 });
    const answers = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/`, { dispatcher: agent } as RequestInit);
        return response.status;
      }),
    );
    await agent.close();
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(sockets.size).toBeLessThanOrEqual(4);
    expect(mostInFlight).toBeLessThanOrEqual(4);
  });

  it('closes idle connections before commerce-api’s Node server would (its keepAliveTimeout is 5 s)', () => {
    expect(UPSTREAM_POOL.keepAliveTimeoutMs).toBeLessThan(5_000);
  });
});
