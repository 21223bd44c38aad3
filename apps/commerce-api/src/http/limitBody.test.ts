import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/openDatabase';

// Issue 15: after answering 413 to a 2 MB body, commerce-api closed the pooled connection mid-upload and the next
// request on it failed (26 of 364 ordinary calls through the storefront got 502). These run over a real socket.
const failingDb = new Proxy({} as Database, {
  get: () => () => {
    throw new Error('the database was called');
  },
});

let server: ReturnType<typeof serve>;
let port = 0;
let connections = 0;

beforeAll(async () => {
  const app = createApp({ db: failingDb, log: () => {} });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  chunked = false,
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {};
    if (body) {
      headers['content-type'] = 'application/json';
      if (chunked) headers['transfer-encoding'] = 'chunked';
      else headers['content-length'] = body.byteLength;
    }
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
    });
    req.on('error', reject);
    if (body) {
      // Written in pieces, as a real upload arrives.
      for (let offset = 0; offset < body.byteLength; offset += 64 * 1024)
        req.write(body.subarray(offset, offset + 64 * 1024));
    }
    req.end();
  });
}

const twoMegabytes = () => Buffer.from(JSON.stringify({ type: 'Guest', padding: 'x'.repeat(2 * 1024 * 1024) }));

describe('oversized bodies', () => {
  it('answers 413 to a 2 MB body and keeps the connection for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = connections;
    const refused = await send(agent, 'POST', '/token/v2/auth/token', twoMegabytes());
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ appId: 'commerce-api', errorDetails: [{ errorId: 'API400' }] });
    expect(refused.connection).not.toBe('close');
    for (let i = 0; i < 3; i += 1) expect((await send(agent, 'GET', '/fapi/server/time')).status).toBe(200);
    expect(connections - before).toBe(1);
    agent.destroy();
  });

  it('closes only its own connection, cleanly, for a chunked body over the limit', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await send(agent, 'POST', '/token/v2/auth/token', twoMegabytes(), true);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect((await send(agent, 'GET', '/fapi/server/time')).status).toBe(200);
    agent.destroy();
  });
});
