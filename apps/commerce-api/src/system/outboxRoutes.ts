import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { outboundMessages } from '../db/schema';
import { readQuery } from '../http/readQuery';

/**
 * `GET /testing/v1/outbox?recipient=&kind=`: the messages the platform "sent" to one address (newest first, at most
 * 20), as `{ messages: [{ kind, recipient, payload, createdAt }] }`. There is no mail server; this is how end-to-end
 * tests and a developer read a password-reset code or a bought gift card's number and PIN. Mounted only when
 * `createApp` gets `testRoutes: true` (`TEST_ROUTES=on`): messages hold secrets, so a real deployment never serves it.
 * @example
 * app.route('/testing/v1', outboxRoutes(db));
 */
export function outboxRoutes(db: Database) {
  return new Hono().get('/outbox', async (c) => {
    const query = readQuery(
      c,
      z.object({
        recipient: z.string().email().max(100),
        kind: z
          .string()
          .regex(/^[a-z_-]{1,40}$/)
          .optional(),
      }),
    );
    const rows = await db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.recipient, query.recipient.toLowerCase()),
          query.kind ? eq(outboundMessages.kind, query.kind) : undefined,
        ),
      )
      .orderBy(desc(outboundMessages.createdAt))
      .limit(20);
    return c.json({
      messages: rows.map((row) => ({
        kind: row.kind,
        recipient: row.recipient,
        payload: row.payload,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
}
