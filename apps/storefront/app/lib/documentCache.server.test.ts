// The whole-document cache as a shopper meets it: server.mjs's first word (serveKeptDocument) in front of a stand-in
// for React Router whose pages show the shopper's cart count, the root middleware keeping what it answered.
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDocumentCache,
  documentCache,
  documentCacheMiddleware,
  documentKeyOf,
  documentRequestContext,
  documentRequestOf,
  serveKeptDocument,
  shopperScopes,
  type IncomingDocumentRequest,
} from './documentCache.server';
import { cspNonceContext } from './securityHeaders.server';

const ALICE = 'sb_location=en-us; sb_at=access-a; sb_rt=refresh-a; sb_who=GUEST%3AC1; sb_cart_sb-us=cart-a';
const BOB = 'sb_location=en-us; sb_at=access-b; sb_rt=refresh-b; sb_who=GUEST%3AC2; sb_cart_sb-us=cart-b';

/** commerce-api's carts (by the cart cookie) and what the stand-in server did. */
let carts: Map<string, number>;
let renders: number;

function request(path: string, cookie: string, extra: Record<string, string> = {}, method = 'GET') {
  return { method, url: path, headers: { host: 'shop.test', cookie, 'user-agent': 'test', ...extra } };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  fromCache: boolean;
}

/**
 * One request through the server: the document cache first (a write purges, a kept page is sent), else "React
 * Router": the root middleware around a page that shows the shopper's cart count with this response's nonce.
 * `during` runs while the page is being drawn (another tab's request, say).
 */
async function serve(
  incoming: IncomingDocumentRequest,
  { setCookie, during, status = 200 }: { setCookie?: string; during?: () => Promise<unknown>; status?: number } = {},
): Promise<Answer> {
  const headers: Record<string, string | string[]> = {};
  let body = '';
  const response = {
    statusCode: 0,
    setHeader: (name: string, value: string | string[]) => (headers[name.toLowerCase()] = value),
    end: (sent: Buffer) => (body = sent.toString('utf8')),
  };
  if (serveKeptDocument(incoming, response)) return { status: response.statusCode, headers, body, fromCache: true };
  const context = new RouterContextProvider();
  context.set(documentRequestContext, documentRequestOf(incoming));
  const nonce = `nonce-${Math.random().toString(36).slice(2)}`;
  context.set(cspNonceContext, nonce);
  const cookie = String(incoming.headers.cookie ?? '');
  const cartId = /sb_cart_sb-us=([^;]+)/.exec(cookie)?.[1] ?? '';
  const answer = (await documentCacheMiddleware(
    {
      request: new Request(`http://shop.test${incoming.url}`, { method: incoming.method }),
      context,
      params: {},
      unstable_pattern: '',
    } as never,
    async () => {
      if (incoming.method !== 'GET') {
        await during?.();
        carts.set(cartId, (carts.get(cartId) ?? 0) + 1);
        return new Response(null, { status: 204 });
      }
      const count = carts.get(cartId) ?? 0;
      await during?.();
      renders += 1;
      const page = new Response(
        `<html><script nonce="${nonce}"></script><b>Cart (${count})</b> <i>Réservé — ok</i></html>`,
        {
          status,
          headers: {
            'Content-Type': 'text/html',
            'Content-Security-Policy': `script-src 'nonce-${nonce}'`,
            'Cache-Control': 'private, no-cache',
          },
        },
      );
      if (setCookie) page.headers.append('Set-Cookie', setCookie);
      return page;
    },
  )) as Response;
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: await answer.text(),
    fromCache: false,
  };
}

const cartCount = (answer: Answer) => /Cart \((\d+)\)/.exec(answer.body)?.[1];
const nonceOf = (answer: Answer) => /nonce="([^"]+)"/.exec(answer.body)?.[1];

