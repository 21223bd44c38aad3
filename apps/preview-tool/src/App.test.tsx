import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const richText = (id: string, text: string) => ({ id, type: 'richText', richText: { html: `<p>${text}</p>` } });
const entry = (block: { id: string; type: string }, name: string) => ({ id: block.id, name, type: block.type, referrers: 1, updatedAt: '2026-11-02T09:30:00.000Z', block });
const segmentationEntry = entry(
  {
    id: 'seg-home-hero',
    type: 'segmentation',
    segments: [
      { id: 'loyalty-loggedin', targets: [richText('loyal', 'Members earn double points.')] },
      { id: 'employee-loggedin', targets: [richText('staff', 'Staff sale: 40% off.')] },
    ],
    // The guests' content carries a newsletter form, a block that reports impressions on the storefront.
    baselines: [{ targets: [richText('join', 'Join the club for free delivery.'), { id: 'newsletter-join', type: 'newsletter', title: 'Trail notes in your inbox' }] }],
  } as { id: string; type: string },
  'Home — members hero',
);
const popupEntry = entry(
  { id: 'popup-newsletter', type: 'popup', variant: 'newsletter', delay: 0, minimizedTitle: 'Get 10% off', maximizedTitle: 'Join the trail crew' } as { id: string; type: string },
  'Newsletter pop-up',
);

// The real api-client over HTTP, answered by msw as commerce-api answers GET …/showcase/{siteId}/{docType}.
const requests: URL[] = [];
const server = setupServer(
  http.get('http://localhost:3000/api/:mode/caas/v1/canvas/showcase/:siteId/:docType', ({ request, params }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (params.docType === 'segmentation' || params.docType === 'popup') {
      const results = params.docType === 'segmentation' ? [segmentationEntry] : [popupEntry];
      return HttpResponse.json({ siteId: params.siteId, docType: params.docType, total: 1, page: 1, limit: 20, results });
    }
    if (params.docType === 'banner') return HttpResponse.json({ errors: [{ code: 'API500', message: 'Content store unavailable' }] }, { status: 500 });
    if (params.docType === 'richText' && url.searchParams.get('limit') === '10') {
      const page = Number(url.searchParams.get('page'));
      const results = Array.from({ length: page === 3 ? 5 : 10 }, (_, index) => {
        const id = `care-${(page - 1) * 10 + index + 1}`;
        return { id, name: `Care guide ${id}`, type: 'richText', referrers: 1, updatedAt: '2026-11-02T09:30:00.000Z', block: { id, type: 'richText', richText: { html: `<p>${id}</p>` } } };
      });
      return HttpResponse.json({ siteId: params.siteId, docType: 'richText', total: 25, page, limit: 10, results });
    }
    if (params.docType !== 'hero') return HttpResponse.json({ siteId: params.siteId, docType: params.docType, total: 0, page: 1, limit: 20, results: [] });
    return HttpResponse.json({
      siteId: params.siteId,
      locale: 'en-us',
      docType: 'hero',
      total: 1,
      page: 1,
      limit: Number(url.searchParams.get('limit')),
      results: [
        {
          id: 'hero-ridgeline-ss25',
          name: 'Home — Ridgeline shell launch',
          type: 'hero',
          referrers: 3,
          updatedAt: '2026-11-02T09:30:00.000Z',
          block: {
            id: 'hero-ridgeline-ss25',
            type: 'hero',
            title: 'Built for the long way round',
            media: { url: '/media/ridge-dawn.svg', alt: 'Two hikers on a ridge at dawn', width: 1600, height: 900 },
          },
        },
      ],
    });
  }),
);

