import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleGrid } from './ArticleGrid';
import { articleHandlers, exampleArticleGrid, fetchArticleSearch, journalArticles } from './ArticleGrid.handlers';
import { articleGridBlockSchema, articleSearchResultSchema } from './articleGridBlockSchema';
import { BlockRenderer } from './BlockRenderer';
import { firstArticleGridQuery } from './articleGridMachine';
import { renderToString } from 'react-dom/server';

const API = 'https://api.test';
const requests: URLSearchParams[] = [];
const server = setupMswServer(...articleHandlers(API, requests));
const grid = articleGridBlockSchema.parse(exampleArticleGrid);
const services = { searchArticles: fetchArticleSearch(API) };

afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('ArticleGrid', () => {
  it('loads a page of rows × phone columns with the initial query, after a loading skeleton', async () => {
    render(<ArticleGrid {...grid} services={services} />);
    expect(screen.getByRole('list', { name: 'Loading articles' }).children).toHaveLength(2);
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(Object.fromEntries(requests[0]!)).toEqual({ type: 'journal', offset: '0', limit: '2' });
    expect(titles()).toEqual([journalArticles[0]!.title, journalArticles[1]!.title]);
    expect(screen.getByRole('link', { name: journalArticles[0]!.title })).toHaveAttribute(
      'href',
      journalArticles[0]!.url,
    );
    expect(screen.getByText('28 March 2026')).toBeInTheDocument();
  });

  it('describes each card’s picture with the alt text the article search gives', async () => {
    const withPicture = {
      id: 'a1',
      url: '/en-us/journal/ridge-walks',
      title: 'Five ridge walks',
      picture: { url: '/media/ridge.svg', alt: 'Layered ridgelines under an amber sky' },
    };
    const untitled = {
      id: 'a2',
      url: '/en-us/journal/boots',
      picture: { url: '/media/boots.svg', alt: 'Brown leather hiking boots' },
    };
    const initialArticleResults = { [grid.id]: { result: [withPicture, untitled], facets: [], numFound: 2 } };
    render(<ArticleGrid {...grid} services={{ ...services, initialArticleResults }} />);
    expect(await screen.findByRole('img', { name: 'Layered ridgelines under an amber sky' })).toHaveAttribute(
      'src',
      '/media/ridge.svg',
    );
    // Without a title the alt text is the card's link name already: the picture is not announced a second time.
    expect(screen.getByRole('link', { name: 'Brown leather hiking boots' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brown leather hiking boots' })).toBeNull();
  });

  it('appends the next page with Read more, and hides it once every found article is shown', async () => {
    const user = userEvent.setup();
    render(<ArticleGrid {...grid} rowsToLoad={4} gridSize={{ sm: 2, md: 2, lg: 3 }} services={services} />);
    await waitFor(() => expect(titles()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(titles()).toHaveLength(16));
    expect(requests.map((params) => params.get('offset'))).toEqual(['0', '8']);
    expect(titles()[8]).toBe(journalArticles[8]!.title);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(titles()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('toggling a tag resets the offset and refetches; Clear all restores the initial tags', async () => {
    const user = userEvent.setup();
    render(<ArticleGrid {...grid} rowsToLoad={3} tagId={['hiking']} services={services} />);
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(requests[0]!.getAll('tagId')).toEqual(['hiking']);
    expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Camping' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.get('offset')).toBe('0');
    expect(requests[2]!.getAll('tagId')).toEqual(['hiking', 'camping']);
    await waitFor(() => expect(titles()).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Hiking' }));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]!.getAll('tagId')).toEqual(['camping']);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(requests).toHaveLength(5));
    expect(requests[4]!.getAll('tagId')).toEqual(['hiking']);
    expect(screen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks filters beyond 4, 10 and 20 for See more/See less, which toggles', async () => {
    const user = userEvent.setup();
    render(<ArticleGrid {...grid} services={services} />);
    const group = await screen.findByRole('group', { name: 'Filter articles' });
    const items = within(group).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[3]).not.toHaveClass('sb-article-grid__filter-item--beyond-sm');
    expect(items[4]).toHaveClass('sb-article-grid__filter-item--beyond-sm');
    expect(items[10]).toHaveClass('sb-article-grid__filter-item--beyond-sm', 'sb-article-grid__filter-item--beyond-md');
    expect(items[11]).not.toHaveClass('sb-article-grid__filter-item--beyond-lg');
    const seeMore = within(group).getByRole('button', { name: 'See more' });
    // 12 filters: more than phones (4) and tablets (10) show, fewer than desktops (20).
    expect(seeMore).toHaveClass('sb-article-grid__see-more--sm', 'sb-article-grid__see-more--md');
    expect(seeMore).not.toHaveClass('sb-article-grid__see-more--lg');
    await user.click(seeMore);
    expect(within(group).getByRole('button', { name: 'See less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('only logs a failed search, keeping what is shown', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ArticleGrid {...grid} services={services} />);
    await waitFor(() => expect(titles()).toHaveLength(2));
    server.use(...articleHandlers(API, requests, { fail: true }));
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(titles()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read more' })).toBeEnabled();
  });

  it('uses the server’s first page without a request, and the unfiltered query while no tag is chosen', async () => {
    const user = userEvent.setup();
    const first = articleSearchResultSchema.parse({
      result: journalArticles.slice(0, 2),
      facets: [{ id: 'hiking', label: 'Hiking' }],
      numFound: 23,
    });
    render(
      <ArticleGrid
        {...grid}
        initialQueryNotFiltered={{ type: 'journal', featured: 'true' }}
        initialResult={first}
        hidePageDate
        services={services}
      />,
    );
    expect(titles()).toHaveLength(2);
    expect(screen.queryByText('28 March 2026')).toBeNull();
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.get('featured')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Hiking' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('featured')).toBeNull();
  });

  it('draws the first page the app searched on the server (services, by block id) in the server markup, without a skeleton', () => {
    const first = articleSearchResultSchema.parse({ result: journalArticles.slice(0, 2), facets: [], numFound: 5 });
    const html = renderToString(
      <BlockRenderer
        blocks={[exampleArticleGrid]}
        services={{ ...services, initialArticleResults: { [grid.id]: first } }}
      />,
    );
    expect(html).toContain(journalArticles[0]!.title);
    expect(html).toContain(journalArticles[1]!.title);
    expect(html).not.toContain('Loading articles');
    expect(html).toContain('Read more');
  });

  it('speaks the words the app gives (services, then the texts prop), English for the rest', async () => {
    const user = userEvent.setup();
    const french = {
      readMore: 'Lire la suite',
      filters: 'Filtrer les articles',
      clearAll: 'Tout effacer',
      loading: 'Chargement des articles',
    };
    render(
      <ArticleGrid
        {...grid}
        services={{ ...services, articleGridTexts: french }}
        texts={{ clearAll: 'Effacer les filtres' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Chargement des articles' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Lire la suite' })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filtrer les articles' });
    await user.click(within(filters).getAllByRole('button')[0]!);
    expect(await screen.findByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('states its first search so an app can run it on the server', () => {
    expect(firstArticleGridQuery({ ...grid, rowsToLoad: 2, gridSize: { sm: 2 }, tagId: ['hiking'] })).toEqual({
      query: { type: 'journal' },
      offset: 0,
      limit: 4,
      tagId: ['hiking'],
    });
    expect(
      firstArticleGridQuery({ ...grid, initialQueryNotFiltered: { featured: 'true' }, tagId: undefined }),
    ).toMatchObject({ query: { featured: 'true' }, tagId: [] });
  });

  it('is drawn by the renderer, without axe violations', async () => {
    const { container } = render(<BlockRenderer blocks={[exampleArticleGrid]} services={services} />);
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(await axeViolations(container)).toEqual([]);
  });
});
