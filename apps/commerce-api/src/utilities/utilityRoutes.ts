import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { queryRows } from '../db/queryRows';
import { ApiError, recordNotFound } from '../http/ApiError';
import { readQuery } from '../http/readQuery';
import { findStores } from '../stores/findStores';
import { addressRulesIn, countryTable, findCountry } from './countryTable';

/** Path prefix of the address-rules call: spec §7 writes it `GET {token}{countryCode}`. */
export const ADDRESS_RULES_PATH = '/consumers-v3/utilities/addressRules/';

/**
 * Utility calls of spec §7: `GET countryList` (name, dialCode, code, masks), `GET addressRules/{countryCode}`,
 * `GET stores` and `GET stores/{storeId}/employees` (for associate sign-in; needs a bearer token).
 * @example
 * app.route('/consumers-v3/utilities', utilityRoutes(db, tokens));
 */
export function utilityRoutes(db: Database, tokens: TokenService) {
  return new Hono<ConsumerEnv>()
    .get('/countryList', (c) => {
      c.header('cache-control', 'public, max-age=86400');
      return c.json(
        countryTable.map((country) => ({
          name: country.name,
          dialCode: country.dialCode,
          code: country.code,
          mask: country.masks[0],
          masks: country.masks,
          region: country.region,
          shipsTo: country.shipsTo,
        })),
      );
    })
    .get('/addressRules/:countryCode', (c) => {
      const country = findCountry(c.req.param('countryCode'));
      if (!country) throw recordNotFound('Unknown country');
      c.header('cache-control', 'public, max-age=86400');
      // Province names follow the request's language (x-locale header or locale query parameter).
      c.header('vary', 'x-locale');
      return c.json({
        country: country.code,
        name: country.name,
        dialCode: country.dialCode,
        shipsTo: country.shipsTo,
        fields: addressRulesIn(country.address, c.req.query('locale') ?? c.req.header('x-locale') ?? 'en-us'),
      });
    })
    .get('/stores', async (c) => {
      const query = readQuery(
        c,
        z.object({
          countryCode: z
            .string()
            .regex(/^[A-Za-z]{2}$/)
            .optional(),
          service: z.enum(['pickup', 'sts', 'returns', 'pudo']).optional(),
          kind: z.enum(['store', 'collectionPoint']).default('store'),
        }),
      );
      const stores = await findStores(db, {
        kind: query.kind,
        ...(query.countryCode ? { countryCode: query.countryCode } : {}),
        ...(query.service ? { service: query.service } : {}),
        limit: 500,
      });
      return c.json({ count: stores?.length ?? 0, stores: stores ?? [] });
    })
    .get('/stores/:storeId/employees', requireConsumer(tokens), async (c) => {
      const storeId = c.req.param('storeId');
      const [store] = await queryRows<{ id: string }>(
        db,
        sql`select id from stores where id = ${storeId} and kind = 'store'`,
      );
      if (!store) throw new ApiError(404, 'STR404', 'Store not found');
      // Names only: logins and password hashes never leave the table.
      const employees = await queryRows<{ id: string; name: string }>(
        db,
        sql`select id, name from store_employees where store_id = ${storeId} order by name`,
      );
      return c.json({
        storeId,
        employees: employees.map((employee) => ({ storeEmployeeId: employee.id, storeEmployeeName: employee.name })),
      });
    });
}
