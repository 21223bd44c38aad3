import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { paymentAuthorisations } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { cardType, luhnValid, tokeniseCard } from './sandboxCards';
import { hashChallengeResult } from './SandboxPaymentProvider';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
  `<style>body{font:16px system-ui;margin:2rem auto;max-width:28rem;padding:0 1rem}button{font:inherit;padding:.6rem 1rem;margin:.25rem}</style></head><body>${body}</body></html>`;

/**
 * The sandbox payment provider's own pages and calls, standing in for a provider on another origin:
 * `POST /payments/sandbox/v1/tokens` (hosted card fields: a card number in, a token out) and the 3-D Secure
 * challenge page `GET|POST /payments/sandbox/v1/challenge/{authorisationId}`.
 * @example
 * app.route('/payments/sandbox/v1', paymentRoutes(db, now));
 */
export function paymentRoutes(db: Database, now: () => Date) {
  async function complete(authorisationId: string, outcome: 'authenticate' | 'fail') {
    const [authorisation] = await db
      .select()
      .from(paymentAuthorisations)
      .where(and(eq(paymentAuthorisations.id, authorisationId), eq(paymentAuthorisations.status, 'challenge_required')));
    if (!authorisation) throw new ApiError(404, 'API404', 'No challenge is waiting here');
    if (outcome === 'fail') return 'failed';
    // A one-time result: the shopper's browser carries it to the storefront, which patches the order with it.
    const result = randomBytes(18).toString('base64url');
    await db
      .update(paymentAuthorisations)
      .set({ challengeResultHash: hashChallengeResult(result), updatedAt: now() })
      .where(eq(paymentAuthorisations.id, authorisationId));
    return result;
  }

  return new Hono<AppEnv>()
    .post('/tokens', async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          number: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{13,19}$/, 'must be 13 to 19 digits')),
          expiryMonth: z.number().int().min(1).max(12),
          expiryYear: z.number().int().min(2000).max(2100),
          cvc: z.string().regex(/^\d{3,4}$/),
          holder: z.string().trim().min(2).max(60).optional(),
        }),
      );
      const type = cardType(body.number);
      if (!type || !luhnValid(body.number)) throw new ApiError(400, 'PYT400', 'The card number is not valid');
      const at = now();
      if (body.expiryYear < at.getUTCFullYear() || (body.expiryYear === at.getUTCFullYear() && body.expiryMonth < at.getUTCMonth() + 1)) {
        throw new ApiError(400, 'PYT402', 'The card has expired (CC_EXPIRY_DATE_INVALID)');
      }
      return c.json({
        token: tokeniseCard(body.number),
        cardType: type,
        lastFour: body.number.slice(-4),
        expirationMonth: body.expiryMonth,
        expirationYear: body.expiryYear,
        holder: body.holder ?? null,
      });
    })
    .get('/challenge/:authorisationId', async (c) => {
      const id = c.req.param('authorisationId');
      const [authorisation] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id));
      if (!authorisation || authorisation.status !== 'challenge_required') throw new ApiError(404, 'API404', 'No challenge is waiting here');
      c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
      const card = authorisation.card as { cardType?: string; lastFour?: string };
      return c.html(
        page(
          'Sandbox 3-D Secure',
          `<h1>Sandbox bank</h1><p>Confirm a payment of <strong>${escapeHtml(String(authorisation.amount))} ${escapeHtml(authorisation.currency)}</strong> with ${escapeHtml(card.cardType ?? 'card')} ending ${escapeHtml(card.lastFour ?? '')}.</p>` +
            `<form method="post"><button name="outcome" value="authenticate">Authenticate</button><button name="outcome" value="fail">Fail authentication</button></form>`,
        ),
      );
    })
    .post('/challenge/:authorisationId', async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        const form = await c.req.parseBody();
        const outcome = form.outcome === 'fail' ? 'fail' : 'authenticate';
        const result = await complete(c.req.param('authorisationId'), outcome);
        c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        return c.html(page('Sandbox 3-D Secure', `<h1>${outcome === 'fail' ? 'Authentication failed' : 'Authenticated'}</h1><p>challengeResult: <code>${escapeHtml(result)}</code></p>`));
      }
      const body = await readJsonBody(c, z.strictObject({ outcome: z.enum(['authenticate', 'fail']) }));
      return c.json({ challengeResult: await complete(c.req.param('authorisationId'), body.outcome) });
    });
}
