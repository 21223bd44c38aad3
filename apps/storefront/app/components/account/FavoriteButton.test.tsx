// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, renderWithUser, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCommerceApi, memberApi } from './accountTesting';
import { FavoriteButton } from './FavoriteButton';
import * as favoritesRoute from '../../routes/favorites';
import { sessionContext, storeContext } from '../../lib/context.server';
import type { RequestSession } from '../../lib/session.server';

const server = setupMswServer();
let api: ReturnType<typeof fakeCommerceApi>;

beforeEach(() => {
  api = fakeCommerceApi();
  server.use(...api.handlers);
});

function renderProductPage() {
  const context = new RouterContextProvider();
  context.set(storeContext, { locale: 'en-us', siteId: 'sb-us', preview: false, lang: 'en-US' });
  // A registered member (employees have no favourites: the action asks who holds the session).
  context.set(sessionContext, {
    api: () => memberApi(),
    consumer: () => ({ consumerType: 'REGISTERED', consumerNo: 'C1' }),
  } as unknown as RequestSession);
  const Stub = createRoutesStub(
    [
      {
        id: 'product',
        path: '/:locale/p/:slug',
        Component: () => <FavoriteButton productId="SBJK10026" productName="Alpenglow Parka" />,
      },
      {
        id: 'favorites',
        path: '/:locale/favorites',
        Component: () => <p>Favorites page</p>,
        action: favoritesRoute.action as never,
      },
    ],
    context,
  );
  return renderWithUser(
    <Stub initialEntries={['/en-us/p/alpenglow-parka-SBJK10026?cms=edit']} future={{ v8_middleware: true }} />,
  );
}

describe('FavoriteButton', () => {
  it('is not offered to an employee, who has no favourites (spec §6), and is to a registered shopper', async () => {
    for (const [consumerType, offered] of [
      ['EMPLOYEE', false],
      ['REGISTERED', true],
    ] as const) {
      const Stub = createRoutesStub([
        {
          id: 'root',
          path: '/',
          loader: () => ({ shopper: { registered: true, consumerType } }),
          HydrateFallback: () => null,
          children: [
            {
              path: ':locale/p/:slug',
              Component: () => (
                <main>
                  <h1>Alpenglow Parka</h1>
                  <FavoriteButton productId="SBJK10026" productName="Alpenglow Parka" />
                </main>
              ),
            },
          ],
        },
      ]);
      const { unmount } = renderWithUser(<Stub initialEntries={['/en-us/p/alpenglow-parka-SBJK10026']} />);
      // The page itself is drawn once the root loader has answered; only then does the button's absence mean anything.
      await screen.findByRole('heading', { name: 'Alpenglow Parka' });
      expect(screen.queryByRole('button', { name: 'Add to favorites Alpenglow Parka' }) !== null).toBe(offered);
      unmount();
    }
  });

  it('adds the product to favourites and says so on the product page, with a link to the list', async () => {
    const { user, container } = renderProductPage();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add to favorites Alpenglow Parka' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added to your favorites.'));
    expect(screen.getByRole('link', { name: 'See your favorites' })).toHaveAttribute(
      'href',
      '/en-us/favorites?cms=edit',
    );
    expect(screen.queryByText('Favorites page')).toBeNull();
    expect(api.state.favorites.items.map((item) => item.itemId)).toEqual(['SBJK10026']);
  });

  it('posts to the favourites page, so it works as a plain form without JavaScript', () => {
    renderProductPage();
    const form = screen.getByRole('button', { name: 'Add to favorites Alpenglow Parka' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/en-us/favorites?cms=edit');
  });
});
