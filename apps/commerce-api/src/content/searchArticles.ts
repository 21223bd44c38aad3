import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { contentPages, contentPageVersions } from '../db/schema';
import type { Site } from '../sites/findSite';
import type { ContentBlock } from './ContentBlock';
import type { ArticleTag } from './seedArticles';

/** What the article search is asked (content-blocks §7). */
export interface ArticleSearchInput {
  site: Site;
  locale: string;
  mode: 'publish' | 'preview';
  now: Date;
  /** Slug under which the articles live (`journal` finds `journal/…`). */
  parent: string;
  /** Words every listed article's title or summary contains (case-insensitive). */
  text?: string | undefined;
  /** Only articles filed under every one of these tags. */
  tagIds: readonly string[];
  offset: number;
  limit: number;
}

/** One listed article (content-blocks §3 "Article"). */
export interface ArticleJson {
  id: string;
  url: string;
  title: string;
  eyebrow?: string;
  date: string;
  picture?: { url: string; alt: string; width?: number; height?: number };
}

/** The answer: a page of articles, the tags of every matching article, and how many match the tags. */
export interface ArticleSearchJson {
  result: ArticleJson[];
  facets: ArticleTag[];
  numFound: number;
}

interface Candidate {
  article: ArticleJson;
  summary: string;
  tags: ArticleTag[];
}

const escapeLike = (value: string) => value.replace(/[%_\\]/g, '\\$&');

function tagsOf(hero: ContentBlock | undefined): ArticleTag[] {
  const tags = hero?.articleTags;
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is ArticleTag => typeof tag?.id === 'string' && typeof tag?.label === 'string');
}

function pictureOf(hero: ContentBlock | undefined): ArticleJson['picture'] {
  const media = hero?.media as { url?: unknown; alt?: unknown; width?: unknown; height?: unknown } | undefined;
  if (typeof media?.url !== 'string') return undefined;
  return {
    url: media.url,
    alt: typeof media.alt === 'string' ? media.alt : '',
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
  };
}

/**
 * The article search of the article grid: the live (or, in preview, newest) version of every page under
 * `parent`, newest first. An article is a page whose first hero gives its picture, `eyebrowText` and
 * `articleTags`. `facets` are the tags of every article matching the text, so the filter bar keeps its
 * choices while tags are selected; `numFound` counts the articles matching the text and every selected tag.
 * @example
 * await searchArticles(db, { site, locale: 'en-us', mode: 'publish', now: new Date(), parent: 'journal', tagIds: ['hiking'], offset: 0, limit: 3 });
 */
export async function searchArticles(db: Database, input: ArticleSearchInput): Promise<ArticleSearchJson> {
  const effectiveAt = sql<string>`coalesce(${contentPageVersions.publishAt}, ${contentPageVersions.createdAt})`;
  const rows = await db
    .selectDistinctOn([contentPages.slug], {
      slug: contentPages.slug,
      title: contentPageVersions.title,
      description: contentPageVersions.description,
      blocks: contentPageVersions.blocks,
      effectiveAt,
    })
    .from(contentPageVersions)
    .innerJoin(contentPages, eq(contentPages.id, contentPageVersions.pageId))
    .where(
      and(
        eq(contentPages.siteId, input.site.id),
        eq(contentPages.locale, input.locale),
        sql`${contentPages.slug} like ${`${escapeLike(input.parent)}/%`}`,
        ...(input.mode === 'publish'
          ? [eq(contentPageVersions.published, true), sql`${effectiveAt} <= ${input.now.toISOString()}::timestamptz`]
          : []),
      ),
    )
    .orderBy(contentPages.slug, desc(contentPageVersions.version));

  const words = (input.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const candidates: Candidate[] = rows
    .map((row) => {
      const hero = (row.blocks as ContentBlock[]).find((block) => block?.type === 'hero');
      const eyebrow = typeof hero?.eyebrowText === 'string' ? hero.eyebrowText : undefined;
      const picture = pictureOf(hero);
      return {
        article: {
          id: row.slug,
          url: `/${input.locale}/${row.slug}`,
          title: row.title,
          ...(eyebrow ? { eyebrow } : {}),
          date: new Date(row.effectiveAt).toISOString(),
          ...(picture ? { picture } : {}),
        },
        summary: row.description,
        tags: tagsOf(hero),
      };
    })
    .filter(({ article, summary }) => words.every((word) => `${article.title} ${summary}`.toLowerCase().includes(word)))
    .sort((a, b) => b.article.date.localeCompare(a.article.date) || a.article.id.localeCompare(b.article.id));

  const facets = new Map<string, ArticleTag>();
  for (const candidate of candidates)
    for (const tag of candidate.tags) if (!facets.has(tag.id)) facets.set(tag.id, tag);
  const matching = candidates.filter((candidate) =>
    input.tagIds.every((tagId) => candidate.tags.some((tag) => tag.id === tagId)),
  );
  return {
    result: matching.slice(input.offset, input.offset + input.limit).map((candidate) => candidate.article),
    facets: [...facets.values()].sort((a, b) => a.label.localeCompare(b.label, input.locale)),
    numFound: matching.length,
  };
}
