import { useId, useState, type CSSProperties } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button } from '@switchback/ui';
import { useBlockContext } from './BlockContext';
import type { Article, ArticleSearchQuery, ArticleSearchResult, BlockServices } from './blockServices';
import { ARTICLE_FILTERS_VISIBLE, type ArticleGridBlock } from './articleGridBlockSchema';
import { articleGridMachine, articleGridQueryFor, firstArticleGridQuery } from './articleGridMachine';
import { useBlockLink } from './useBlockLink';

/** Props of {@link ArticleGrid}. */
export type ArticleGridProps = Omit<ArticleGridBlock, 'type'> & {
  type?: 'articleGrid';
  /** Overrides the block context's services (the article search). */
  services?: BlockServices | undefined;
  /**
   * The first page, when the server already searched: no request and no skeleton on load. Default: the
   * services' `initialArticleResults` entry for this block's `id`.
   */
  initialResult?: ArticleSearchResult | undefined;
  /** Words of the grid, each overriding the services' `articleGridTexts` and the English default. */
  texts?: Partial<ArticleGridTexts> | undefined;
  /** Locale of the article dates. Default: the services' `locale`, else `en-GB`. */
  locale?: string | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

/** The article grid's words: the labels of its buttons and lists, and the empty answer. */
export interface ArticleGridTexts {
  /** Name of the grid when it has no title. */
  articles: string;
  filters: string;
  seeMore: string;
  seeLess: string;
  clearAll: string;
  readMore: string;
  loading: string;
  none: string;
}

/** The English {@link ArticleGridTexts}, used where an app gives none. */
export const ARTICLE_GRID_TEXTS: ArticleGridTexts = {
  articles: 'Articles',
  filters: 'Filter articles',
  seeMore: 'See more',
  seeLess: 'See less',
  clearAll: 'Clear all',
  readMore: 'Read more',
  loading: 'Loading articles',
  none: 'No articles found.',
};

/**
 * The article grid (content-blocks §2–§4, §9), on `articleGridMachine`. It searches through
 * `services.searchArticles` with the block's `initialQuery`, the offset, the page size (`rowsToLoad` ×
 * phone columns) and the selected tags. The filter bar shows the answer's facets as toggle buttons
 * (`aria-pressed`): 4 on phones, 10 on tablets, 20 on desktops before "See more"/"See less" (CSS decides per
 * breakpoint, so the server markup fits every screen); "Clear all" restores the initial tags. "Read more"
 * appends the next page and is hidden once every found article is shown. Search failures are only logged.
 *
 * @example
 * <BlockContextProvider services={{ searchArticles }}>
 *   <ArticleGrid id="journal" rowsToLoad={2} gridSize={{ sm: 1, md: 2, lg: 3 }} showFilterBar loadMore />
 * </BlockContextProvider>
 */
export function ArticleGrid(props: ArticleGridProps) {
  const { title, gridSize, showFilterBar = false, loadMore = true, hidePageDate = false, tagId } = props;
  const context = useBlockContext();
  const services = props.services ?? context.services ?? {};
  const text = { ...ARTICLE_GRID_TEXTS, ...services.articleGridTexts, ...props.texts };
  const initialResult = props.initialResult ?? services.initialArticleResults?.[props.id];
  const locale = props.locale ?? services.locale ?? 'en-GB';
  const columns = { sm: gridSize?.sm ?? 1, md: gridSize?.md ?? 2, lg: gridSize?.lg ?? 3 };
  const pageSize = firstArticleGridQuery(props).limit;
  const titleId = useId();
  const filtersId = useId();
  const [filtersExpanded, setFiltersExpanded] = useState(false);

  const [state, send] = useMachine(
    articleGridMachine.provide({
      actors: {
        search: fromPromise<ArticleSearchResult, Pick<ArticleSearchQuery, 'offset' | 'limit' | 'tagId'>>(
          async ({ input, signal }) => {
            if (!services.searchArticles) throw new Error('No article search was given to the block.');
            const query = articleGridQueryFor(props, input.tagId);
            return services.searchArticles({ query, ...input }, { signal });
          },
        ),
      },
    }),
    { input: { pageSize, initialTags: tagId ?? [], initialResult } },
  );

  const { articles, facets, numFound, tags, initialTags } = state.context;
  const loading = state.matches('loading') || state.matches('start');
  const firstLoad = loading && articles.length === 0;
  const changedFromInitial = tags.length !== initialTags.length || tags.some((tag) => !initialTags.includes(tag));
  const style = {
    '--sb-article-grid-sm': columns.sm,
    '--sb-article-grid-md': columns.md,
    '--sb-article-grid-lg': columns.lg,
  } as CSSProperties;
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const needsMore = (Object.keys(ARTICLE_FILTERS_VISIBLE) as (keyof typeof ARTICLE_FILTERS_VISIBLE)[]).filter(
    (breakpoint) => facets.length > ARTICLE_FILTERS_VISIBLE[breakpoint],
  );

  return (
    <section
      className="sb-article-grid"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : text.articles}
      style={style}
    >
      {title ? (
        <h2 id={titleId} className="sb-article-grid__title">
          {title}
        </h2>
      ) : null}
      {showFilterBar && facets.length > 0 ? (
        <div
          className={
            filtersExpanded ? 'sb-article-grid__filters sb-article-grid__filters--expanded' : 'sb-article-grid__filters'
          }
          role="group"
          aria-label={text.filters}
        >
          <ul id={filtersId} className="sb-article-grid__filter-list">
            {facets.map((facet, index) => (
              <li key={facet.id} className={beyondClasses(index)}>
                <button
                  type="button"
                  className="sb-article-grid__filter"
                  aria-pressed={tags.includes(facet.id)}
                  onClick={() => send({ type: 'tag.toggle', tagId: facet.id })}
                >
                  {facet.label}
                </button>
              </li>
            ))}
          </ul>
          {needsMore.length > 0 ? (
            <button
              type="button"
              className={[
                'sb-article-grid__see-more',
                ...needsMore.map((breakpoint) => `sb-article-grid__see-more--${breakpoint}`),
              ].join(' ')}
              aria-expanded={filtersExpanded}
              aria-controls={filtersId}
              onClick={() => setFiltersExpanded((value) => !value)}
            >
              {filtersExpanded ? text.seeLess : text.seeMore}
            </button>
          ) : null}
          {changedFromInitial ? (
            <button type="button" className="sb-article-grid__clear" onClick={() => send({ type: 'tags.clear' })}>
              {text.clearAll}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="sb-article-grid__results" aria-busy={loading}>
        {firstLoad ? (
          <ul className="sb-article-grid__list" aria-label={text.loading}>
            {Array.from({ length: pageSize }, (_, index) => (
              <li key={index} className="sb-article-grid__skeleton" />
            ))}
          </ul>
        ) : articles.length === 0 ? (
          <p className="sb-article-grid__empty">{text.none}</p>
        ) : (
          <ul className="sb-article-grid__list">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} date={hidePageDate ? undefined : date} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {loadMore && !firstLoad && articles.length < numFound ? (
        <Button
          type="button"
          variant="secondary"
          className="sb-article-grid__read-more"
          disabled={loading}
          onClick={() => send({ type: 'more.load' })}
        >
          {text.readMore}
        </Button>
      ) : null}
    </section>
  );
}

function beyondClasses(index: number): string | undefined {
  const classes = (Object.keys(ARTICLE_FILTERS_VISIBLE) as (keyof typeof ARTICLE_FILTERS_VISIBLE)[])
    .filter((breakpoint) => index >= ARTICLE_FILTERS_VISIBLE[breakpoint])
    .map((breakpoint) => `sb-article-grid__filter-item--beyond-${breakpoint}`);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function ArticleCard({ article, date }: { article: Article; date: Intl.DateTimeFormat | undefined }) {
  const link = useBlockLink(article.url);
  if (!link) return null;
  const name = article.title ?? article.picture?.alt ?? article.eyebrow ?? article.url;
  const published = article.date && !Number.isNaN(Date.parse(article.date)) ? new Date(article.date) : undefined;
  return (
    <article className="sb-article-card">
      {article.picture ? (
        <img
          className="sb-article-card__image"
          src={article.picture.url}
          // The picture's own description; empty only when it already names the card (no title), so it is not read twice.
          alt={article.title ? (article.picture.alt ?? '') : ''}
          width={article.picture.width ?? 600}
          height={article.picture.height ?? 400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {article.eyebrow ? <p className="sb-article-card__eyebrow">{article.eyebrow}</p> : null}
      <h3 className="sb-article-card__title">
        <a {...link} className="sb-article-card__link">
          {name}
        </a>
      </h3>
      {date && published ? (
        <time className="sb-article-card__date" dateTime={article.date}>
          {date.format(published)}
        </time>
      ) : null}
    </article>
  );
}
