import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { ApiError, recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import type { Context } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { contentPages, contentPageVersions } from '../db/schema';
import { requestSite } from '../sites/requestSite';
import type { Site } from '../sites/findSite';
import type { ContentBlock } from './ContentBlock';
import { CONTENT_SLUGS } from './seedNavigation';
import { readQuery, wholeNumberParam } from '../http/readQuery';
import { findSite } from '../sites/findSite';
import { absoluteMediaUrls } from './absoluteMediaUrls';
import { findPageVersion } from './findPageVersion';
import { JOURNAL_SLUG } from './seedArticles';
import { searchArticles } from './searchArticles';

export const LOCALE_HEADER = 'x-locale';
export const PREVIEW_KEY_HEADER = 'x-preview-access-key';

/** What the content routes need from the app. */
export interface ContentRoutesOptions {
  db: Database;
  now: () => Date;
  /** Origin media URLs are made absolute against, e.g. `http://127.0.0.1:4000`. */
  publicUrl: string;
  /** When set, preview calls must send it in `x-preview-access-key`. */
  previewAccessKey?: string;
}

// ISO 8601 with a time (the storefront passes the query through) or epoch milliseconds.
const previewDateTime = z
  .string()
  .transform(
    (value) => new Date(/^\d{1,15}$/.test(value) ? Number(value) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? value : NaN),
  )
  .refine((date) => !Number.isNaN(date.getTime()), 'must be an ISO 8601 date-time or epoch milliseconds');

const pageQuery = z.object({ previewDateTime: previewDateTime.optional(), locale: z.string().optional() });

const articleQuery = z.object({
  offset: wholeNumberParam(10_000, 0),
  limit: wholeNumberParam(60, 12).refine((value) => value >= 1, 'must be at least 1'),
  parent: z
    .string()
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'must be a page slug')
    .max(120)
    .default(JOURNAL_SLUG),
  q: z.string().max(100).optional(),
  locale: z.string().optional(),
});

// Accepts en-us, en_US, fr-CA …: the spec's locale header turns the dash into an underscore.
const normaliseLocale = (value: string | undefined) => value?.trim().toLowerCase().replace('_', '-');

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Publish mode reads only versions that are published and already live; preview reads every version.
function liveVersionsOnly(mode: 'publish' | 'preview', at: Date) {
  return mode === 'publish'
    ? [
        eq(contentPageVersions.published, true),
        sql`coalesce(${contentPageVersions.publishAt}, ${contentPageVersions.createdAt}) <= ${at.toISOString()}::timestamptz`,
      ]
    : [];
}

/**
 * Content calls of both specs (commerce-core §7 "Content", content-blocks §7), all under
 * `/{publish|preview}/caas/v1/canvas/`: `augmentedpage/{siteId}/{page}`, `page/{siteId}/{page}`,
 * `category/{siteId}/{categoryId}`, `search/{siteId}/{searchType}`, `product/{siteId}/{productId}`,
 * `footer/{siteId}`, `menu/{siteId}`, `popups/{siteId}`, `fragment/{fragmentId}` (site from the request),
 * `children/{siteId}/{parentPageSlug}`, `showcase/{siteId}/{docType}` and the article grid's search
 * `articles/{siteId}` (content-blocks §7: the block's initial query plus `offset`, `limit` and `tagId`, a list
 * given as repeated or comma-separated values; of the initial query, `parent` and `q` are read). Content is kept per site and locale; the
 * locale comes from `locale` (query) or `x-locale` (header) and falls back to the site's default. `preview` serves
 * unpublished versions and honours `previewDateTime`.
 * @example
 * app.route('/', contentRoutes({ db, now, publicUrl: 'http://127.0.0.1:4000' }));
 */
