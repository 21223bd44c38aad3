import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { hasUnsafeText } from './refuseUnsafeText';

// A database that fails on any use: every answer below comes before a query (issue 15: a NUL in itemId, a review
// nickname, a sign-in e-mail or a coupon code reached PostgreSQL and answered 500).
const failingDb = new Proxy({} as Database, {
  get: () => () => {
    throw new Error('the database was called');
  },
});
const app = createApp({ db: failingDb, log: () => {} });

const BAD = {
  nul: 'a\u0000b',
  'lone high surrogate': 'x\ud800',
  'lone low surrogate': '\udc00y',
  'reversed pair': '\udc00\ud800',
};
const CALLS: Array<{ name: string; method: string; path: string; body: (bad: string) => unknown }> = [
  {
    name: 'itemId',
    method: 'DELETE',
    path: '/cart/v1/item',
    body: (bad) => ({ cartId: '6f1c1d7e-2b1a-4c59-9d8e-0a1b2c3d4e5f', itemId: bad }),
  },
  {
    name: 'review nickname',
    method: 'POST',
    path: '/products/v1/products/SBJK10026/reviews',
    body: (bad) => ({ rating: 5, title: 'Warm', text: 'Very warm jacket.', nickname: bad }),
  },
  {
    name: 'sign-in e-mail',
    method: 'POST',
    path: '/consumers-v3/auth/signin',
    body: (bad) => ({
      type: 'Registered',
      username: `maya${bad}@example.com`,
      password: 'x',
      codeChallenge: 'c',
      codeChallengeMethod: 'S256',
    }),
  },
  {
    name: 'coupon code',
    method: 'PUT',
    path: '/cart/v1/coupon',
    body: (bad) => ({ cartId: '6f1c1d7e-2b1a-4c59-9d8e-0a1b2c3d4e5f', code: bad }),
  },
  {
    name: 'a key of a nested object',
    method: 'POST',
    path: '/cart/v1/item',
    body: (bad) => ({ cartId: 'c', items: [{ [bad]: 1 }] }),
  },
];

describe('NUL characters and lone surrogates', () => {
  for (const call_ of CALLS) {
    for (const [kind, bad] of Object.entries(BAD)) {
      it(`refuses a ${kind} in the ${call_.name} with 400 API400 before the database`, async () => {
        const res = await call(app, call_.method, call_.path, { body: call_.body(bad), token: 'sba_whatever' });
        expect(res.status).toBe(400);
        expect((await errorOf(res)).errorId).toBe('API400');
      });
    }
  }

  it.each([
    ['a NUL in the query', '/products/v2/search/productSearch?q=a%00b'],
    ['an encoded lone surrogate in the query', '/products/v2/search/productSearch?q=%ED%A0%80'],
    ['a malformed escape in the query', '/products/v2/search/productSearch?q=%E0%A4'],
    ['a NUL in a query parameter name', '/products/v2/search/productSearch?q%00=1'],
    ['a NUL in the path', '/cart/v1/cart/abc%00def'],
    ['an encoded lone surrogate in the path', '/products/v2/products/%ED%B0%80/details'],
  ])('refuses %s with 400 API400', async (_name, path) => {
    const res = await call(app, 'GET', path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { appId: string; correlationId: string; errorDetails: { errorId: string }[] };
    expect(body.appId).toBe('commerce-api');
    expect(body.errorDetails[0]?.errorId).toBe('API400');
  });

  it('lets paired surrogates (emoji) and ordinary text through', () => {
    expect(hasUnsafeText('Warm 🧥 jacket, très bien')).toBe(false);
    expect(hasUnsafeText('\ud83e')).toBe(true);
  });
});
