import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { recordNotFound } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { DecisionEngine, newVisitorId } from './DecisionEngine';
import type { DecisionContext, EngineRecord } from './DecisionEngine';

// PostgreSQL text cannot hold NUL, and no id or URL needs one: refused as bad input rather than failing the insert.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');
const recordIds = (max: number) => z.array(text(500).min(1)).min(1).max(max);
const productRef = z.strictObject({ productId: text(64), sku: text(64).optional() });
const line = z.strictObject({
  pid: text(64),
  sku: text(64),
  quantity: z.number().int().min(0).max(10_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal string such as "129.95"'),
});

// The context events content-blocks §7 lists, in the engine's own event names.
const event = z.discriminatedUnion('eventType', [
  z.strictObject({
    eventType: z.literal('monetate:context:PageView'),
    url: text(2000),
    pageType: text(40),
    categories: z.array(text(100)).max(20).optional(),
    breadcrumbs: z.array(text(100)).max(20).optional(),
  }),
  z.strictObject({
    eventType: z.literal('monetate:decision:DecisionRequest'),
    requestId: text(100),
    includeReporting: z.boolean().optional(),
  }),
  z.strictObject({
    eventType: z.literal('monetate:context:ScreenSize'),
    height: z.number().int().min(0).max(20_000),
    width: z.number().int().min(0).max(20_000),
  }),
  z.strictObject({ eventType: z.literal('monetate:context:Language'), language: text(35) }),
  z.strictObject({ eventType: z.literal('monetate:context:UserAgent'), userAgent: text(1000) }),
  z.strictObject({ eventType: z.literal('monetate:context:Referrer'), referrer: text(2000) }),
  z.strictObject({
    eventType: z.literal('monetate:context:Coordinates'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  z.strictObject({
    eventType: z.literal('monetate:context:SearchView'),
    searchTerm: text(200),
    searchType: z.enum(['TEXT', 'IMAGE']).optional(),
  }),
  z.strictObject({ eventType: z.literal('monetate:context:ProductDetailView'), products: z.array(productRef).max(50) }),
  z.strictObject({ eventType: z.literal('monetate:context:Cart'), cartLines: z.array(line).max(200) }),
  z.strictObject({
    eventType: z.literal('monetate:context:Purchase'),
    purchaseId: text(64),
    purchaseLines: z.array(line).max(200),
    account: text(64).optional(),
    domain: text(200).optional(),
    instance: text(64).optional(),
  }),
  z.strictObject({
    eventType: z.literal('monetate:context:ProductThumbnailView'),
    products: z.array(productRef).max(100),
  }),
  z.strictObject({
    eventType: z.literal('monetate:context:CustomVariables'),
    customVariables: z.array(z.strictObject({ variable: text(64), value: text(500) })).max(50),
  }),
  // Record events (content-blocks §7): clicks on recommended products (their rec tokens), recommendation
  // impressions (at most 24 tokens, §9) and impressions of tracked experiences (their action ids).
  z.strictObject({ eventType: z.literal('monetate:record:RecClicks'), recClickIds: recordIds(24) }),
  z.strictObject({ eventType: z.literal('monetate:record:RecImpressions'), recImpressionIds: recordIds(24) }),
  z.strictObject({ eventType: z.literal('monetate:record:Impressions'), impressionIds: recordIds(50) }),
]);

const decideBody = z.strictObject({
  channel: text(200).min(1),
  customerId: text(100).optional(),
  monetateId: text(100).optional(),
  events: z.array(event).min(1).max(50),
});

type Event = z.output<typeof event>;

// p13n_testcontext forces variants: "experienceId:variantId" pairs, comma-separated.
function parseForced(value: string | undefined): Record<string, string> {
  const forced: Record<string, string> = {};
  for (const pair of value?.split(',') ?? []) {
    const [experience, variant] = pair.split(':').map((part) => part.trim());
    if (experience && variant) forced[experience] = variant;
  }
  return forced;
}

function contextOf(channel: string, events: readonly Event[]): DecisionContext {
  // The storefront's channel is `{siteId}/web`; anything else (`web`) is the default site.
  const context: DecisionContext = { customVariables: {}, forced: {}, siteId: channel.split('/')[0] };
  for (const entry of events) {
    switch (entry.eventType) {
      case 'monetate:context:PageView':
        context.pageType = entry.pageType.toLowerCase();
        break;
      case 'monetate:context:ScreenSize':
        context.screenWidth = entry.width;
        break;
      case 'monetate:context:Language':
        context.language = entry.language;
        break;
      case 'monetate:context:ProductDetailView':
        context.viewedProducts = entry.products.flatMap((product) =>
          product.sku ? [product.productId, product.sku] : [product.productId],
        );
        break;
      case 'monetate:context:Cart':
        context.cartValue = entry.cartLines.reduce((sum, cartLine) => sum + Number(cartLine.value), 0);
        context.cartProducts = entry.cartLines.flatMap((cartLine) => [cartLine.pid, cartLine.sku]);
        break;
      case 'monetate:context:CustomVariables':
        for (const { variable, value } of entry.customVariables) context.customVariables[variable] = value;
        break;
      default:
        break;
    }
  }
  context.forced = parseForced(context.customVariables.p13n_testcontext);
  return context;
}

function recordsOf(events: readonly Event[]): EngineRecord[] {
  return events.flatMap((entry): EngineRecord[] => {
    switch (entry.eventType) {
      case 'monetate:record:RecClicks':
        return [{ kind: 'RecClicks', ids: entry.recClickIds }];
      case 'monetate:record:RecImpressions':
        return [{ kind: 'RecImpressions', ids: entry.recImpressionIds }];
      case 'monetate:record:Impressions':
        return [{ kind: 'Impressions', ids: entry.impressionIds }];
      default:
        return [];
    }
  });
}

const RECORDS_SHOWN = 100;

/**
 * The decision engine (content-blocks §7). `POST /decide/:brand` takes context and record events and, for each
 * decision request among them, answers the actions of the brand's experiences that target the visitor (with
 * recommended products for recommendation experiences); record events are stored. The visitor is `monetateId`,
 * else `customerId`, else a new id returned in `meta.monetateId`. `GET /records?monetateId=` lists a visitor's
 * record events, newest first. No token needed: browsers call the engine directly.
 * @example
 * app.route('/api/engine/v1', engineRoutes({ db, publicUrl, now }));
 */
export function engineRoutes(options: { db: Database; publicUrl: string; now: () => Date }) {
  const engine = new DecisionEngine(options.db, options.publicUrl, () => options.now().getTime());
  return new Hono<AppEnv>()
    .get('/records', async (c) => {
      const { monetateId } = readQuery(c, z.object({ monetateId: text(100).min(1) }));
      return c.json({ records: await engine.recordsOf(monetateId, RECORDS_SHOWN) });
    })
    .post('/decide/:brand', async (c) => {
      const body = await readJsonBody(c, decideBody);
      const brand = c.req.param('brand');
      const experiences = await engine.experiencesOf(brand);
      if (experiences.length === 0) throw recordNotFound(`Unknown brand "${brand.slice(0, 40)}"`);
      const visitorId = body.monetateId ?? body.customerId ?? newVisitorId();
      const context = contextOf(body.channel, body.events);
      const requests = body.events.filter((entry) => entry.eventType === 'monetate:decision:DecisionRequest');
      const actions = requests.length > 0 ? await engine.decide(experiences, visitorId, context) : [];
      await engine.record(visitorId, recordsOf(body.events), options.now());
      return c.json({
        meta: { code: 200, monetateId: visitorId, channel: body.channel },
        data: {
          responses: requests.map((request) => ({
            requestId: request.requestId,
            actions:
              request.includeReporting === false
                ? actions.map(({ impressionReporting: _r, ...rest }) => rest)
                : actions,
          })),
        },
      });
    });
}
