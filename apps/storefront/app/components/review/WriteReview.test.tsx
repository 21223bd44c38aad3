// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { createApiClient } from '@switchback/api-client';
import { axeViolations, installDialogStandIn, renderWithUser, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub, RouterContextProvider, useLoaderData } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WriteReview } from './WriteReview';
import { markPageHydrated } from '../../lib/useHydrated';
import * as productReviewRoute from '../../routes/productReview';
import { sessionContext, storeContext } from '../../lib/context.server';
import type { RequestSession } from '../../lib/session.server';

const API = 'http://commerce-api.test';
const server = setupMswServer();
let written: unknown[];
let productLoads: string[];

beforeAll(() => installDialogStandIn());
// As on the product page, where the reviews island is drawn after hydration: the dialog's trigger at once.
beforeAll(() => markPageHydrated());

beforeEach(() => {
  written = [];
  productLoads = [];
  server.use(
    http.get(`${API}/products/v2/products/:id/details`, ({ params }) =>
      HttpResponse.json({
        id: params.id,
        name: 'Alpenglow Parka',
        pdpUrl: `/fr-ca/p/parka-${String(params.id)}`,
        variants: [
          { upc: '1', size: 'S' },
          { upc: '2', size: 'M' },
        ],
      }),
    ),
    http.get(`${API}/consumers-v3/consumer`, () =>
      HttpResponse.json({ consumerDetails: { firstName: 'Maya', lastName: 'Rossi', email: 'maya@example.com' } }),
    ),
    http.post(`${API}/products/v1/products/:id/reviews`, async ({ request }) => {
      written.push(await request.json());
      return HttpResponse.json({ id: 'RNEW', status: 'published' }, { status: 201 });
    }),
  );
});

function renderProduct(consumerType: 'GUEST' | 'REGISTERED') {
  const context = new RouterContextProvider();
  context.set(storeContext, { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' });
  context.set(sessionContext, {
    api: () => createApiClient({ baseUrl: API, identity: { siteId: 'sb-ca', locale: 'fr-ca' } }),
    consumer: () => ({ consumerNo: 'C7', consumerType }),
  } as unknown as RequestSession);
  function ProductStandIn() {
    const { sort } = useLoaderData() as { sort: string | null };
    return (
      <section>
        <h2>Avis</h2>
        <WriteReview path="/p/parka-SBJK10026" />
        <p>Tri : {sort ?? 'défaut'}</p>
      </section>
    );
  }
  const Stub = createRoutesStub(
    [
      {
        id: 'product',
        path: '/:locale/p/:slug',
        loader: ({ request }: { request: Request }) => {
          productLoads.push(request.url);
          return { sort: new URL(request.url).searchParams.get('reviewSort') };
        },
        Component: ProductStandIn,
      },
      {
        id: 'product-review',
        path: '/:locale/p/:slug/review',
        loader: productReviewRoute.loader as never,
        action: productReviewRoute.action as never,
      },
    ],
    context,
  );
  return renderWithUser(<Stub initialEntries={['/fr-ca/p/parka-SBJK10026']} future={{ v8_middleware: true }} />);
}

describe('WriteReview', () => {
  it('opens the review dialog with the member’s nickname, refuses a missing rating at the field, then publishes and shows the newest reviews', async () => {
    const { user } = renderProduct('REGISTERED');
    const opener = await screen.findByRole('button', { name: 'Rédiger un avis' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Donner votre avis sur Alpenglow Parka' });
    const nickname = await within(dialog).findByRole('textbox', { name: 'Pseudo (affiché avec votre avis)' });
    expect(nickname).toHaveValue('Maya R.');
    // Focus moves into the dialog, on its first field.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '5 étoiles' })).toHaveFocus());
    expect(within(dialog).getByRole('combobox', { name: 'Comment taille-t-il? (facultatif)' })).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Chaud et léger');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Votre avis' }),
      'Trois randonnées glaciales, jamais froid.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publier l’avis' }));
    await waitFor(() => expect(within(dialog).getByText('Choisissez une note de 1 à 5 étoiles.')).toBeTruthy());
    // What was typed is kept, and focus goes to the field at fault.
    expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveValue('Chaud et léger');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '5 étoiles' })).toHaveFocus());
    expect(written).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '4 étoiles' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Comment taille-t-il? (facultatif)' }),
      'Taille petit',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publier l’avis' }));

    await waitFor(() => expect(screen.getByText('Merci! Votre avis est publié.')).toBeTruthy());
    expect(written).toEqual([
      {
        rating: 4,
        title: 'Chaud et léger',
        text: 'Trois randonnées glaciales, jamais froid.',
        nickname: 'Maya R.',
        fit: 'runsSmall',
      },
    ]);
    await waitFor(() => expect(screen.getByText('Tri : newest')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves the nickname empty for a guest and closes on Cancel with focus back on the button', async () => {
    const { user } = renderProduct('GUEST');
    const opener = await screen.findByRole('button', { name: 'Rédiger un avis' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Donner votre avis sur Alpenglow Parka' });
    expect(await within(dialog).findByRole('textbox', { name: 'Pseudo (affiché avec votre avis)' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});
