// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { BlockRenderer } from '@switchback/content-blocks';
import { renderWithUser, useMswServer } from '@switchback/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBlockServices } from './blockServices';

interface Received {
  path: string;
  locale: string | null;
  body: unknown;
}

let received: Received[] = [];
const server = useMswServer();

beforeEach(() => {
  received = [];
  // The storefront's own /api proxy, as the browser sees it (relative to the page's origin).
  server.use(
    http.post('*/api/consumers-v3/consumer/newsletter', async ({ request }) => {
      received.push({ path: new URL(request.url).pathname, locale: request.headers.get('x-locale'), body: await request.json() });
      return HttpResponse.json({ subscribed: true });
    }),
  );
});

const newsletterBlock = { id: 'nl-1', type: 'newsletter', title: 'Trail notes in your inbox', campaignName: 'spring-trails' };

function CmsPage() {
  return <BlockRenderer blocks={[newsletterBlock]} services={useBlockServices()} />;
}

function renderPage(registered: boolean) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      loader: () => ({ shopper: { registered } }),
      HydrateFallback: () => null,
      children: [{ path: ':locale/:slug', Component: CmsPage }],
    },
  ]);
  return renderWithUser(<Stub initialEntries={['/fr-ca/promotions']} />);
}

describe('storefront block services', () => {
  it('sends a guest newsletter sign-up from a CMS page through the /api proxy and shows the confirmation', async () => {
    const { user } = renderPage(false);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      path: '/api/consumers-v3/consumer/newsletter',
      // Proxy mode: the URL form; the proxy converts it for commerce-api.
      locale: 'fr-ca',
      body: { optIn: true, campaignName: 'spring-trails', email: 'ada@example.com', acquisitionType: 'Signup' },
    });
    expect(await screen.findByRole('status')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('shows the failure, not a success, when the proxy refuses the sign-up', async () => {
    server.use(
      http.post('*/api/consumers-v3/consumer/newsletter', () =>
        HttpResponse.json({ appId: 'consumers', correlationId: 'c-1', errorDetails: [{ errorId: 'API400', message: 'This email address cannot receive our newsletter.' }] }, { status: 400 }),
      ),
    );
    const { user } = renderPage(true);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'bounced@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address cannot receive our newsletter.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('bounced@example.com');
  });
});