// Every request the page makes, answered or not: the preview's only calls are the content calls.
const everyRequest: string[] = [];
server.events.on('request:start', ({ request }) => {
  everyRequest.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  everyRequest.length = 0;
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

describe('App', () => {
  it('writes the selection to the page query, clears page and keeps preview', async () => {
    window.history.replaceState(null, '', '/?preview=true&page=4');
    const { user } = renderWithUser(<App />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Hero');
    await user.click(screen.getByRole('button', { name: 'Go' }));

    expect(window.location.search).toBe('?preview=true&docType=hero&limit=20');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
  });

  it('loads the entries of the chosen type through the showcase call and previews each', async () => {
    window.history.replaceState(null, '', '/?siteId=sb-gb&preview=true&docType=hero&layoutVariant=wide&limit=10');
    const { container } = renderWithUser(<App />);
    const list = await screen.findByRole('table');
    const row = within(list).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('hero-ridgeline-ss25');
    expect(row).toHaveTextContent('Home — Ridgeline shell launch');
    expect(row).toHaveTextContent('3');
    expect(screen.getByRole('article', { name: 'Preview of Home — Ridgeline shell launch' })).toContainElement(
      screen.getByRole('heading', { name: 'Built for the long way round' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 Hero entry on sb-gb (preview: unpublished versions).');
    const [request] = requests;
    expect(request!.pathname).toBe('/api/preview/caas/v1/canvas/showcase/sb-gb/hero');
    expect(Object.fromEntries(request!.searchParams)).toMatchObject({ limit: '10', page: '1', layoutVariant: 'wide' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says No results. when the type has no entries, and the error when the call fails', async () => {
    window.history.replaceState(null, '', '/?docType=richText');
    const { unmount } = renderWithUser(<App />);
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(requests[0]!.pathname).toBe('/api/publish/caas/v1/canvas/showcase/sb-us/richText');
    unmount();
    window.history.replaceState(null, '', '/?docType=banner');
    renderWithUser(<App />);
    expect(await screen.findByText(/Could not load Banner entries/)).toBeInTheDocument();
    expect(screen.getByText('No results.')).toBeInTheDocument();
  });

  it('pages through the results with Previous and Next, writing page to the query', async () => {
    window.history.replaceState(null, '', '/?docType=richText&limit=10');
    const { user } = renderWithUser(<App />);
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(window.location.search).toBe('?docType=richText&limit=10&page=2');
    expect(await screen.findByRole('link', { name: 'care-11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'care-25' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(requests.map((request) => request.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('leaves the query alone when the doc type is missing', async () => {
    window.history.replaceState(null, '', '/?page=2');
    const { user } = renderWithUser(<App />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByText('Doc type is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('starts from the selection in the URL', async () => {
    window.history.replaceState(null, '', '/?docType=richText&layoutVariant=wide&limit=50');
    renderWithUser(<App />);
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveDisplayValue('Rich text');
    expect(screen.getByRole('textbox', { name: 'Layout variant' })).toHaveValue('wide');
    expect(screen.getByRole('combobox', { name: 'Limit' })).toHaveValue('50');
    expect(await screen.findByText('No results.')).toBeInTheDocument();
  });

  it('labels its host when framed, and not otherwise', () => {
    const { unmount } = renderWithUser(<App />);
    expect(screen.queryByText(/^Host:/)).toBeNull();
    unmount();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    renderWithUser(<App />);
    expect(screen.getByText('Host: localhost')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUser(<App />);
    expect(await axeViolations(container)).toEqual([]);
  });

  describe('personalised content', () => {
    const preview = () => screen.getByRole('article', { name: 'Preview of Home — members hero' });

    it('shows a guest the baseline, and a loyalty member the loyalty segment at once, without Go or a new load', async () => {
      window.history.replaceState(null, '', '/?docType=segmentation');
      const { user, container } = renderWithUser(<App />);
      const viewAs = screen.getByRole('combobox', { name: 'View as' });
      expect(viewAs).toHaveDisplayValue('Guest (empty cart)');
      expect(await screen.findByText('Join the club for free delivery.')).toBeInTheDocument();
      expect(preview()).toHaveTextContent('Showing baseline');

      await user.selectOptions(viewAs, 'Loyalty member');
      expect(window.location.search).toBe('?docType=segmentation&audience=loyalty');
      expect(within(preview()).getByText('Members earn double points.')).toBeInTheDocument();
      expect(within(preview()).queryByText('Join the club for free delivery.')).toBeNull();
      expect(preview()).toHaveTextContent('Showing segment: loyalty-loggedin');
      expect(requests).toHaveLength(1);
      expect(await axeViolations(container)).toEqual([]);

      // Back returns to the previous audience.
      window.history.back();
      await waitFor(() => expect(window.location.search).toBe('?docType=segmentation'));
      expect(await within(preview()).findByText('Join the club for free delivery.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'View as' })).toHaveDisplayValue('Guest (empty cart)');
    });

    it('forces a segment named in "Force variant / segment", written to the query as p13n_testcontext', async () => {
      window.history.replaceState(null, '', '/?docType=segmentation&audience=loyalty');
      const { user } = renderWithUser(<App />);
      expect(await screen.findByText('Members earn double points.')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Force variant / segment' }), 'employee-loggedin');
      expect(window.location.search).toBe('?docType=segmentation&audience=loyalty&p13n_testcontext=employee-loggedin');
      expect(within(preview()).getByText('Staff sale: 40% off.')).toBeInTheDocument();
      expect(preview()).toHaveTextContent('Showing segment: employee-loggedin (forced)');
      expect(requests).toHaveLength(1);
    });

    it('starts from the audience and override in the URL, and keeps them when Go is pressed', async () => {
      window.history.replaceState(null, '', '/?docType=segmentation&audience=loyalty&p13n_testcontext=v-2&page=2');
      const { user } = renderWithUser(<App />);
      expect(screen.getByRole('combobox', { name: 'View as' })).toHaveDisplayValue('Loyalty member');
      expect(screen.getByRole('textbox', { name: 'Force variant / segment' })).toHaveValue('v-2');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Limit' }), '50');
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(window.location.search).toBe('?docType=segmentation&audience=loyalty&p13n_testcontext=v-2&limit=50');
      expect(await screen.findByText('Members earn double points.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'View as' })).toHaveDisplayValue('Loyalty member');
    });

    it('sends no analytics while previewing a segmentation block, a newsletter form and a pop-up', async () => {
      const sendBeacon = vi.fn(() => true);
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
      window.history.replaceState(null, '', '/?docType=segmentation');
      const { unmount } = renderWithUser(<App />);
      expect(await screen.findByText('Trail notes in your inbox')).toBeInTheDocument();
      unmount();
      window.history.replaceState(null, '', '/?docType=popup');
      renderWithUser(<App />);
      // Shown after its delay: the moment the storefront reports a pop-up impression.
      expect(await screen.findByRole('button', { name: 'Get 10% off' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(everyRequest).toEqual([
        'GET /api/publish/caas/v1/canvas/showcase/sb-us/segmentation',
        'GET /api/publish/caas/v1/canvas/showcase/sb-us/popup',
      ]);
      expect(sendBeacon).not.toHaveBeenCalled();
      expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
    });
  });
});