export function contentRoutes(options: ContentRoutesOptions) {
  const { db, now, publicUrl, previewAccessKey } = options;
  const base = '/:mode{publish|preview}/caas/v1/canvas';

  function modeOf(c: Context): 'publish' | 'preview' {
    const mode = c.req.param('mode') as 'publish' | 'preview';
    if (
      mode === 'preview' &&
      previewAccessKey !== undefined &&
      !sameSecret(c.req.header(PREVIEW_KEY_HEADER), previewAccessKey)
    ) {
      throw new ApiError(401, 'AUT432', 'Preview needs a valid preview access key');
    }
    return mode;
  }

  async function siteOf(c: Context): Promise<Site> {
    const site = await findSite(db, c.req.param('siteId') ?? '');
    if (!site) throw recordNotFound('Unknown site');
    return site;
  }

  function localeOf(c: Context, site: Site, requested?: string): string {
    const wanted = normaliseLocale(requested ?? c.req.header(LOCALE_HEADER));
    return wanted && site.locales.includes(wanted) ? wanted : site.defaultLocale;
  }

  /** Serves one stored page (or reserved slug) in the page envelope. */
  async function serve(c: Context, site: Site, slug: string, notFound = 'Page not found') {
    const mode = modeOf(c);
    const query = readQuery(c, pageQuery);
    const locale = localeOf(c, site, query.locale);
    const page = await findPageVersion(
      db,
      site,
      locale,
      slug,
      // Only editors may look at another date; shoppers always get what is live now.
      mode === 'publish' ? { mode, now: now() } : { mode, at: query.previewDateTime },
    );
    if (!page) throw recordNotFound(notFound);
    c.header('cache-control', mode === 'publish' ? 'public, max-age=60' : 'private, no-store');
    c.header('vary', LOCALE_HEADER);
    c.header('content-language', page.locale);
    return c.json({
      id: page.id,
      siteId: page.siteId,
      locale: page.locale,
      slug: page.slug,
      version: page.version,
      published: page.published,
      title: page.title,
      description: page.description,
      updatedAt: page.updatedAt.toISOString(),
      blocks: absoluteMediaUrls(page.blocks, publicUrl),
    });
  }

  const pageSlug = (c: Context) => {
    const slug = c.req.param('page') ?? '';
    // Reserved slugs hold site-wide content; they are served by their own calls only.
    if (slug.startsWith('_')) throw recordNotFound('Page not found');
    return slug;
  };

  return (
    new Hono<AppEnv>()
      // Nested slugs too (`journal/ridge-walks`): the article search links to pages under their section.
      .get(`${base}/augmentedpage/:siteId/:page{.+}`, async (c) => serve(c, await siteOf(c), pageSlug(c)))
      .get(`${base}/page/:siteId/:page{.+}`, async (c) => serve(c, await siteOf(c), pageSlug(c)))
      .get(`${base}/category/:siteId/:categoryId{[0-9]{4,10}}`, async (c) =>
        serve(c, await siteOf(c), CONTENT_SLUGS.category(c.req.param('categoryId')), 'No content for this category'),
      )
      .get(`${base}/search/:siteId/:searchType{[a-z0-9-]{1,40}}`, async (c) =>
        serve(c, await siteOf(c), CONTENT_SLUGS.search(c.req.param('searchType')), 'No content for this search type'),
      )
      .get(`${base}/product/:siteId/:productId{[A-Z0-9]{8,11}}`, async (c) =>
        serve(c, await siteOf(c), CONTENT_SLUGS.product(c.req.param('productId')), 'No content for this product'),
      )
      .get(`${base}/footer/:siteId`, async (c) => serve(c, await siteOf(c), CONTENT_SLUGS.footer))
      .get(`${base}/menu/:siteId`, async (c) => serve(c, await siteOf(c), CONTENT_SLUGS.menu))
      .get(`${base}/popups/:siteId`, async (c) => serve(c, await siteOf(c), CONTENT_SLUGS.popups))
      .get(`${base}/fragment/:fragmentId{[a-z0-9-]{1,60}}`, async (c) =>
        serve(c, await requestSite(c, db), CONTENT_SLUGS.fragment(c.req.param('fragmentId')), 'Fragment not found'),
      )
      .get(`${base}/children/:siteId/:parentPageSlug{.+}`, async (c) => {
        const mode = modeOf(c);
        const site = await siteOf(c);
        const parent = c.req.param('parentPageSlug');
        if (parent.startsWith('_')) throw recordNotFound('Page not found');
        const locale = localeOf(c, site, c.req.query('locale'));
        const rows = await db
          .selectDistinctOn([contentPages.slug], {
            slug: contentPages.slug,
            title: contentPageVersions.title,
            description: contentPageVersions.description,
            published: contentPageVersions.published,
          })
          .from(contentPageVersions)
          .innerJoin(contentPages, eq(contentPages.id, contentPageVersions.pageId))
          .where(
            and(
              eq(contentPages.siteId, site.id),
              eq(contentPages.locale, locale),
              sql`${contentPages.slug} like ${`${parent.replace(/[%_\\]/g, '\\$&')}/%`}`,
              ...liveVersionsOnly(mode, now()),
            ),
          )
          .orderBy(contentPages.slug, desc(contentPageVersions.version));
        c.header('cache-control', mode === 'publish' ? 'public, max-age=60' : 'private, no-store');
        return c.json({
          siteId: site.id,
          locale,
          parent,
          children: rows.map((row) => ({
            slug: row.slug,
            title: row.title,
            description: row.description,
            url: `/${locale}/${row.slug}`,
          })),
        });
      })
      .get(`${base}/articles/:siteId`, async (c) => {
        const mode = modeOf(c);
        const site = await siteOf(c);
        const query = readQuery(c, articleQuery);
        const tagIds =
          c.req
            .queries('tagId')
            ?.flatMap((value) => value.split(','))
            .map((tag) => tag.trim())
            .filter(Boolean) ?? [];
        if (tagIds.length > 20 || tagIds.some((tag) => !/^[a-z0-9-]{1,40}$/.test(tag))) {
          throw new ApiError(
            400,
            'API400',
            'Query parameter tagId: at most 20 tag ids of lower-case letters, digits and dashes',
          );
        }
        const locale = localeOf(c, site, query.locale);
        const answer = await searchArticles(db, {
          site,
          locale,
          mode,
          now: now(),
          parent: query.parent,
          text: query.q,
          tagIds,
          offset: query.offset,
          limit: query.limit,
        });
        c.header('cache-control', mode === 'publish' ? 'public, max-age=60' : 'private, no-store');
        c.header('vary', LOCALE_HEADER);
        return c.json(absoluteMediaUrls(answer, publicUrl));
      })
      .get(`${base}/showcase/:siteId/:docType{[A-Za-z0-9-]{1,40}}`, async (c) => {
        const mode = modeOf(c);
        const site = await siteOf(c);
        const query = readQuery(
          c,
          z.object({
            layoutVariant: z.string().max(60).optional(),
            limit: z.enum(['10', '20', '50']).default('20').transform(Number),
            page: z.coerce.number().int().min(1).max(1000).default(1),
            locale: z.string().optional(),
            // Entries whose name or id contains this text (case-insensitive), for the preview tool's search.
            q: z.string().max(100).optional(),
          }),
        );
        const locale = localeOf(c, site, query.locale);
        const needle = query.q?.trim().toLowerCase() ?? '';
        const docType = c.req.param('docType').toLowerCase();
        // The newest version of every page (preview) or the live one (publish), then every block of the doc type in it.
        const rows = await db
          .selectDistinctOn([contentPages.slug], {
            slug: contentPages.slug,
            blocks: contentPageVersions.blocks,
            updatedAt: sql<string>`coalesce(${contentPageVersions.publishAt}, ${contentPageVersions.createdAt})`,
          })
          .from(contentPageVersions)
          .innerJoin(contentPages, eq(contentPages.id, contentPageVersions.pageId))
          .where(
            and(eq(contentPages.siteId, site.id), eq(contentPages.locale, locale), ...liveVersionsOnly(mode, now())),
          )
          .orderBy(contentPages.slug, desc(contentPageVersions.version));
        const found = new Map<string, { block: ContentBlock; referrers: Set<string>; updatedAt: string }>();
        const visit = (value: unknown, slug: string, updatedAt: string) => {
          if (Array.isArray(value)) return value.forEach((item) => visit(item, slug, updatedAt));
          if (value === null || typeof value !== 'object') return;
          const block = value as Partial<ContentBlock>;
          if (typeof block.id === 'string' && typeof block.type === 'string' && block.type.toLowerCase() === docType) {
            const variant = String(block.variant ?? block.layout ?? '');
            const named =
              !needle ||
              block.id.toLowerCase().includes(needle) ||
              String(block.name ?? '')
                .toLowerCase()
                .includes(needle);
            if ((!query.layoutVariant || variant === query.layoutVariant) && named) {
              const entry = found.get(block.id) ?? {
                block: block as ContentBlock,
                referrers: new Set<string>(),
                updatedAt,
              };
              entry.referrers.add(slug);
              found.set(block.id, entry);
            }
          }
          Object.values(value).forEach((field) => visit(field, slug, updatedAt));
        };
        for (const row of rows) visit(row.blocks, row.slug, new Date(row.updatedAt).toISOString());
        const all = [...found.values()].sort((a, b) => a.block.id.localeCompare(b.block.id));
        const results = all.slice((query.page - 1) * query.limit, query.page * query.limit).map((entry) => ({
          id: entry.block.id,
          name: entry.block.name,
          type: entry.block.type,
          referrers: entry.referrers.size,
          // The slugs of the pages (or reserved `_…` site-wide content) that use the entry, so a tool can link to them.
          pages: [...entry.referrers].sort(),
          updatedAt: entry.updatedAt,
          block: absoluteMediaUrls(entry.block, publicUrl),
        }));
        c.header('cache-control', mode === 'publish' ? 'public, max-age=60' : 'private, no-store');
        return c.json({
          siteId: site.id,
          locale,
          docType: c.req.param('docType'),
          total: all.length,
          page: query.page,
          limit: query.limit,
          results,
        });
      })
  );
}
