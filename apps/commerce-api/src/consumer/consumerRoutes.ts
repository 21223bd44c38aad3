import { Hono } from 'hono';
import { z } from 'zod';
import { requireConsumer, requireRegistered } from '../auth/requireConsumer';
import type { ConsumerEnv } from '../auth/requireConsumer';
import type { TokenService } from '../auth/TokenService';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { readQuery } from '../http/readQuery';
import { requestSite } from '../sites/requestSite';
import { ConsumerService } from './ConsumerService';
import type { ProfileChanges } from './ConsumerService';
import {
  birthDateProblem,
  countryField,
  dateField,
  emailField,
  genderField,
  isCalendarDate,
  isEmail,
  nameField,
  phoneCodeField,
  phoneField,
  postalCodeField,
} from './fieldRules';
import { LoyaltyService } from './LoyaltyService';
import { normalisePhone } from './normalisePhone';
import { SubscriptionService } from './SubscriptionService';
import { SupportCaseService } from './SupportCaseService';
import { readWarrantyPhotos, type WarrantyPhoto } from './warrantyPhotos';
import { validationError } from '../http/validationError';

const flag = z.string().regex(/^(true|false)$/i, 'must be true or false');
// Interests are stored pipe-separated (spec §9); each one a short slug-like word.
const INTEREST = /^[A-Za-z0-9][A-Za-z0-9 _-]{0,39}$/;
const MAX_INTERESTS = 20;

