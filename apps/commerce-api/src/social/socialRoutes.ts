import { Hono } from 'hono';
import { z } from 'zod';
import { emailField } from '../consumer/fieldRules';
import type { Database } from '../db/openDatabase';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery, wholeNumberParam } from '../http/readQuery';
import { SOCIAL_CUSTOMER_ID } from './seedSocial';
import { socialImage } from './socialImage';
import { SocialService } from './SocialService';

const paging = { offset: wholeNumberParam(100_000, 0), limit: wholeNumberParam(50, 12) };
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an id');

const reportBody = z.strictObject({
  reason: z.enum(['inappropriate', 'copyright', 'spam', 'other']),
  email: emailField.optional(),
});
const stashBody = z.strictObject({ mediaIds: z.array(id).min(1).max(50) });
const userBody = z.strictObject({
  screenName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,30}$/, 'must be 3 to 30 letters, digits, dots, dashes or underscores'),
  email: emailField.optional(),
});
const uploadBody = z.strictObject({
  caption: z.string().trim().max(500).default(''),
  imageUrl: z.url({ protocol: /^https?$/ }).max(2000),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
  streamIds: z.array(id).max(10).default([]),
});

/**
 * The social media service of spec §7 ("separate host"), served under `/social` on this API: recent photos by
 * brand (`/customers/{customerId}`), category, stream or streams, a photo's streams, reports, stashes, users and
 * uploads. No token: the real service is a third party called with its own key. Photos are drawn SVGs.
 * @example
 * app.route('/social', socialRoutes(db, clock, 'http://127.0.0.1:4000'));
 */
export function socialRoutes(db: Database, now: () => Date, publicUrl: string) {
  const social = new SocialService(db, now, publicUrl);
  return new Hono<AppEnv>()
    .get('/', (c) =>
      c.json({
        name: 'Switchback social media service',
        version: '1',
        customerId: SOCIAL_CUSTOMER_ID,
        links: {
          recentMedia: `/social/customers/${SOCIAL_CUSTOMER_ID}/media/recent`,
          categoryMedia: '/social/categories/media/recent?category={category}',
          streamMedia: '/social/streams/{streamId}/media/recent',
        },
      }),
    )
    .get('/categories/media/recent', async (c) => {
      const query = readQuery(c, z.object({ category: z.string().max(40).optional(), ...paging }));
      return c.json(await social.recent({ category: query.category }, query));
    })
    .get('/customers/:customerId/media/recent', async (c) => {
      if (c.req.param('customerId') !== SOCIAL_CUSTOMER_ID) throw recordNotFound('Customer not found');
      return c.json(await social.recent({}, readQuery(c, z.object(paging))));
    })
    .get('/media/:mediaId/streams', async (c) => c.json(await social.streamsOf(c.req.param('mediaId'))))
    .get('/media/:mediaId/image.svg', async (c) => {
      const media = await social.find(c.req.param('mediaId'));
      c.header('content-type', 'image/svg+xml; charset=utf-8');
      c.header('cache-control', 'public, max-age=86400');
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.body(socialImage(media.id, media.width, media.height, media.caption));
    })
    .get('/streams/:streamId/media/recent', async (c) =>
      c.json(await social.recentByStream(c.req.param('streamId'), readQuery(c, z.object(paging)))),
    )
    .get('/streams/media/recent', async (c) => {
      const query = readQuery(c, z.object({ streamIds: z.string().max(700).optional(), ...paging }));
      const streamIds = query.streamIds
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      return c.json(await social.recent({ streamIds }, query));
    })
    .post('/media/:mediaId/reports', async (c) => {
      const body = await readJsonBody(c, reportBody);
      return c.json(await social.report(c.req.param('mediaId'), body.reason, body.email), 201);
    })
    .post('/stashes', async (c) => {
      const body = await readJsonBody(c, stashBody);
      return c.json(await social.stash(body.mediaIds), 201);
    })
    .post('/users', async (c) => {
      const body = await readJsonBody(c, userBody);
      return c.json(await social.createUser(body.screenName, body.email), 201);
    })
    .post('/users/:userId/media', async (c) => {
      const body = await readJsonBody(c, uploadBody);
      return c.json(await social.upload(c.req.param('userId'), body), 201);
    });
}
