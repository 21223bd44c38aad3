import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { requestSite } from '../sites/requestSite';
import { CartService } from './CartService';
import { toCartJson } from './toCartJson';

const flag = z.string().regex(/^(true|false)$/i, 'must be true or false');

// Spec §7 query of the cart read. The flags change nothing yet: there are no items to patch or check.
const cartQuery = z.object({
  favStoreId: z.string().max(64).optional(),
  isPatchRequired: flag.optional(),
  inventorySupplyCheck: flag.optional(),
});

/**
 * The cart calls of spec §7 built so far: `POST /cart` (get or create the consumer's cart on the request's
 * site) and `GET /cart/:basketId`. Both need a bearer token.
 * @example
 * app.route('/cart/v1', cartRoutes(db, tokens));
 */
export function cartRoutes(db: Database, tokens: TokenService) {
  const service = new CartService(db);
  // Per route rather than `use('*')`, so an unknown path or method still answers 404/405, not 401.
  const auth = requireConsumer(tokens);
  return new Hono<ConsumerEnv>()
    .post('/cart', auth, async (c) => {
      readQuery(c, cartQuery);
      // The spec names no body for this call; accept none or an empty object, refuse anything else.
      await readJsonBody(c, z.strictObject({}), { optional: true });
      const site = await requestSite(c, db);
      const cart = await service.getOrCreateActive(c.get('consumer').consumerNo, site);
      return c.json(toCartJson(cart));
    })
    .get('/cart/:basketId', auth, async (c) => {
      readQuery(c, cartQuery);
      const cart = await service.findForConsumer(c.req.param('basketId'), c.get('consumer').consumerNo);
      if (!cart) throw new ApiError(404, 'BSK404', 'Cart not found');
      return c.json(toCartJson(cart));
    });
}
