import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import { emailField } from '../consumer/fieldRules';
import type { Database } from '../db/openDatabase';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery, wholeNumberParam } from '../http/readQuery';
import { withMediaOrigin } from '../catalog/loadProducts';
import { WishlistService } from './WishlistService';

// A page's locale for the product paths of saved items: `?locale=fr-ca`, else the x-locale header (fr_CA or
// fr-ca); anything else falls back to en-us.
const localeOf = (...values: (string | undefined)[]) => {
  for (const value of values) {
    const locale = value?.trim().toLowerCase().replace('_', '-');
    if (locale && /^[a-z]{2}-[a-z]{2}$/.test(locale)) return locale;
  }
  return 'en-us';
};

// Spec §7: lists are read with start and count.
const pageQuery = z.object({ start: wholeNumberParam(100_000, 0), count: wholeNumberParam(100, 50) });
const itemId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product or variant id');

const addBody = z.strictObject({
  id: itemId,
  qty: z.number().int().min(1).max(99).optional(),
  itemType: z.enum(['product', 'variant', 'set']).optional(),
  favoriteId: z.string().max(64).optional(),
});
const shareBody = z.strictObject({
  recipients: z.array(emailField).max(10).optional(),
  message: z.string().trim().max(500).optional(),
});

/**
 * The wishlist calls of spec §7 under `/wishlists/v2` (JSON): favourites list/add/remove/share and the
 * saved-for-later list. Guests have lists too; they are handed over at sign-in.
 * @example
 * app.route('/wishlists/v2', wishlistRoutes(db, tokens, clock));
 */
export function wishlistRoutes(
  db: Database,
  tokens: TokenService,
  now: () => Date,
  publicUrl = 'http://127.0.0.1:4000',
) {
  const wishlists = new WishlistService(db, now);
  const auth = requireConsumer(tokens);
  return new Hono<ConsumerEnv>()
    .get('/favorites', auth, async (c) =>
      c.json(await wishlists.favorites(c.get('consumer').consumerNo, readQuery(c, pageQuery))),
    )
    .post('/favorites', auth, async (c) => {
      const page = readQuery(c, pageQuery);
      const body = await readJsonBody(c, addBody);
      const list = await wishlists.add(
        c.get('consumer').consumerNo,
        { itemId: body.id, qty: body.qty, itemType: body.itemType, favoriteId: body.favoriteId },
        page,
      );
      return c.json(list);
    })
    .delete('/favorites/:favoriteId/items/:itemId', auth, async (c) =>
      c.json(await wishlists.remove(c.get('consumer').consumerNo, c.req.param('favoriteId'), c.req.param('itemId'))),
    )
    .get('/favorites/:favoriteId/share', auth, async (c) =>
      c.json(await wishlists.shared(c.get('consumer').consumerNo, c.req.param('favoriteId'), readQuery(c, pageQuery))),
    )
    .post('/favorites/:favoriteId/share', auth, async (c) => {
      const body = await readJsonBody(c, shareBody, { optional: true });
      return c.json(
        await wishlists.share(
          c.get('consumer').consumerNo,
          c.req.param('favoriteId'),
          body?.recipients ?? [],
          body?.message,
        ),
      );
    })
    .get('/saveForLater', auth, async (c) =>
      c.json(
        withMediaOrigin(
          await wishlists.saveForLater(
            c.get('consumer').consumerNo,
            readQuery(c, pageQuery),
            localeOf(c.req.query('locale'), c.req.header('x-locale')),
          ),
          publicUrl,
        ),
      ),
    );
}
