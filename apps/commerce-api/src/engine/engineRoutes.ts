import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { DecisionEngine, newVisitorId } from './DecisionEngine';
import type { DecisionContext } from './DecisionEngine';

const text = (max: number) => z.string().max(max);
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
  z.strictObject({ eventType: z.literal('monetate:context:ScreenSize'), height: z.number().int().min(0).max(20_000), width: z.number().int().min(0).max(20_000) }),
  z.strictObject({ eventType: z.literal('monetate:context:Language'), language: text(35) }),
  z.strictObject({ eventType: z.literal('monetate:context:UserAgent'), userAgent: text(1000) }),
  z.strictObject({ eventType: z.literal('monetate:context:Referrer'), referrer: text(2000) }),
  z.strictObject({
    eventType: z.literal('monetate:context:Coordinates'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  z.strictObject({ eventType: z.literal('monetate:context:SearchView'), searchTerm: text(200), searchType: z.enum(['TEXT', 'IMAGE']).optional() }),
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
  z.strictObject({ eventType: z.literal('monetate:context:ProductThumbnailView'), products: z.array(productRef).max(100) }),
  z.strictObject({
    eventType: z.literal('monetate:context:CustomVariables'),
    customVariables: z.array(z.strictObject({ variable: text(64), value: text(500) })).max(50),
  }),
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

function contextOf(events: readonly Event[]): DecisionContext {
  const context: DecisionContext = { customVariables: {}, forced: {} };
  for (const entry of events) {
    switch (entry.eventType) {
      case 'monetate:context:PageView':
        context.pageType = entry.pageType.toLowerCase();
        break;
      case 'monetate:context:ScreenSize':
        context.screenWidth = entry.width;
        break;
      case 'monetate:context:Cart':
        context.cartValue = entry.cartLines.reduce((sum, cartLine) => sum + Number(cartLine.value), 0);
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

/**
 * `POST /api/engine/v1/decide/:brand`: takes context events and, for each decision request among them, answers
 * the actions of the brand's experiences that target the visitor. The visitor is `monetateId`, else `customerId`,
 * else a new id returned in `meta.monetateId`. No token needed: browsers call the engine directly.
 * @example
 * app.route('/api/engine/v1', engineRoutes(db));
 */
export function engineRoutes(db: Database) {
  const engine = new DecisionEngine(db);
  return new Hono<AppEnv>().post('/decide/:brand', async (c) => {
    const body = await readJsonBody(c, decideBody);
    const brand = c.req.param('brand');
    if (!(await engine.knowsBrand(brand))) throw new ApiError(404, 'API404', `Unknown brand "${brand.slice(0, 40)}"`);
    const visitorId = body.monetateId ?? body.customerId ?? newVisitorId();
    const context = contextOf(body.events);
    const requests = body.events.filter((entry) => entry.eventType === 'monetate:decision:DecisionRequest');
    const actions = requests.length > 0 ? await engine.decide(brand, visitorId, context) : [];
    return c.json({
      meta: { code: 200, monetateId: visitorId, channel: body.channel },
      data: {
        responses: requests.map((request) => ({
          requestId: request.requestId,
          actions: request.includeReporting === false ? actions.map(({ impressionReporting: _r, ...rest }) => rest) : actions,
        })),
      },
    });
  });
}
