// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { createApiClient } from '@switchback/api-client';
import { axeViolations, renderWithUser, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TranslateReview } from './TranslateReview';
import * as productActionsRoute from '../../routes/productActions';
import { sessionContext, storeContext } from '../../lib/context.server';
import type { RequestSession } from '../../lib/session.server';

const API = 'http://commerce-api.test';
const server = setupMswServer();
let asked: { reviewId: string; targetLocale: unknown }[];

beforeEach(() => {
  asked = [];
  server.use(
    http.post(`${API}/products/v1/review/:reviewId/translate`, async ({ params, request }) => {
      const body = (await request.json()) as { targetLocale?: unknown };
      asked.push({ reviewId: String(params.reviewId), targetLocale: body.targetLocale });
      if (params.reviewId === 'R-FR')
        return HttpResponse.json({ reviewId: 'R-FR', translated: false, title: 'Super', text: 'Très bien' });
      return HttpResponse.json({
        reviewId: params.reviewId,
        translated: true,
        sourceLocale: 'en-us',
        targetLocale: 'fr-ca',
        title: 'Excellent rapport qualité-prix',
        text: 'La qualité dépasse largement le prix.',
      });
    }),
  );
});

function renderReview(id: string, title: string) {
  const context = new RouterContextProvider();
  context.set(storeContext, { locale: 'fr-ca', siteId: 'sb-ca', preview: false, lang: 'fr-CA' });
  context.set(sessionContext, {
    api: () => createApiClient({ baseUrl: API, identity: { siteId: 'sb-ca', locale: 'fr-ca' } }),
  } as unknown as RequestSession);
  const Stub = createRoutesStub(
    [
      {
        id: 'product',
        path: '/:locale/p/:slug',
        Component: () => <TranslateReview path="/p/parka-SBJK10026" id={id} title={title} />,
      },
      { id: 'product-actions', path: '/:locale/p/:slug/act', action: productActionsRoute.action as never },
    ],
    context,
  );
  return renderWithUser(<Stub initialEntries={['/fr-ca/p/parka-SBJK10026']} future={{ v8_middleware: true }} />);
}

describe('TranslateReview', () => {
  it('shows the review in the shopper’s language under the original, asking commerce-api for their locale', async () => {
    const { user, container } = renderReview('R1', 'Great value');
    await user.click(await screen.findByRole('button', { name: 'Traduire l’avis «\u00a0Great value\u00a0»' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Excellent rapport qualité-prix'));
    expect(screen.getByRole('status')).toHaveTextContent('La qualité dépasse largement le prix.');
    expect(screen.getByRole('status')).toHaveTextContent('Avis traduit');
    expect(screen.queryByRole('button', { name: /Traduire/u })).toBeNull();
    expect(asked).toEqual([{ reviewId: 'R1', targetLocale: 'fr-ca' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when no translation is available and shows no text as translated', async () => {
    const { user } = renderReview('R-FR', 'Super');
    await user.click(await screen.findByRole('button', { name: 'Traduire l’avis «\u00a0Super\u00a0»' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Aucune traduction n’est disponible pour cet avis.'),
    );
    expect(screen.queryByText('Avis traduit')).toBeNull();
  });
});
