import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const richText = (id: string, text: string) => ({ id, type: 'richText', richText: { html: `<p>${text}</p>` } });
const entry = (block: { id: string; type: string }, name: string) => ({
  id: block.id,
  name,
  type: block.type,
  referrers: 1,
  updatedAt: '2026-11-02T09:30:00.000Z',
  block,
});
const segmentationEntry = entry(
  {
    id: 'seg-home-hero',
    type: 'segmentation',
    segments: [
      { id: 'loyalty-loggedin', targets: [richText('loyal', 'Members earn double points.')] },
      { id: 'employee-loggedin', targets: [richText('staff', 'Staff sale: 40% off.')] },
    ],
    // The guests' content carries a newsletter form, a block that reports impressions on the storefront.
    baselines: [
      {
        targets: [
          richText('join', 'Join the club for free delivery.'),
          { id: 'newsletter-join', type: 'newsletter', title: 'Trail notes in your inbox' },
        ],
      },
    ],
  } as { id: string; type: string },
  'Home — members hero',
);
const popupEntry = entry(
  {
    id: 'popup-newsletter',
    type: 'popup',
    variant: 'newsletter',
    delay: 8,
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Join the trail crew',
  } as { id: string; type: string },
  'Newsletter pop-up',
);

const articleGridEntry = entry(
  {
    id: 'journal-grid',
    type: 'articleGrid',
    title: 'From the trail journal',
    rowsToLoad: 1,
    gridSize: { sm: 1 },
    initialQuery: 'parent=journal',
  } as { id: string; type: string },
  'Journal grid',
);
const brokenHeroEntry = {
  ...entry(
    {
      id: 'preview-fixture-broken-hero',
      type: 'hero',
      title: 'A hero with problems',
      media: { url: '/media/a.svg', width: '1600', height: 900 },
      gradientStyle: 'diagonal',
    } as { id: string; type: string },
    'Broken hero (preview fixture)',
  ),
  pages: ['_preview/fixtures'],
};

// The article grid's search, as commerce-api answers GET …/articles/{siteId}.
const articleSearches: URL[] = [];
const articleSearch = http.get('http://localhost:3000/api/:mode/caas/v1/canvas/articles/:siteId', ({ request }) => {
  articleSearches.push(new URL(request.url));
  return HttpResponse.json({
    numFound: 1,
    facets: [],
    result: [{ id: 'ridge-walks', url: '/en-us/journal/ridge-walks', title: 'Ridge walks for autumn' }],
  });
});

