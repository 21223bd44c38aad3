import { Hono } from 'hono';
import { z } from 'zod';
import { checkBotResponse } from '../auth/botCheck';
import { requireConsumer, requireRegistered } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { nameField } from './fieldRules';
import { assertCardNotExpired, PaymentInstrumentService } from './PaymentInstrumentService';
import type { NewInstrument } from './PaymentInstrumentService';

const METHODS = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'REWARD_CARD',
  'REWARD_CODE',
  'PAYPAL',
  'KLARNA',
  'ATHLETES_PAYMENT',
  'LOYALTY_POINTS',
] as const;
const month = z.number().int().min(1).max(12);
const year = z.number().int().min(2000).max(2100);

// Card data arrives tokenised by the payment sandbox's hosted fields: never a full card number.
const saveBody = z.discriminatedUnion('payment_method_id', [
  z.strictObject({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: z.strictObject({
      cardToken: z.string().min(1).max(200),
      cardType: z.enum(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER']),
      lastFour: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
      holder: nameField.or(
        z
          .string()
          .trim()
          .min(2)
          .max(60)
          .regex(/^[\p{L}\p{M}\s,.'`-]+$/u, 'Name is not valid.'),
      ),
      expirationMonth: month,
      expirationYear: year,
    }),
    main: z.boolean().optional(),
    recaptcha_response: z.string().max(4096).optional(),
  }),
  z.strictObject({
    payment_method_id: z.enum(['GIFT_CARD', 'REWARD_CARD']),
    card: z.strictObject({ number: z.string().regex(/^\d{12,19}$/, 'must be 12 to 19 digits') }),
    main: z.boolean().optional(),
  }),
  z.strictObject({
    payment_method_id: z.literal('REWARD_CODE'),
    code: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/)
      .transform((value) => value.toUpperCase()),
    main: z.boolean().optional(),
  }),
]);

const patchBody = z
  .strictObject({
    main: z.boolean().optional(),
    holder: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .regex(/^[\p{L}\p{M}\s,.'`-]+$/u, 'Name is not valid.')
      .optional(),
    expirationMonth: month.optional(),
    expirationYear: year.optional(),
  })
  .refine((value) => Object.values(value).some((entry) => entry !== undefined), 'name at least one field to change');

/**
 * `GET` (optionally `?method=CREDIT_CARD`) and `POST /consumer/payment_instruments`, `PATCH` and
 * `DELETE /consumer/payment_instruments/:paymentInstrumentId`.
 * @example
 * app.route('/consumers-v3', paymentInstrumentRoutes(db, tokens, clock));
 */
export function paymentInstrumentRoutes(db: Database, tokens: TokenService, now: () => Date) {
  const instruments = new PaymentInstrumentService(db, now);
  const auth = requireConsumer(tokens);
  return new Hono<ConsumerEnv>()
    .get('/consumer/payment_instruments', auth, requireRegistered, async (c) => {
      const { method } = readQuery(c, z.object({ method: z.enum(METHODS).optional() }));
      return c.json({ payment_instruments: await instruments.list(c.get('consumer').consumerNo, method) });
    })
    .post('/consumer/payment_instruments', auth, requireRegistered, async (c) => {
      const body = await readJsonBody(c, saveBody);
      let input: NewInstrument;
      if (body.payment_method_id === 'CREDIT_CARD') {
        checkBotResponse(body.recaptcha_response);
        assertCardNotExpired(body.card.expirationMonth, body.card.expirationYear, now());
        input = { paymentMethodId: 'CREDIT_CARD', card: body.card, main: body.main };
      } else if (body.payment_method_id === 'REWARD_CODE') {
        input = { paymentMethodId: 'REWARD_CODE', code: body.code, main: body.main };
      } else {
        input = { paymentMethodId: body.payment_method_id, number: body.card.number, main: body.main };
      }
      return c.json(await instruments.save(c.get('consumer').consumerNo, input), 201);
    })
    .patch('/consumer/payment_instruments/:paymentInstrumentId', auth, requireRegistered, async (c) => {
      const body = await readJsonBody(c, patchBody);
      return c.json(await instruments.update(c.get('consumer').consumerNo, c.req.param('paymentInstrumentId'), body));
    })
    .delete('/consumer/payment_instruments/:paymentInstrumentId', auth, requireRegistered, async (c) => {
      const paymentInstrumentId = c.req.param('paymentInstrumentId');
      await instruments.remove(c.get('consumer').consumerNo, paymentInstrumentId);
      return c.json({ paymentInstrumentId, deleted: true });
    });
}
