// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as favoritesRoute from './favorites';
import * as xplrPassRoute from './xplrPass';
import { fakeCommerceApi, memberApi, renderAccountRoute } from '../components/account/accountTesting';
import { accountMiddleware } from '../lib/accountSession.server';
import { sessionContext, storeContext } from '../lib/context.server';
import type { RequestSession } from '../lib/session.server';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The routes reach commerce-api through the request session (favourites and XPLR Pass work for guests too). */
function renderPublicRoute(module: Parameters<typeof renderAccountRoute>[0], path: string, url: string) {
  const client = memberApi();
  return renderAccountRoute(module, { path, url, api: client });
}

describe('favorites', () => {
  it('refuses an employee their own favourites (spec §6) and changes nothing', async () => {
    api.state.favorites.favoriteId = '0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    api.state.favorites.items = [{ id: 'f1', itemId: 'SBJK10026' }];
    renderAccountRoute(favoritesRoute, {
      path: '/:locale/favorites',
      url: '/en-us/favorites',
      api: memberApi(),
      consumerType: 'EMPLOYEE',
    });
    expect(await screen.findByText('Favorites are not available for employee accounts.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('favorite')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    expect(api.callsTo('GET', '/wishlists/v2/favorites')).toHaveLength(0);
  });

  it('lists favourites with their product, removes one and makes a share link', async () => {
    api.state.favorites.favoriteId = '0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    api.state.favorites.items = [
      { id: 'f1', itemId: 'SBJK10026' },
      { id: 'f2', itemId: 'SBSH20011' },
    ];
    const { user, container } = renderPublicRoute(favoritesRoute, '/:locale/favorites', '/en-us/favorites');
    expect(await screen.findByRole('link', { name: 'Product SBJK10026' })).toHaveAttribute(
      'href',
      '/en-us/p/product-SBJK10026',
    );
    expect(screen.getAllByTestId('favorite')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Product SBJK10026' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite')).toHaveLength(1));
    expect(
      api.callsTo('DELETE', '/wishlists/v2/favorites/0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/items/SBJK10026'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Share my favorites' }));
    const link = await screen.findByRole('textbox', { name: 'Share link' });
    // Absolute, in the shopper's locale.
    expect((link as HTMLInputElement).value).toMatch(
      /^http:\/\/[^/]+\/en-us\/favorites\?shared=0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b$/,
    );
    expect(api.state.favorites.shared).toBe(true);
  });

  it('adds a product from a product page form, and shows a shared list read-only', async () => {
    renderPublicRoute(favoritesRoute, '/:locale/favorites', '/en-us/favorites');
    expect(await screen.findByText(/You have no favorites yet/)).toBeInTheDocument();
    // What the product page's "Add to favorites" form sends, here submitted without JavaScript's help.
    const form = new FormData();
    form.set('intent', 'add');
    form.set('productId', 'SBJK10026');
    const context = new RouterContextProvider();
    context.set(storeContext, { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' });
    context.set(sessionContext, {
      api: () => memberApi(),
      consumer: () => ({ consumerNo: 'C100000001', consumerType: 'REGISTERED' }),
    } as unknown as RequestSession);
    const answer = (await favoritesRoute.action({
      request: new Request('http://shop.test/en-us/favorites', { method: 'POST', body: form }),
      params: { locale: 'en-us' },
      context,
    } as never)) as { data: { ok: boolean; message: string } };
    expect(answer.data).toMatchObject({ ok: true, message: 'Added to your favorites.' });
    expect(api.callsTo('POST', '/wishlists/v2/favorites')[0]?.body).toEqual({
      id: 'SBJK10026',
      qty: 1,
      itemType: 'product',
    });

    api.state.favorites.shared = true;
    renderPublicRoute(
      favoritesRoute,
      '/:locale/favorites',
      `/en-us/favorites?shared=${api.state.favorites.favoriteId ?? ''}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared favorites' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product SBJK10026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});

describe('favorites: employee price', () => {
  it('shows an employee who reads a shared list the employee price of each product (spec §6: their own list is refused)', async () => {
    api.state.favorites.favoriteId = '0b6f1e9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    api.state.favorites.items = [{ id: 'f1', itemId: 'SBJK10026' }];
    api.state.favorites.shared = true;
    renderAccountRoute(favoritesRoute, {
      path: '/:locale/favorites',
      url: `/en-us/favorites?shared=${api.state.favorites.favoriteId}`,
      api: memberApi(),
      consumerType: 'EMPLOYEE',
      root: { shopper: { employeePricing: { percent: 30, remaining: 1580, currency: 'USD' } } },
    });
    expect(await screen.findByRole('link', { name: 'Product SBJK10026' })).toBeInTheDocument();
    expect(screen.getByTestId('employee-price')).toHaveTextContent('Employee price $84.00');
  });
});

describe('XPLR Pass', () => {
  it('lets a registered shopper join, then shows the pass', async () => {
    api.state.profile.isLoyaltyMember = false;
    const { user, container } = renderPublicRoute(xplrPassRoute, '/:locale/xplr-pass', '/en-us/xplr-pass');
    await user.click(await screen.findByRole('button', { name: 'Join XPLR Pass' }));
    expect(await screen.findByTestId('member-id')).toHaveTextContent('M60000001');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1200');
    expect(api.callsTo('POST', '/consumers-v3/consumer/loyalty/token')).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks a guest to sign in first', async () => {
    api.state.guest = true;
    renderPublicRoute(xplrPassRoute, '/:locale/xplr-pass', '/en-us/xplr-pass');
    expect(await screen.findByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/en-us/sign-in?returnTo=%2Fen-us%2Fxplr-pass',
    );
  });
});

describe('the account guard', () => {
  function contextFor() {
    const context = new RouterContextProvider();
    context.set(storeContext, { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' });
    context.set(sessionContext, { api: () => memberApi() } as unknown as RequestSession);
    return context;
  }

  it('sends a guest to sign-in, coming back to the page asked for', async () => {
    api.state.guest = true;
    const request = new Request('http://shop.test/en-us/account/addresses?tab=billing');
    const next = vi.fn(async () => new Response('page'));
    const refusal = await Promise.resolve(
      accountMiddleware({ request, context: contextFor(), params: { locale: 'en-us' } } as never, next),
    ).catch((thrown: unknown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(302);
    expect((refusal as Response).headers.get('location')).toBe(
      '/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Faddresses%3Ftab%3Dbilling',
    );
    expect(next).not.toHaveBeenCalled();
  });

  it('lets a member through, and the page is never cached by a shared cache', async () => {
    const next = vi.fn(async () => new Response('page'));
    const response = (await accountMiddleware(
      {
        request: new Request('http://shop.test/pre/fr-ca/account'),
        context: contextFor(),
        params: { locale: 'fr-ca' },
      } as never,
      next,
    )) as Response;
    expect(next).toHaveBeenCalledOnce();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
