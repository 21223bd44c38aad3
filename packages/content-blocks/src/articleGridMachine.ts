import { assign, fromPromise, setup } from 'xstate';
import type { ArticleGridBlock } from './articleGridBlockSchema';
import type { Article, ArticleSearchQuery, ArticleSearchResult } from './blockServices';

type GridQueryFields = Pick<
  ArticleGridBlock,
  'rowsToLoad' | 'gridSize' | 'initialQuery' | 'initialQueryNotFiltered' | 'tagId'
>;

/**
 * The block's query parameters for a search with `tags`: `initialQueryNotFiltered` while no tag is selected
 * (when the block has one), else `initialQuery`.
 *
 * @example
 * articleGridQueryFor({ initialQuery: { type: 'journal' } }, ['hiking']); // { type: 'journal' }
 */
export function articleGridQueryFor(block: GridQueryFields, tags: readonly string[]): Readonly<Record<string, string>> {
  return tags.length === 0 && block.initialQueryNotFiltered
    ? block.initialQueryNotFiltered
    : (block.initialQuery ?? {});
}

/**
 * The article grid's first search, as the block sends it on load: offset 0, `rowsToLoad` (default 3) × phone
 * columns (default 1) articles, the initial tags. An app can run it on the server and hand the answer back
 * through `BlockServices.initialArticleResults`.
 *
 * @example
 * const answer = await searchArticles(firstArticleGridQuery(articleGridBlockSchema.parse(block)));
 */
export function firstArticleGridQuery(block: GridQueryFields): ArticleSearchQuery {
  const tagId = block.tagId ?? [];
  return {
    query: articleGridQueryFor(block, tagId),
    offset: 0,
    limit: (block.rowsToLoad ?? 3) * (block.gridSize?.sm ?? 1),
    tagId,
  };
}

/** What the article grid keeps. */
export interface ArticleGridContext {
  initialTags: string[];
  tags: string[];
  offset: number;
  pageSize: number;
  articles: Article[];
  facets: { id: string; label: string }[];
  numFound: number;
  /** The next answer is appended (Read more) rather than replacing the list (a new filter). */
  append: boolean;
}

/** Events of {@link articleGridMachine}. */
export type ArticleGridEvent = { type: 'tag.toggle'; tagId: string } | { type: 'tags.clear' } | { type: 'more.load' };

/** Input: the page size, the initial tags, and optionally an answer the server already fetched. */
export interface ArticleGridInput {
  pageSize: number;
  initialTags: string[];
  initialResult?: ArticleSearchResult | undefined;
}

/**
 * The article grid (content-blocks §4): `loading` → `loaded`. Toggling a tag resets the offset to 0 and
 * refetches (the list is replaced); "Clear all" restores the initial tags; "Read more" advances the offset by
 * the page size and appends. A new filter while loading cancels the request under way. The `search` actor
 * (given the offset, limit and tags) is provided by the component; a failed search is only logged
 * (`logError`) and leaves the list as it was.
 *
 * @example
 * const actor = createActor(articleGridMachine.provide({ actors: { search } }), { input: { pageSize: 6, initialTags: [] } }).start();
 */
export const articleGridMachine = setup({
  types: { context: {} as ArticleGridContext, events: {} as ArticleGridEvent, input: {} as ArticleGridInput },
  actors: {
    search: fromPromise<ArticleSearchResult, Pick<ArticleSearchQuery, 'offset' | 'limit' | 'tagId'>>(async () => {
      throw new Error('articleGridMachine: provide a search actor');
    }),
  },
  actions: {
    logError: (_, params: { error: unknown }) => {
      console.error('[article grid] the article search failed', params.error);
    },
  },
  guards: {
    hasInitialResult: ({ context }) => context.numFound > 0 || context.articles.length > 0 || context.facets.length > 0,
    moreToLoad: ({ context }) => context.articles.length < context.numFound,
  },
}).createMachine({
  id: 'articleGrid',
  context: ({ input }) => ({
    initialTags: input.initialTags,
    tags: input.initialTags,
    offset: 0,
    pageSize: input.pageSize,
    articles: input.initialResult?.result ?? [],
    facets: input.initialResult?.facets ?? [],
    numFound: input.initialResult?.numFound ?? 0,
    append: false,
  }),
  initial: 'start',
  on: {
    'tag.toggle': {
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => ({
        tags: context.tags.includes(event.tagId)
          ? context.tags.filter((tag) => tag !== event.tagId)
          : [...context.tags, event.tagId],
        offset: 0,
        append: false,
      })),
    },
    'tags.clear': {
      target: '.loading',
      reenter: true,
      actions: assign(({ context }) => ({ tags: context.initialTags, offset: 0, append: false })),
    },
  },
  states: {
    start: { always: [{ guard: 'hasInitialResult', target: 'loaded' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ offset: context.offset, limit: context.pageSize, tagId: context.tags }),
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            articles: context.append ? [...context.articles, ...event.output.result] : event.output.result,
            // Facets describe the whole search; a later page may omit them.
            facets: event.output.facets.length > 0 || !context.append ? event.output.facets : context.facets,
            numFound: event.output.numFound,
          })),
        },
        onError: {
          target: 'loaded',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            // Read more failed: the offset goes back, so the next try asks for the same page.
            assign(({ context }) => ({
              offset: context.append ? Math.max(0, context.offset - context.pageSize) : context.offset,
            })),
          ],
        },
      },
    },
    loaded: {
      on: {
        'more.load': {
          guard: 'moreToLoad',
          target: 'loading',
          actions: assign(({ context }) => ({ offset: context.offset + context.pageSize, append: true })),
        },
      },
    },
  },
});
