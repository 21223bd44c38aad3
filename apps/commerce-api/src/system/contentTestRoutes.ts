import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { contentPages, contentPageVersions } from '../db/schema';
import { queryRows } from '../db/queryRows';
import { recordNotFound } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { findSite } from '../sites/findSite';

// A content slug as the seed writes them: `promotions`, `help/shipping`, `_fragment/promo-bar`, `_menu`.
const slug = z
  .string()
  .regex(/^_?[a-z0-9-]+(\/[a-z0-9-]+){0,3}$/, 'must be a content slug')
  .max(120);

const publishBody = z.strictObject({
  siteId: z.string().regex(/^[a-z0-9-]{2,20}$/),
  locale: z.string().regex(/^[a-z]{2}-[a-z]{2}$/),
  slug,
  title: z.string().min(1).max(200),
  // Blocks as an editor saved them: any JSON objects (the storefront parses each with its block's schema).
  blocks: z.array(z.record(z.string(), z.unknown())).max(50),
});

/**
 * What an editor publishing in the CMS would do, for end-to-end tests (there is no CMS editing UI):
 * `PUT /testing/v1/content` `{ siteId, locale, slug, title, blocks }` saves a new version of a content page (created
 * when the site has none of that slug and locale), published and live from now, so the next publish-mode content call
 * serves it. Answers `{ slug, locale, version }`; an unknown site: 404 `4044`.
 *
 * Mounted only when `createApp` gets `testRoutes: true` (`TEST_ROUTES=on`), like the outbox: a real deployment never
 * lets an anonymous call publish content.
 * @example
 * app.route('/testing/v1', contentTestRoutes(db, now));
 */
export function contentTestRoutes(db: Database, now: () => Date) {
  return new Hono().put('/content', async (c) => {
    const body = await readJsonBody(c, publishBody);
    const site = await findSite(db, body.siteId);
    if (!site) throw recordNotFound('No such site');
    const result = await db.transaction(async (tx) => {
      const where = and(
        eq(contentPages.siteId, site.id),
        eq(contentPages.locale, body.locale),
        eq(contentPages.slug, body.slug),
      );
      let [page] = await tx.select({ id: contentPages.id }).from(contentPages).where(where);
      if (!page)
        [page] = await tx
          .insert(contentPages)
          .values({ siteId: site.id, locale: body.locale, slug: body.slug })
          .returning({ id: contentPages.id });
      const pageId = page!.id;
      const [latest] = await queryRows<{ version: number | null }>(
        tx,
        sql`select max(version) as version from content_page_versions where page_id = ${pageId}`,
      );
      const version = Number(latest?.version ?? 0) + 1;
      // A second earlier than now: live for a call made in the same instant.
      const at = new Date(now().getTime() - 1_000);
      await tx.insert(contentPageVersions).values({
        pageId,
        version,
        title: body.title,
        blocks: body.blocks,
        published: true,
        publishAt: at,
        createdAt: at,
      });
      return { slug: body.slug, locale: body.locale, version };
    });
    return c.json(result);
  });
}
