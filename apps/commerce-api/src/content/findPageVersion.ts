import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { contentPages, contentPageVersions } from '../db/schema';
import type { Site } from '../sites/findSite';
import type { ContentBlock } from './ContentBlock';

/** Which version of a page to serve. */
export type PageSelection =
  /** What shoppers see: the newest published version that is live at `now`. */
  | { mode: 'publish'; now: Date }
  /** What editors see: the newest version of any state, or the newest live by `at` when previewing a date. */
  | { mode: 'preview'; at?: Date };

/** A page version as served. */
export interface PageVersion {
  id: string;
  siteId: string;
  locale: string;
  slug: string;
  version: number;
  published: boolean;
  title: string;
  description: string;
  /** When this version took effect: its scheduled time, else when it was saved. */
  updatedAt: Date;
  blocks: ContentBlock[];
}

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Finds the version of a page to serve in a locale, falling back to the site's default locale when the page
 * has no version for the requested one.
 * @example
 * await findPageVersion(db, site, 'fr-ca', 'home', { mode: 'publish', now: new Date() });
 */
export async function findPageVersion(
  db: Database,
  site: Site,
  locale: string,
  slug: string,
  selection: PageSelection,
): Promise<PageVersion | undefined> {
  const page = contentPages;
  const version = contentPageVersions;
  const effectiveAt = sql`coalesce(${version.publishAt}, ${version.createdAt})`;
  const conditions = [
    eq(page.siteId, site.id),
    inArray(page.locale, [...new Set([locale, site.defaultLocale])]),
    eq(page.slug, slug),
  ];
  if (selection.mode === 'publish') {
    conditions.push(eq(version.published, true), sql`${effectiveAt} <= ${timestamp(selection.now)}`);
  } else if (selection.at) {
    conditions.push(sql`${effectiveAt} <= ${timestamp(selection.at)}`);
  }
  const [row] = await db
    .select({
      id: page.id,
      siteId: page.siteId,
      locale: page.locale,
      slug: page.slug,
      version: version.version,
      published: version.published,
      title: version.title,
      description: version.description,
      publishAt: version.publishAt,
      createdAt: version.createdAt,
      blocks: version.blocks,
    })
    .from(version)
    .innerJoin(page, eq(page.id, version.pageId))
    .where(and(...conditions))
    .orderBy(sql`${page.locale} = ${locale} desc`, desc(version.version))
    .limit(1);
  if (!row) return undefined;
  const { publishAt, createdAt, blocks, ...rest } = row;
  return { ...rest, updatedAt: publishAt ?? createdAt, blocks: blocks as ContentBlock[] };
}
