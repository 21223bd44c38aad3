import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_LOCATION } from '../catalog/catalogSeed';
import type { DatabaseHandle } from '../db/openDatabase';
import { createTestDatabase } from '../testing/testDatabase';
import { DecisionEngine, ENGINE_READ_TTL_MS } from './DecisionEngine';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('DecisionEngine reads', () => {
  it('ranks a catalogue read at most ENGINE_READ_TTL_MS ago: a product sold out since leaves the rail after that', async () => {
    let now = 1_000_000;
    const engine = new DecisionEngine(database.db, 'http://127.0.0.1:4000', () => now);
    const popular = async () => {
      const actions = await engine.decide(await engine.experiencesOf('switchback'), 'vuid_reads', {
        pageType: 'home',
        customVariables: {},
        forced: {},
      });
      const rail = actions.find((action) => action.component === 'exp_home_recommendations');
      return (rail?.json.items as { id: string }[] | undefined)?.map((item) => item.id) ?? [];
    };
    const first = await popular();
    const top = first[0];
    expect(top).toBeTruthy();
    await database.db.execute(
      sql`update inventory set quantity = 0 where location_id = ${ONLINE_LOCATION}
            and upc in (select upc from product_variants where product_id = ${top})`,
    );
    now += ENGINE_READ_TTL_MS - 1;
    expect(await popular()).toEqual(first);
    now += 1;
    expect(await popular()).not.toContain(top);
  });
});
