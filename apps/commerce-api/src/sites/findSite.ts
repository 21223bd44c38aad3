import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { sites } from '../db/schema';

/** A site row. */
export type Site = typeof sites.$inferSelect;

/**
 * Looks a site up by id.
 * @example
 * const site = await findSite(db, 'sb-ca'); // { currency: 'CAD', locales: ['en-ca', 'fr-ca'], … }
 */
export async function findSite(db: Database, siteId: string): Promise<Site | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return site;
}
