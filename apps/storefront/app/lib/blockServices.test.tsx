// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { BlockRenderer } from '@switchback/content-blocks';
import { renderWithUser, setupMswServer } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
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
const server = setupMswServer();

beforeEach(() => {
  received = [];
  pageBlocks = [newsletterBlock];
  // The storefront's own /api proxy, as the browser sees it (relative to the page's origin).
  server.use(
    http.post('*/api/consumers-v3/consumer/newsletter', async ({ request }) => {
      received.push({
        path: new URL(request.url).pathname,
        locale: request.headers.get('x-locale'),
        body: await request.json(),
      });
      return HttpResponse.json({ subscribed: true });
    }),
  );
});

const newsletterBlock = {
  id: 'nl-1',
  type: 'newsletter',
  title: 'Trail notes in your inbox',
  campaignName: 'spring-trails',
};

const articleGridBlock = {
  id: 'journal-grid',
  type: 'articleGrid',
  title: 'From the trail journal',
  rowsToLoad: 2,
  gridSize: { sm: 1 },
  initialQuery: 'parent=journal',
  showFilterBar: true,
};

let pageBlocks: unknown[] = [newsletterBlock];

function CmsPage() {
  return <BlockRenderer blocks={pageBlocks as never} services={useBlockServices()} />;
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
        HttpResponse.json(
          {
            appId: 'consumers',
            correlationId: 'c-1',
            errorDetails: [{ errorId: 'API400', message: 'This email address cannot receive our newsletter.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage(true);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'bounced@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address cannot receive our newsletter.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('bounced@example.com');
  });

  it('fills an article grid from the article search through the /api proxy: a page, Read more, a tag filter', async () => {
    const journal = ['ridge-walks', 'reproofing', 'boots', 'first-night', 'javascript-link'].map((slug, index) => ({
      id: `journal/${slug}`,
      url: slug === 'javascript-link' ? 'javascript:alert(1)' : `/fr-ca/journal/${slug}`,
      title: `Article ${index + 1}`,
      date: '2026-09-29T08:00:00.000Z',
      tags: index % 2 === 0 ? ['hiking'] : ['camping'],
    }));
    const searches: URLSearchParams[] = [];
    server.use(
      http.get('*/api/publish/caas/v1/canvas/articles/:siteId', ({ request, params }) => {
        const query = new URL(request.url).searchParams;
        searches.push(query);
        expect(params.siteId).toBe('sb-ca');
        const tag = query.get('tagId');
        const found = journal.filter((article) => !tag || article.tags.includes(tag));
        const offset = Number(query.get('offset'));
        return HttpResponse.json({
          result: found
            .slice(offset, offset + Number(query.get('limit')))
            .map(({ tags: _tags, ...article }) => article),
          facets: [
            { id: 'camping', label: 'Camping' },
            { id: 'hiking', label: 'Randonnée' },
          ],
          numFound: found.length,
        });
      }),
    );
    pageBlocks = [articleGridBlock];
    const { user } = renderPage(false);
    const grid = await screen.findByRole('region', { name: 'From the trail journal' });
    expect(await within(grid).findByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      '/fr-ca/journal/ridge-walks',
    );
    expect(Object.fromEntries(searches[0]!)).toEqual({ parent: 'journal', offset: '0', limit: '2' });
    // The dates follow the page's locale.
    expect(within(grid).getAllByText('29 septembre 2026')).toHaveLength(2);

    await user.click(within(grid).getByRole('button', { name: 'Lire la suite' }));
    expect(await within(grid).findByRole('link', { name: 'Article 4' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    await user.click(within(grid).getByRole('button', { name: 'Lire la suite' }));
    // The fifth article's link is not safe: it is dropped, and every found result has been asked for.
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(within(grid).queryByRole('link', { name: 'Article 5' })).toBeNull();

    await user.click(within(grid).getByRole('button', { name: 'Randonnée' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
    // The grid speaks the page's language (fr-ca).
    expect(within(grid).getByRole('group', { name: 'Filtrer les articles' })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Tout effacer' })).toBeInTheDocument();
    expect(searches.at(-1)?.get('tagId')).toBe('hiking');
    expect(searches.at(-1)?.get('offset')).toBe('0');
  });
});