// The real api-client over HTTP, answered by msw as commerce-api answers GET …/showcase/{siteId}/{docType}.
const requests: URL[] = [];
const server = setupServer(
  http.get('http://localhost:3000/api/:mode/caas/v1/canvas/showcase/:siteId/:docType', ({ request, params }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (params.docType === 'segmentation' || params.docType === 'popup') {
      const results = params.docType === 'segmentation' ? [segmentationEntry] : [popupEntry];
      return HttpResponse.json({
        siteId: params.siteId,
        docType: params.docType,
        total: 1,
        page: 1,
        limit: 20,
        results,
      });
    }
    if (params.docType === 'articleGrid') {
      return HttpResponse.json({
        siteId: params.siteId,
        locale: 'en-us',
        docType: 'articleGrid',
        total: 1,
        page: 1,
        limit: 20,
        results: [articleGridEntry],
      });
    }
    if (params.docType === 'hero' && url.searchParams.get('q')) {
      const q = url.searchParams.get('q')!.toLowerCase();
      const results = [brokenHeroEntry].filter((found) => found.id.includes(q) || found.name.toLowerCase().includes(q));
      return HttpResponse.json({
        siteId: params.siteId,
        locale: 'en-us',
        docType: 'hero',
        total: results.length,
        page: 1,
        limit: 20,
        results,
      });
    }
    if (params.docType === 'banner')
      return HttpResponse.json({ errors: [{ code: 'API500', message: 'Content store unavailable' }] }, { status: 500 });
    if (params.docType === 'richText' && url.searchParams.get('limit') === '10') {
      const page = Number(url.searchParams.get('page'));
      const results = Array.from({ length: page === 3 ? 5 : 10 }, (_, index) => {
        const id = `care-${(page - 1) * 10 + index + 1}`;
        return {
          id,
          name: `Care guide ${id}`,
          type: 'richText',
          referrers: 1,
          updatedAt: '2026-11-02T09:30:00.000Z',
          block: { id, type: 'richText', richText: { html: `<p>${id}</p>` } },
        };
      });
      return HttpResponse.json({ siteId: params.siteId, docType: 'richText', total: 25, page, limit: 10, results });
    }
    if (params.docType !== 'hero')
      return HttpResponse.json({
        siteId: params.siteId,
        docType: params.docType,
        total: 0,
        page: 1,
        limit: 20,
        results: [],
      });
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
          pages: ['_fragment/promo-bar', 'home', 'promotions'],
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
  articleSearches.length = 0;
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

  it('shows a selection seen before at once on Back, from its cache, even while the content service is slow', async () => {
    window.history.replaceState(null, '', '/?docType=richText&limit=10');
    const { user } = renderWithUser(<App />);
    await screen.findByRole('link', { name: 'care-1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'care-11' })).toBeInTheDocument();
    // From now on every showcase call hangs: only the cache can answer.
    server.use(
      http.get('http://localhost:3000/api/:mode/caas/v1/canvas/showcase/:siteId/:docType', () => delay('infinite')),
    );
    window.history.back();
    expect(await screen.findByRole('link', { name: 'care-1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Result pages' })).toHaveTextContent('Page 1 of 3');
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

  it('searches entries by name or id, kept in the query, and explains a broken block field by field', async () => {
    window.history.replaceState(null, '', '/?docType=hero&preview=true');
    const { user, container } = renderWithUser(<App />);
    await screen.findByRole('article', { name: 'Preview of Home — Ridgeline shell launch' });
    await user.type(screen.getByRole('searchbox', { name: 'Name or id' }), 'broken');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(window.location.search).toBe('?docType=hero&preview=true&limit=20&q=broken');
    const entryPreview = await screen.findByRole('article', { name: 'Preview of Broken hero (preview fixture)' });
    expect(requests.at(-1)!.searchParams.get('q')).toBe('broken');
    expect(screen.getByRole('status')).toHaveTextContent('1 Hero entry matching “broken” on sb-us');
    const check = within(entryPreview).getByRole('region', { name: 'Schema check of Broken hero (preview fixture)' });
    expect(within(check).getByRole('heading')).toHaveTextContent(
      'Schema check: 2 problems: shoppers do not see this Hero block',
    );
    const problems = within(check)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'Error Field media.width is the text "1600" but must be a number: give the image\'s width in pixels, as a whole number.',
      'Error Field gradientStyle is "diagonal", which is not an allowed value: pick one of "off", "full", "focused".',
      'Advice Field media.alt is missing: add a short description of the image for screen readers (leave it empty only for a decorative image).',
    ]);
    // Only editors see it: the draft it sits on is no storefront page.
    expect(within(entryPreview).getByText('Not used on a storefront page.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links each entry to the storefront pages that use it, in preview mode, with the forced variant', async () => {
    window.history.replaceState(null, '', '/?docType=hero&storefrontUrl=http://127.0.0.1:5123&p13n_testcontext=v-2');
    renderWithUser(<App />);
    const pages = await screen.findByRole('navigation', {
      name: 'Storefront pages that use Home — Ridgeline shell launch',
    });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      [
        'Fragment promo-bar (shown site-wide; opened on the home page) (storefront preview, opens in a new tab)',
        'http://127.0.0.1:5123/pre/en-us?p13n_testcontext=v-2',
        '_blank',
      ],
      [
        'Home page (storefront preview, opens in a new tab)',
        'http://127.0.0.1:5123/pre/en-us?p13n_testcontext=v-2',
        '_blank',
      ],
      [
        'Page /promotions (storefront preview, opens in a new tab)',
        'http://127.0.0.1:5123/pre/en-us/promotions?p13n_testcontext=v-2',
        '_blank',
      ],
    ]);
    expect(screen.getByRole('region', { name: 'Schema check of Home — Ridgeline shell launch' })).toHaveTextContent(
      'Schema check: Valid: matches the schema',
    );
  });

  it('shows each entry at phone, tablet and desktop width side by side on demand, kept in the query', async () => {
    window.history.replaceState(null, '', '/?docType=hero');
    const { user, container, unmount } = renderWithUser(<App />);
    const preview = await screen.findByRole('article', { name: 'Preview of Home — Ridgeline shell launch' });
    expect(within(preview).queryByTitle(/at phone width/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' }));
    expect(window.location.search).toBe('?docType=hero&view=breakpoints');
    const frames = within(preview).getAllByTitle(/^Home — Ridgeline shell launch at/) as HTMLIFrameElement[];
    expect(frames.map((frame) => [frame.title, frame.width, frame.getAttribute('src')])).toEqual([
      ['Home — Ridgeline shell launch at phone width (360 px)', '360', '/frame.html'],
      ['Home — Ridgeline shell launch at tablet width (768 px)', '768', '/frame.html'],
      ['Home — Ridgeline shell launch at desktop width (1280 px)', '1280', '/frame.html'],
    ]);
    expect(within(preview).getByText('Phone · 360 px')).toBeInTheDocument();
    // The frames' own pages are checked in the browser (tooling/e2e tests/preview-tool.spec.ts) and in FrameApp.test.
    expect(await axeViolations(container, { iframes: false })).toEqual([]);
    expect(requests).toHaveLength(1);

    // A reload (or a shared link) keeps the view; Back returns to the single view.
    unmount();
    renderWithUser(<App />);
    expect(await screen.findAllByTitle(/at tablet width/)).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Show phone, tablet and desktop side by side' })).toBeChecked();
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?docType=hero'));
    await waitFor(() => expect(screen.queryByTitle(/at tablet width/)).toBeNull());
  });

  it('draws a pop-up inside its entry at once, whatever its delay, and again after a reload', async () => {
    for (const visit of ['first', 'after a reload']) {
      window.history.replaceState(null, '', '/?docType=popup');
      const { unmount } = renderWithUser(<App />);
      const preview = await screen.findByRole('article', { name: 'Preview of Newsletter pop-up' });
      // Its minimised tab (an 8 s delay on the storefront), in the entry's own preview, not over the tool's window.
      const tab = await within(preview).findByRole('button', { name: 'Get 10% off' });
      expect(tab.closest('section'), visit).toHaveClass('sb-popup--in-place');
      unmount();
    }
  });

  it('gives the article grid the storefront’s block services: it searches the site’s articles', async () => {
    server.use(articleSearch);
    window.history.replaceState(null, '', '/?docType=articleGrid&siteId=sb-us');
    renderWithUser(<App />);
    const preview = await screen.findByRole('article', { name: 'Preview of Journal grid' });
    expect(await within(preview).findByRole('link', { name: /Ridge walks for autumn/ })).toBeInTheDocument();
    expect(within(preview).queryByText('No articles found.')).toBeNull();
    expect(articleSearches[0]!.pathname).toBe('/api/publish/caas/v1/canvas/articles/sb-us');
    expect(articleSearches[0]!.searchParams.get('parent')).toBe('journal');
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
      // Shown (at once, in the tool): the moment the storefront reports a pop-up impression.
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
