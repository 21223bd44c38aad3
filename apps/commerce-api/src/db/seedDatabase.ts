import { sql } from 'drizzle-orm';
import { seedGiftCards } from '../cart/seedGiftCards';
import { seedCatalog } from '../catalog/seedCatalog';
import { seedAccounts } from '../consumer/seedAccounts';
import { seedPages } from '../content/seedPages';
import { seedExperiences } from '../engine/seedExperiences';
import { seedSocial } from '../social/seedSocial';
import { siteSeeds } from '../sites/siteSeeds';
import type { Database } from './openDatabase';
import { queryRows } from './queryRows';
import { contentPages, contentPageVersions, sites } from './schema';

// Shares its purpose with the migration lock: processes starting together must not both seed.
const SEED_LOCK = 7_301_020_412;

/**
 * Fills an empty database with the demo sites, content pages, catalogue, accounts, decision-engine experiences and
 * social media photos. Does nothing when sites already exist, so it is safe on every start and never overwrites an
 * editor's changes. Runs in one transaction.
 * @returns Whether anything was written.
 * @example
 * await migrate(handle.db);
 * const seeded = await seedDatabase(handle.db);
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sites`);
    if (existing && existing.n > 0) return false;

    await tx.insert(sites).values(
      siteSeeds.map((site) => ({ ...site, defaultLocale: site.locales[0], locales: [...site.locales] })),
    );
    for (const site of siteSeeds) {
      for (const locale of site.locales) {
        for (const page of seedPages(locale, now)) {
          const [row] = await tx
            .insert(contentPages)
            .values({ siteId: site.id, locale, slug: page.slug })
            .returning({ id: contentPages.id });
          if (!row) throw new Error(`Could not create page ${site.id}/${locale}/${page.slug}`);
          await tx.insert(contentPageVersions).values(
            page.versions.map((version, index) => ({ pageId: row.id, version: index + 1, createdAt: now, ...version })),
          );
        }
      }
    }
    await seedCatalog(tx, now);
    await seedGiftCards(tx, now);
    await seedAccounts(tx, now);
    await seedExperiences(tx);
    await seedSocial(tx, now);
    return true;
  });
}
