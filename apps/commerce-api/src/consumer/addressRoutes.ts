import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer, requireRegistered } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { AddressService } from './AddressService';
import type { AddressFields } from './AddressService';
import {
  countryField,
  emailField,
  nameField,
  phoneCodeField,
  phoneField,
  postalCodeField,
  requiredText,
} from './fieldRules';
import { toAddressJson } from './toAddressJson';

// Spec §5 default address rules: lines and city at most 30, names 2 to 30, country, phone and postal code required.
const addressFields = {
  firstName: nameField,
  lastName: nameField,
  email: emailField.optional(),
  phone: phoneField,
  phoneCode: phoneCodeField.optional(),
  recipientContactPhone: phoneField.optional(),
  addressLine1: requiredText(30),
  addressLine2: z.string().trim().max(30, 'At most 30 characters').optional(),
  city: requiredText(30),
  province: z.string().trim().max(30).optional(),
  postalCode: postalCodeField,
  country: countryField.optional(),
  countryCode: countryField.optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  isValidated: z.boolean().optional(),
  subscriptions: z.strictObject({ newsletterConsent: z.boolean() }).optional(),
};

const createBody = z
  .strictObject(addressFields)
  .refine((value) => value.country !== undefined || value.countryCode !== undefined, {
    message: 'required',
    path: ['country'],
  })
  .refine((value) => !value.country || !value.countryCode || value.country === value.countryCode, {
    message: 'must equal countryCode',
    path: ['country'],
  });
const updateBody = z.strictObject(addressFields).partial();

type Body = Partial<z.output<typeof updateBody>>;

function toFields(body: Body): Partial<AddressFields> {
  const countryCode = body.countryCode ?? body.country;
  const fields: Partial<AddressFields> = {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    phoneCode: body.phoneCode,
    recipientContactPhone: body.recipientContactPhone,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2,
    city: body.city,
    province: body.province,
    postalCode: body.postalCode,
    countryCode,
    approachType: body.approachType,
    main: body.main,
    isValidated: body.isValidated,
    newsletterConsent: body.subscriptions?.newsletterConsent,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<AddressFields>;
}

/**
 * `POST /consumer/address` (answers `addressId` and the address), `PUT` and `DELETE /consumer/address/:addressId`,
 * and `GET /consumer/address` (the list, also in the profile). Main-flag rules in `AddressService`.
 * @example
 * app.route('/consumers-v3', addressRoutes(db, tokens, clock));
 */
export function addressRoutes(db: Database, tokens: TokenService, now: () => Date) {
  const addresses = new AddressService(db, now);
  const auth = requireConsumer(tokens);
  return new Hono<ConsumerEnv>()
    .get('/consumer/address', auth, requireRegistered, async (c) =>
      c.json({ addresses: (await addresses.list(c.get('consumer').consumerNo)).map(toAddressJson) }),
    )
    .post('/consumer/address', auth, requireRegistered, async (c) => {
      const body = await readJsonBody(c, createBody);
      const fields = { approachType: 'S', ...toFields(body) } as AddressFields;
      const row = await addresses.create(c.get('consumer').consumerNo, fields);
      return c.json({ addressId: row.id, address: toAddressJson(row) }, 201);
    })
    .put('/consumer/address/:addressId', auth, requireRegistered, async (c) => {
      const body = await readJsonBody(c, updateBody);
      if (body.country && body.countryCode && body.country !== body.countryCode) {
        throw new ApiError(400, 'API400', 'Field "country": must equal countryCode');
      }
      const row = await addresses.update(c.get('consumer').consumerNo, c.req.param('addressId'), toFields(body));
      return c.json({ addressId: row.id, address: toAddressJson(row) });
    })
    .delete('/consumer/address/:addressId', auth, requireRegistered, async (c) => {
      const addressId = c.req.param('addressId');
      await addresses.remove(c.get('consumer').consumerNo, addressId);
      return c.json({ addressId, deleted: true });
    });
}