const previous = process.env.DOCUMENT_CACHE_SECONDS;
beforeEach(() => {
  process.env.DOCUMENT_CACHE_SECONDS = '10';
  documentCache().clear();
  carts = new Map([
    ['cart-a', 1],
    ['cart-b', 5],
  ]);
  renders = 0;
});
afterEach(() => {
  vi.useRealTimers();
  if (previous === undefined) delete process.env.DOCUMENT_CACHE_SECONDS;
  else process.env.DOCUMENT_CACHE_SECONDS = previous;
});

describe('the document cache', () => {
  it('sends the same page again to the same shopper, with a new nonce in the body and in the CSP', async () => {
    const first = await serve(request('/en-us', ALICE));
    const again = await serve(request('/en-us', ALICE));
    expect(again.fromCache).toBe(true);
    expect(renders).toBe(1);
    expect(cartCount(again)).toBe('1');
    expect(nonceOf(again)).not.toBe(nonceOf(first));
    expect(again.headers['content-security-policy']).toBe(`script-src 'nonce-${nonceOf(again)}'`);
    expect(again.body.replace(nonceOf(again)!, '')).toBe(first.body.replace(nonceOf(first)!, ''));
  });

  it("never sends one shopper's page to another", async () => {
    await serve(request('/en-us', ALICE));
    const bob = await serve(request('/en-us', BOB));
    expect(bob.fromCache).toBe(false);
    expect(cartCount(bob)).toBe('5');
    // Same cookies but another language asked for, or another page: drawn for that request.
    expect((await serve(request('/en-us', ALICE, { 'accept-language': 'fr-CA' }))).fromCache).toBe(false);
    expect((await serve(request('/en-us?sort=price', ALICE))).fromCache).toBe(false);
  });

  it('shows the new cart count on the next page after an add to cart (a form action or the mini cart through /api)', async () => {
    await serve(request('/en-us/p/tent-1', ALICE));
    await serve(request('/en-us/p/tent-1', ALICE, {}, 'POST'));
    const next = await serve(request('/en-us/p/tent-1', ALICE));
    expect(next.fromCache).toBe(false);
    expect(cartCount(next)).toBe('2');

    await serve(request('/en-us/cart', ALICE));
    await serve(request('/api/cart/v1/item', ALICE, {}, 'PATCH'));
    expect(cartCount(await serve(request('/en-us/cart', ALICE)))).toBe('3');
  });

  it("keeps another shopper's page when one shopper adds to the cart", async () => {
    await serve(request('/en-us', BOB));
    await serve(request('/en-us', ALICE, {}, 'POST'));
    const bob = await serve(request('/en-us', BOB));
    expect(bob.fromCache).toBe(true);
    expect(cartCount(bob)).toBe('5');
  });

  it('does not keep a page drawn while the same shopper was adding to the cart in another tab', async () => {
    const drawnMeanwhile = await serve(request('/en-us', ALICE), {
      during: () => serve(request('/en-us/p/tent-1', ALICE, {}, 'POST')),
    });
    expect(cartCount(drawnMeanwhile)).toBe('1');
    const next = await serve(request('/en-us', ALICE));
    expect(next.fromCache).toBe(false);
    expect(cartCount(next)).toBe('2');
  });

  it('does not keep a page another tab drew from the old cart while an add to cart was being answered', async () => {
    let meanwhile: Answer | undefined;
    await serve(request('/en-us/p/tent-1', ALICE, {}, 'POST'), {
      during: async () => (meanwhile = await serve(request('/en-us', ALICE))),
    });
    expect(cartCount(meanwhile!)).toBe('1');
    const next = await serve(request('/en-us', ALICE));
    expect(next.fromCache).toBe(false);
    expect(cartCount(next)).toBe('2');
  });

  it('draws afresh what must be: answers that set a cookie, errors, transactional pages, preview, a hard reload', async () => {
    await serve(request('/en-us', ALICE), { setCookie: 'sb_flash=; Max-Age=0' });
    expect((await serve(request('/en-us', ALICE))).fromCache).toBe(false);
    await serve(request('/en-us/c/none', ALICE), { status: 404 });
    expect((await serve(request('/en-us/c/none', ALICE))).fromCache).toBe(false);
    for (const path of ['/en-us/checkout', '/en-us/account/orders', '/en-us/order-confirmation', '/pre/en-us']) {
      await serve(request(path, ALICE));
      expect((await serve(request(path, ALICE))).fromCache).toBe(false);
    }
    await serve(request('/en-us/search?q=tent', ALICE));
    expect((await serve(request('/en-us/search?q=tent', ALICE, { 'cache-control': 'no-cache' }))).fromCache).toBe(
      false,
    );
  });

  it("sends a search again with its recent-searches cookie, which only the request decides (never a session's)", async () => {
    const remembered = 'sb_recent_searches=%5B%22tent%22%5D; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax';
    await serve(request('/en-us/search?q=tent', ALICE), { setCookie: remembered });
    const again = await serve(request('/en-us/search?q=tent', ALICE));
    expect(again.fromCache).toBe(true);
    expect(again.headers['set-cookie']).toEqual([remembered]);
    // A new guest's token is never sent twice, not even to the same cookieless request.
    await serve(request('/en-us', ''), { setCookie: 'sb_at=guest-1; Path=/; HttpOnly' });
    expect((await serve(request('/en-us', ''))).fromCache).toBe(false);
  });

  it('turns off with DOCUMENT_CACHE_SECONDS=0', async () => {
    process.env.DOCUMENT_CACHE_SECONDS = '0';
    await serve(request('/en-us', ALICE));
    expect((await serve(request('/en-us', ALICE))).fromCache).toBe(false);
  });
});

