import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '@switchback/test-utils';
import { createApiClient } from './createApiClient';
import { debounceCall, DEFAULT_DEBOUNCE_MS } from './debounceCall';
import { API, emptyCart } from './testFixtures';

const server = setupMswServer();
afterEach(() => vi.useRealTimers());

describe('debounceCall', () => {
  it('waits 25 ms by default, runs only the last call and resolves every caller with its result', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async (q: string) => `result for ${q}`);
    const debounced = debounceCall(fn);
    const results = Promise.all([debounced('j'), debounced('ja'), debounced('jac')]);
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await results).toEqual(['result for jac', 'result for jac', 'result for jac']);
    expect(fn).toHaveBeenCalledExactlyOnceWith('jac');
    expect(DEFAULT_DEBOUNCE_MS).toBe(25);
  });

  it('rejects superseded callers with an AbortError when asked to', async () => {
    vi.useFakeTimers();
    const debounced = debounceCall(async (n: number) => n, { superseded: 'abort', wait: 10 });
    const first = debounced(1);
    const second = debounced(2);
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10);
    await expect(second).resolves.toBe(2);
  });

  it('shares a failure with every caller of the burst, and starts a new burst afterwards', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const debounced = debounceCall(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    });
    const burst = [debounced(), debounced()].map((promise) => promise.catch((error: Error) => error.message));
    await vi.advanceTimersByTimeAsync(25);
    expect(await Promise.all(burst)).toEqual(['down', 'down']);
    const next = debounced();
    await vi.advanceTimersByTimeAsync(25);
    await expect(next).resolves.toBe('up');
  });
});

describe('the debounce request option', () => {
  it('coalesces quantity updates of one line but not of different lines', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${API}/cart/v1/cart/:basketId/item`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(emptyCart);
      }),
    );
    const api = createApiClient({
      baseUrl: API,
      identity: { siteId: 'sb-us', locale: 'en-us' },
      debounce: { wait: 5 },
    });
    await Promise.all([
      api.cart.updateItem('cart-1', { cartId: 'cart-1', itemId: 'a', qty: 2 }, { debounce: true }),
      api.cart.updateItem('cart-1', { cartId: 'cart-1', itemId: 'a', qty: 3 }, { debounce: true }),
      api.cart.updateItem('cart-1', { cartId: 'cart-1', itemId: 'b', qty: 5 }, { debounce: true }),
    ]);
    expect(bodies).toHaveLength(2);
    expect(bodies).toContainEqual({ cartId: 'cart-1', itemId: 'a', qty: 3 });
    expect(bodies).toContainEqual({ cartId: 'cart-1', itemId: 'b', qty: 5 });
  });

  it('autoSuggest with a numeric debounce sends only the last query', async () => {
    const queries: string[] = [];
    server.use(
      http.get(`${API}/products/v2/search/autoSuggest`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ suggestions: ['jacket'] });
      }),
    );
    const api = createApiClient({ baseUrl: API, identity: { siteId: 'sb-us', locale: 'en-us' } });
    const answers = await Promise.all(['j', 'ja', 'jac'].map((q) => api.products.autoSuggest({ q }, { debounce: 5 })));
    expect(queries).toEqual(['jac']);
    expect(answers.every((answer) => answer.suggestions?.[0] === 'jacket')).toBe(true);
  });
});
