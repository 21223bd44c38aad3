// msw handlers, data and an article search for the article grid's tests and stories (not exported).
import { http, HttpResponse, delay } from 'msw';
import { articleSearchResultSchema } from './articleGridBlockSchema';
import type { ArticleSearchQuery, ArticleSearchResult } from './blockServices';

const TAGS: [string, string][] = [
  ['hiking', 'Hiking'],
  ['trail-running', 'Trail running'],
  ['camping', 'Camping'],
  ['kit-care', 'Kit care'],
  ['climbing', 'Climbing'],
  ['family', 'Family'],
  ['winter', 'Winter'],
  ['navigation', 'Navigation'],
  ['food', 'Trail food'],
  ['events', 'Events'],
  ['sustainability', 'Sustainability'],
  ['repairs', 'Repairs'],
];
const PLACES = [
  'Snowdon',
  'Helvellyn',
  'the Cairngorms',
  'Dartmoor',
  'the Brecon Beacons',
  'Ben Nevis',
  'the Peak District',
  'Skye',
];
const IMAGES = [
  'ridge-dawn',
  'forest-trail',
  'tent-dusk-wide',
  'category-hiking-boots',
  'category-trail-running',
  'category-fleece',
];

/** 23 journal articles, each with one or two tags. */
export const journalArticles = Array.from({ length: 23 }, (_, index) => {
  const [tag, label] = TAGS[index % TAGS.length]!;
  const second = TAGS[(index * 5 + 3) % TAGS.length]![0];
  return {
    id: `journal-${index + 1}`,
    url: `/en-gb/journal/${tag}-${index + 1}`,
    title: `${label}: ${['a weekend on', 'first light on', 'a wet week on', 'our guide to', 'packing for'][index % 5]} ${PLACES[index % PLACES.length]}`,
    eyebrow: label,
    date: new Date(Date.UTC(2026, 2, 28 - index)).toISOString(),
    picture: { url: `/media/${IMAGES[index % IMAGES.length]}.svg`, alt: '', width: 600, height: 400 },
    tags: [tag, second],
  };
});

/** The article search as a fake service: filters by any of the tags, pages by offset and limit. */
export function articleHandlers(
  baseUrl: string,
  requests: URLSearchParams[] = [],
  options: { wait?: number; fail?: boolean } = {},
) {
  return [
    http.get(`${baseUrl}/articles`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (options.wait) await delay(options.wait);
      if (options.fail) return HttpResponse.json({ message: 'search is down' }, { status: 503 });
      const tags = params.getAll('tagId');
      const found = journalArticles.filter(
        (article) => tags.length === 0 || article.tags.some((tag) => tags.includes(tag)),
      );
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 6);
      return HttpResponse.json({
        result: found.slice(offset, offset + limit).map(({ tags: _tags, ...article }) => article),
        facets: TAGS.map(([id, label]) => ({ id, label })),
        numFound: found.length,
      });
    }),
  ];
}

/** An app-side article search: the query parameters of content-blocks §7 over `fetch`, the answer checked. */
export function fetchArticleSearch(baseUrl: string) {
  return async (query: ArticleSearchQuery, options: { signal?: AbortSignal } = {}): Promise<ArticleSearchResult> => {
    const params = new URLSearchParams(query.query);
    params.set('offset', String(query.offset));
    params.set('limit', String(query.limit));
    for (const tag of query.tagId) params.append('tagId', tag);
    const response = await fetch(`${baseUrl}/articles?${params}`, { signal: options.signal ?? null });
    if (!response.ok) throw new Error(`article search answered ${response.status}`);
    return articleSearchResultSchema.parse(await response.json());
  };
}

/** The journal's article grid as the CMS sends it. */
export const exampleArticleGrid = {
  id: 'journal-en-gb-grid',
  type: 'articleGrid',
  name: 'Journal — all articles',
  title: 'From the journal',
  rowsToLoad: 2,
  gridSize: { sm: 1, md: 2, lg: 3 },
  initialQuery: 'type=journal',
  showFilterBar: true,
  loadMore: true,
  hidePageDate: false,
  tagId: [],
};