describe('createDocumentCache', () => {
  const page = (html: string) => ({
    status: 200,
    headers: [['content-type', 'text/html']] as [string, string][],
    body: new TextEncoder().encode(html),
    nonce: 'n0',
  });

  it('past its time to live lets one request draw the page again while the others still get the kept one', () => {
    let clock = 0;
    const cache = createDocumentCache({
      ttlMs: 10_000,
      staleMs: 10_000,
      maxEntries: 10,
      maxBytes: 1e6,
      now: () => clock,
    });
    cache.store('k', page('<p>n0 old</p>'), ['s'], cache.ticket(['s']));
    clock = 10_500;
    expect(cache.lookup('k', 'n1')).toBeUndefined();
    expect(cache.lookup('k', 'n2')?.body.toString()).toBe('<p>n2 old</p>');
    cache.store('k', page('<p>n0 new</p>'), ['s'], cache.ticket(['s']));
    expect(cache.lookup('k', 'n3')?.body.toString()).toBe('<p>n3 new</p>');
    clock = 40_000;
    expect(cache.lookup('k', 'n4')).toBeUndefined();
  });

  it('holds at most maxEntries documents, least recently used out first', () => {
    const cache = createDocumentCache({ ttlMs: 10_000, maxEntries: 2, maxBytes: 1e6 });
    for (const key of ['a', 'b']) cache.store(key, page(key), [], cache.ticket([]));
    cache.lookup('a', 'n');
    cache.store('c', page('c'), [], cache.ticket([]));
    expect(cache.size).toBe(2);
    expect(cache.lookup('b', 'n')).toBeUndefined();
    expect(cache.lookup('a', 'n')).toBeDefined();
  });
});

describe('keys and scopes', () => {
  it('hold no credential in clear and leave the transfer headers out', () => {
    const scopes = shopperScopes(ALICE);
    expect(scopes).toHaveLength(4);
    expect(scopes.join(' ')).not.toMatch(/access-a|refresh-a|cart-a/);
    const key = documentKeyOf(request('/en-us', ALICE));
    expect(key).not.toContain('access-a');
    expect(documentKeyOf(request('/en-us', ALICE, { 'accept-encoding': 'gzip', connection: 'keep-alive' }))).toBe(key);
    expect(documentKeyOf(request('/en-us.data', ALICE))).not.toBe(key);
    expect(documentKeyOf(request('/en-us/p/tent-1?recipe=r1', ALICE))).toBeUndefined();
  });
});