const interestsField = z
  .string()
  .max(MAX_INTERESTS * 41)
  .transform((value) => [
    ...new Set(
      value
        .split('|')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (list) => list.length <= MAX_INTERESTS && list.every((entry) => INTEREST.test(entry)),
    'must be up to 20 pipe-separated interests',
  )
  .transform((list) => list.join('|'));

// Spec §7: the update body is consumerProfile with consumerDetails and preferences. The e-mail is the login and is
// not changed here.
const updateBody = z.strictObject({
  consumerProfile: z.strictObject({
    consumerDetails: z
      .strictObject({
        firstName: nameField.optional(),
        lastName: nameField.optional(),
        phone: phoneField.optional(),
        phoneCode: phoneCodeField.optional(),
        postalCode: postalCodeField.optional(),
        birthDate: dateField.optional(),
        gender: genderField.optional(),
        country: countryField.optional(),
      })
      .optional(),
    preferences: z
      .strictObject({
        interests: interestsField.optional(),
        preferredShoeSize: z
          .string()
          .trim()
          .max(8)
          .regex(/^[0-9A-Za-z. /]*$/)
          .nullable()
          .optional(),
      })
      .optional(),
    isEmployeeDiscountTCAccepted: z.literal(true).optional(),
  }),
});

const retrieveBody = z.strictObject({ consumerId: z.string().min(1).max(20), email: emailField });

const subscriptionBody = z.strictObject({
  subscriptions: z
    .array(
      z.strictObject({
        type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'Loyalty']),
        channel: z.enum(['email', 'sms']),
        optin: z.boolean(),
        phone: phoneField.optional(),
        phoneCode: phoneCodeField.optional(),
        category: z.string().max(40).optional(),
        region: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(6),
});

// Content-blocks §7: optIn true, campaignName, and for a guest the e-mail and acquisitionType 'Signup'.
const newsletterBody = z.strictObject({
  optIn: z.boolean(),
  campaignName: z.string().trim().min(1).max(200),
  email: emailField.optional(),
  acquisitionType: z.literal('Signup').optional(),
});

const notificationBody = z
  .strictObject({ email: z.boolean().optional(), sms: z.boolean().optional(), push: z.boolean().optional() })
  .refine((value) => Object.keys(value).length > 0, 'name at least one of email, sms, push');

const userDataBody = z.strictObject({ email: emailField.optional() });

const loyaltyTokenBody = z.strictObject({
  usid: z.string().max(100).optional(),
  referralCode: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
});

// Content-blocks §3 "Registration payload".
const eventRegistrationBody = z.strictObject({
  email: emailField,
  attendingDays: z
    .string()
    .max(400)
    .refine(
      (value) => value === '' || value.split(',').every((day) => isCalendarDate(day.trim())),
      'must be comma-joined YYYY-MM-DD dates',
    )
    .optional(),
  eventId: z.string().trim().min(1).max(100),
  eventTermsAccepted: z.literal(true, 'required checkbox'),
  firstName: nameField,
  lastName: nameField,
  gender: genderField.optional(),
  phoneNumber: phoneField.optional(),
  // The guest's name when the event allows a plus-one; checked only when filled.
  plusOne: z.union([z.literal(''), nameField]).optional(),
  registrationTimestamp: z.iso.datetime({ offset: true }),
});

const warrantyBody = z.strictObject({
  productId: z.string().trim().min(1).max(40),
  productName: z.string().trim().max(200).optional(),
  orderNumber: z.string().trim().max(40).optional(),
  purchaseDate: dateField.optional(),
  issueType: z.enum(['defect', 'damage', 'wear', 'other']),
  description: z.string().trim().min(10, 'Describe the problem in at least 10 characters').max(2000),
  phone: phoneField.optional(),
});

/**
 * The consumer calls of spec §7 under `/consumers-v3` (besides addresses, payment instruments and contact us,
 * which have their own route files): profile get/update/retrieve, lookup, subscriptions, the newsletter of
 * content-blocks §7, notification preferences, user data, loyalty, event registration and warranty.
 * @example
 * app.route('/consumers-v3', consumerRoutes(db, tokens, clock));
 */
export function consumerRoutes(db: Database, tokens: TokenService, now: () => Date) {
  const consumers = new ConsumerService(db, now);
  const subscriptions = new SubscriptionService(db, now);
  const loyalty = new LoyaltyService(db, now);
  const support = new SupportCaseService(db, now);
  const auth = requireConsumer(tokens);
  const registered = requireRegistered;

  return new Hono<ConsumerEnv>()
    .get('/consumer', auth, registered, async (c) => {
      const query = readQuery(c, z.object({ includeLoyaltySummary: flag.optional() }));
      const includeLoyaltySummary = query.includeLoyaltySummary?.toLowerCase() === 'true';
      return c.json(await consumers.getProfile(c.get('consumer').consumerNo, { includeLoyaltySummary }));
    })
    .put('/consumer', auth, registered, async (c) => {
      const { consumerProfile } = await readJsonBody(c, updateBody);
      const details = consumerProfile.consumerDetails ?? {};
      const consumerNo = c.get('consumer').consumerNo;
      const current = await consumers.getProfile(consumerNo);
      const countryCode = details.country ?? current.consumerDetails.country ?? (await requestSite(c, db)).countryCode;
      const changes: ProfileChanges = {
        firstName: details.firstName,
        lastName: details.lastName,
        postalCode: details.postalCode,
        birthDate: details.birthDate,
        gender: details.gender,
        countryCode: details.country,
        interests: consumerProfile.preferences?.interests,
        preferredShoeSize: consumerProfile.preferences?.preferredShoeSize,
        acceptEmployeeTerms: consumerProfile.isEmployeeDiscountTCAccepted,
      };
      if (details.birthDate) {
        const problem = birthDateProblem(details.birthDate, countryCode, now());
        if (problem) throw new ApiError(400, 'API400', `Field "consumerProfile.consumerDetails.birthDate": ${problem}`);
      }
      if (details.phone) {
        const phone = normalisePhone(details.phone, details.phoneCode, countryCode);
        if ('problem' in phone)
          throw new ApiError(400, 'API400', `Field "consumerProfile.consumerDetails.phone": ${phone.problem}`);
        changes.phone = { phone: details.phone, phoneCode: details.phoneCode ?? null, e164: phone.e164 };
      } else if (details.phoneCode) {
        throw new ApiError(400, 'API400', 'Field "consumerProfile.consumerDetails.phone" is required with phoneCode');
      }
      return c.json(await consumers.updateProfile(consumerNo, changes));
    })
    .post('/consumer', auth, async (c) => {
      const body = await readJsonBody(c, retrieveBody);
      return c.json(await consumers.retrieve(body.consumerId, body.email));
    })
    .get('/consumer/lookup', auth, async (c) => {
      const { email } = readQuery(c, z.object({ email: z.string().max(100) }));
      if (!isEmail(email.trim())) throw new ApiError(400, 'AUT453', 'Email is not valid');
      return c.json(await consumers.lookup(email.trim().toLowerCase()));
    })
    .get('/consumer/subscription', auth, registered, async (c) =>
      c.json({ subscriptions: await subscriptions.list(c.get('consumer').consumerNo) }),
    )
    .on(['POST', 'PUT'], '/consumer/subscription', auth, registered, async (c) => {
      const body = await readJsonBody(c, subscriptionBody);
      const consumerNo = c.get('consumer').consumerNo;
      const profile = await consumers.getProfile(consumerNo);
      const changes = body.subscriptions.map((entry) => {
        let phoneE164: string | undefined;
        if (entry.phone) {
          const phone = normalisePhone(entry.phone, entry.phoneCode, profile.consumerDetails.country ?? undefined);
          if ('problem' in phone) throw new ApiError(400, 'API400', `Field "subscriptions.phone": ${phone.problem}`);
          phoneE164 = phone.e164;
        }
        return {
          type: entry.type,
          channel: entry.channel,
          optin: entry.optin,
          phoneE164,
          category: entry.category,
          region: entry.region,
        };
      });
      return c.json({ subscriptions: await subscriptions.change(consumerNo, changes) });
    })
    .post('/consumer/newsletter', auth, async (c) => {
      const body = await readJsonBody(c, newsletterBody);
      const consumer = c.get('consumer');
      if (consumer.consumerType === 'GUEST' && !body.email) {
        throw new ApiError(400, 'API400', 'Field "email" is required');
      }
      const site = await requestSite(c, db);
      return c.json(
        await subscriptions.newsletter(consumer.consumerNo, {
          optIn: body.optIn,
          campaignName: body.campaignName,
          email: body.email,
          country: site.countryCode,
        }),
      );
    })
    .put('/consumer/notification', auth, registered, async (c) => {
      const body = await readJsonBody(c, notificationBody);
      const preferences = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Record<
        string,
        boolean
      >;
      return c.json({
        notificationPreferences: await consumers.setNotificationPreferences(c.get('consumer').consumerNo, preferences),
      });
    })
    .post('/consumer/retrieveUserData', auth, async (c) => {
      const body = await readJsonBody(c, userDataBody, { optional: true });
      return c.json(await consumers.userData(c.get('consumer').consumerNo, body?.email));
    })
    .post('/consumer/loyalty/token', auth, registered, async (c) => {
      const body = await readJsonBody(c, loyaltyTokenBody, { optional: true });
      // Spec §7: the storefront sends its leadSource query parameter in the source header.
      const leadSource = c.req.header('source')?.slice(0, 40);
      return c.json(
        await loyalty.issueToken(c.get('consumer').consumerNo, {
          usid: body?.usid,
          referralCode: body?.referralCode,
          leadSource,
        }),
      );
    })
    .get('/consumer/loyalty/vouchers', auth, registered, async (c) => {
      const site = await requestSite(c, db);
      return c.json(await loyalty.vouchers(c.get('consumer').consumerNo, site.currency));
    })
    .get('/consumer/loyalty/promo/welcome', auth, registered, async (c) => {
      const site = await requestSite(c, db);
      return c.json(await loyalty.welcomePromo(c.get('consumer').consumerNo, site.currency));
    })
    .post('/consumer/event-registration', auth, registered, async (c) => {
      const body = await readJsonBody(c, eventRegistrationBody);
      const consumerNo = c.get('consumer').consumerNo;
      const profile = await consumers.getProfile(consumerNo);
      // Content-blocks §5: the e-mail is read-only from the profile.
      if (body.email !== profile.consumerDetails.email) {
        throw new ApiError(400, 'API400', 'Field "email": must be the e-mail of the signed-in account');
      }
      const { eventId, ...payload } = body;
      const result = await support.registerForEvent(consumerNo, eventId, payload);
      return c.json(result.registration, result.created ? 201 : 200);
    })
    .post('/consumer/warranty', auth, registered, async (c) => {
      // JSON, or multipart/form-data with the same fields and up to three `photos` files (warrantyPhotos.ts).
      const multipart = /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
      let body: z.infer<typeof warrantyBody>;
      let photos: WarrantyPhoto[] = [];
      if (multipart) {
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw new ApiError(400, 'API400', 'The form data could not be read');
        });
        const { photos: sent, ...fields } = form;
        const text = Object.fromEntries(
          Object.entries(fields)
            .map(([name, value]) => [name, typeof value === 'string' ? value : Array.isArray(value) ? value : null])
            .filter(([, value]) => value !== ''),
        );
        const parsed = warrantyBody.safeParse(text);
        if (!parsed.success) throw validationError(parsed.error.issues, text);
        body = parsed.data;
        photos = await readWarrantyPhotos(sent === undefined ? [] : Array.isArray(sent) ? sent : [sent]);
      } else {
        body = await readJsonBody(c, warrantyBody);
      }
      const consumerNo = c.get('consumer').consumerNo;
      const profile = await consumers.getProfile(consumerNo);
      const created = await support.openWarranty({
        consumerNo,
        email: profile.consumerDetails.email,
        payload: body,
        photos,
      });
      return c.json(created, 201);
    });
}
