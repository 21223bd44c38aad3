import { Hono } from 'hono';
import { z } from 'zod';
import { checkBotResponse } from '../auth/botCheck';
import { requireConsumer } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { emailField, nameField, phoneField } from './fieldRules';
import { contactCategoriesIn, isContactSubject, SupportCaseService } from './SupportCaseService';

const contactBody = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phone: phoneField.optional(),
  orderNumber: z.string().trim().max(40).optional(),
  category: z.string().max(40),
  subject: z.string().max(40),
  message: z.string().trim().min(10, 'Write at least 10 characters').max(4000),
  botResponse: z.string().max(4096).optional(),
});

/**
 * `GET /contactus/categorySubject` (public, cacheable) and `POST /contactus` (any session, guest included), which
 * opens a support case and answers its number.
 * @example
 * app.route('/consumers-v3', contactRoutes(db, tokens, clock));
 */
export function contactRoutes(db: Database, tokens: TokenService, now: () => Date) {
  const support = new SupportCaseService(db, now);
  return new Hono<ConsumerEnv>()
    .get('/contactus/categorySubject', (c) => {
      c.header('cache-control', 'public, max-age=3600');
      // Labelled in the request's language (x-locale header or locale query parameter).
      c.header('vary', 'x-locale');
      return c.json({ categories: contactCategoriesIn(c.req.query('locale') ?? c.req.header('x-locale') ?? 'en-us') });
    })
    .post('/contactus', requireConsumer(tokens), async (c) => {
      const body = await readJsonBody(c, contactBody);
      checkBotResponse(body.botResponse);
      if (!isContactSubject(body.category, body.subject)) {
        throw new ApiError(
          400,
          'API400',
          'Field "subject": not a subject of that category; see /contactus/categorySubject',
        );
      }
      const { botResponse: _bot, ...payload } = body;
      const consumer = c.get('consumer');
      const created = await support.open({
        kind: 'contact',
        consumerNo: consumer.consumerNo,
        email: body.email,
        category: body.category,
        subject: body.subject,
        payload,
      });
      return c.json(created, 201);
    });
}
