import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { LogEntry } from './app';
import type { Database } from './db/openDatabase';
import { call, errorOf } from './testing/api';

// These cases are all answered before any query runs; a database that throws on use proves it, and is what
// makes an unexpected failure (the 500 case) happen on demand.
const failingDb = new Proxy({} as Database, {
  get: () => () => {
    throw new Error('connection to 10.0.0.5 refused (secret detail)');
  },
});

function appWithLog(now = () => new Date('2026-10-01T12:00:00Z')) {
  const logs: LogEntry[] = [];
  const app = createApp({ db: failingDb, now, log: (entry) => logs.push(entry) });
  return { app, logs };
}

describe('server time', () => {
  it('returns the clock as epoch milliseconds', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'GET', '/fapi/server/time');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ timestamp: Date.parse('2026-10-01T12:00:00Z') });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers HEAD like GET, without a body', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'HEAD', '/fapi/server/time');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('error shape', () => {
  it('answers an unknown route with 404 API404 in the spec shape', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'GET', '/no-such-area/v1/thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({
      appId: 'commerce-api',
      correlationId: res.headers.get('x-correlation-id'),
      errorDetails: [{ errorId: 'API404', message: expect.stringContaining('/no-such-area/v1/thing') }],
    });
  });

  it('answers a known path with the wrong method with 405 API405 and an Allow header', async () => {
    const { app } = appWithLog();
    const time = await call(app, 'DELETE', '/fapi/server/time');
    expect(await errorOf(time)).toMatchObject({ status: 405, errorId: 'API405' });
    expect(time.headers.get('allow')).toBe('GET, HEAD');

    const token = await call(app, 'GET', '/token/v2/auth/token');
    expect(await errorOf(token)).toMatchObject({ status: 405, errorId: 'API405' });
    expect(token.headers.get('allow')).toBe('POST');

    // A parameterised path counts as known too, and the 405 comes before any authentication.
    const cart = await call(app, 'DELETE', '/cart/v1/cart/0d9c7f4e-1111-4c3b-9a55-3b1c2d3e4f50');
    expect(await errorOf(cart)).toMatchObject({ status: 405, errorId: 'API405' });
    expect(cart.headers.get('allow')).toBe('GET, HEAD');
  });

  it('echoes a plain x-correlation-id and replaces one that could forge log lines', async () => {
    const { app } = appWithLog();
    const echoed = await call(app, 'GET', '/nowhere', { headers: { 'x-correlation-id': 'storefront-req-42' } });
    expect(echoed.headers.get('x-correlation-id')).toBe('storefront-req-42');
    expect((await errorOf(echoed)).body.correlationId).toBe('storefront-req-42');

    for (const hostile of ['a b" level=error', 'x'.repeat(129)]) {
      const replaced = await call(app, 'GET', '/nowhere', { headers: { 'x-correlation-id': hostile } });
      const id = replaced.headers.get('x-correlation-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await errorOf(replaced)).body.correlationId).toBe(id);
    }
  });

  it('gives successful responses a fresh correlation id per request', async () => {
    const { app } = appWithLog();
    const first = await call(app, 'GET', '/fapi/server/time');
    const second = await call(app, 'GET', '/fapi/server/time');
    expect(first.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-correlation-id')).not.toBe(second.headers.get('x-correlation-id'));
  });

  it('turns an unexpected failure into 500 GEN500 without leaking it, and logs it with the correlation id', async () => {
    const { app, logs } = appWithLog();
    const res = await call(app, 'POST', '/token/v2/auth/token', {
      body: { type: 'Guest' },
      headers: { 'x-correlation-id': 'trace-500' },
    });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ correlationId: 'trace-500', errorDetails: [{ errorId: 'GEN500' }] });
    expect(text).not.toMatch(/secret|10\.0\.0\.5|at |\.ts/);
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'error',
        correlationId: 'trace-500',
        stack: expect.stringContaining('secret detail'),
      }),
    ]);
  });
});

describe('request bodies', () => {
  const tokenPath = '/token/v2/auth/token';

  it('refuses a non-JSON content type with 415 API415', async () => {
    const { app } = appWithLog();
    const form = await call(app, 'POST', tokenPath, {
      body: 'type=Guest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await errorOf(form)).toMatchObject({ status: 415, errorId: 'API415' });

    // No content type at all: a raw byte body gets none from fetch.
    const bare = await app.request(tokenPath, { method: 'POST', body: new TextEncoder().encode('{"type":"Guest"}') });
    expect(await errorOf(bare)).toMatchObject({ status: 415, errorId: 'API415' });
  });

  it('accepts JSON media types with parameters', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'POST', tokenPath, {
      body: { type: 'Nope' },
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    // Reached validation, so the content type was accepted.
    expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'API400' });
  });

  it('answers malformed JSON with 400 API400, never a 500', async () => {
    const { app } = appWithLog();
    for (const body of ['{"type": "Guest"', '{type: Guest}', 'null,']) {
      const res = await call(app, 'POST', tokenPath, { body });
      expect(await errorOf(res)).toMatchObject({ status: 400, errorId: 'API400' });
    }
  });

  it('answers an empty body with 400 API400', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'POST', tokenPath, { body: '', headers: { 'content-type': 'application/json' } });
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 400, errorId: 'API400' });
    expect(error.body.errorDetails[0]?.message).toMatch(/body is required/);
  });

  it('names the field of a wrong type, a missing field and an unknown field', async () => {
    const { app } = appWithLog();
    const messageOf = async (body: unknown) =>
      (await errorOf(await call(app, 'POST', tokenPath, { body }))).body.errorDetails;

    expect(await messageOf({ type: 42 })).toEqual([{ errorId: 'API400', message: expect.stringContaining('"type"') }]);
    expect(await messageOf({ type: 'Refresh', refreshToken: 7 })).toEqual([
      { errorId: 'API400', message: expect.stringMatching(/"refreshToken".*expected string/) },
    ]);
    expect(await messageOf({ type: 'Refresh' })).toEqual([
      { errorId: 'API400', message: 'Field "refreshToken" is required' },
    ]);
    expect(await messageOf({ type: 'Guest', isAdmin: true, role: 'x' })).toEqual([
      { errorId: 'API400', message: 'Unknown field "isAdmin"' },
      { errorId: 'API400', message: 'Unknown field "role"' },
    ]);
    expect(await messageOf(['Guest'])).toEqual([
      { errorId: 'API400', message: expect.stringMatching(/expected object/) },
    ]);
  });

  it('refuses a body over 100 kB before parsing it', async () => {
    const { app } = appWithLog();
    const res = await call(app, 'POST', tokenPath, { body: { type: 'Guest', padding: 'x'.repeat(200_000) } });
    expect(await errorOf(res)).toMatchObject({ status: 413, errorId: 'API400' });
  });
});
