import { Hono } from 'hono';
import { z } from 'zod';
import {
  birthDateProblem,
  countryField,
  dateField,
  emailField,
  genderField,
  isEmail,
  nameField,
  passwordField,
  phoneCodeField,
  phoneField,
  postalCodeField,
} from '../consumer/fieldRules';
import { normalisePhone } from '../consumer/normalisePhone';
import type { Database } from '../db/openDatabase';
import { ApiError } from '../http/ApiError';
import { readJsonBody } from '../http/readJsonBody';
import { validationError } from '../http/validationError';
import { requestSite } from '../sites/requestSite';
import type { AccountService } from './AccountService';
import { checkBotResponse } from './botCheck';
import { isS256Challenge } from './pkce';
import { requireConsumer, requireRegistered } from './requireConsumer';
import type { ConsumerEnv } from './requireConsumer';
import type { TokenService } from './TokenService';

const codeChallenge = z.string().refine(isS256Challenge, 'must be an S256 code challenge (43 base64url characters)');
const botResponse = z.string().max(4096).optional();

// Spec §7: type, username, password, codeChallenge and the bot check's response.
const signInBody = z.strictObject({
  type: z.literal('Registered').default('Registered'),
  username: z.string().trim().min(1, 'This field is required').max(100, 'Email is not valid'),
  password: z.string().min(1, 'This field is required').max(128),
  codeChallenge,
  codeChallengeMethod: z.literal('S256').optional(),
  botResponse,
});

const subscriptionChoice = z.strictObject({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'Loyalty']),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
});

// Spec §3 "Sign-up fields" plus the call's isTermsConfirmed, isTemporaryPassword, subscriptions, source and bot response.
const signUpBody = z.strictObject({
  email: emailField,
  password: passwordField.optional(),
  isTemporaryPassword: z.boolean().optional(),
  firstName: nameField,
  lastName: nameField,
  birthDate: dateField.optional(),
  phone: phoneField.optional(),
  phoneCode: phoneCodeField.optional(),
  postalCode: postalCodeField.optional(),
  gender: genderField.optional(),
  country: countryField.optional(),
  newsletter: z.boolean().optional(),
  loyaltyTerms: z.boolean().optional(),
  brandTerms: z.boolean().optional(),
  policy: z.boolean().optional(),
  optInAccepted: z.boolean().optional(),
  isTermsConfirmed: z.boolean(),
  subscriptions: z.array(subscriptionChoice).max(6).optional(),
  source: z
    .strictObject({ acquisitionType: z.string().max(40), campaignName: z.string().max(100).optional() })
    .optional(),
  codeChallenge,
  codeChallengeMethod: z.literal('S256').optional(),
  botResponse,
});

const signOutBody = z.strictObject({ refreshToken: z.string().min(1).max(200).optional() });
const changePasswordBody = z.strictObject({ currentPassword: z.string().min(1).max(128), newPassword: passwordField });
const resetPasswordBody = z.strictObject({ email: emailField, botResponse });
const confirmResetBody = z.strictObject({
  email: emailField,
  code: z.string().min(1).max(200),
  newPassword: passwordField,
});
const agentLoginBody = z.strictObject({
  storeId: z.string().trim().min(1).max(32),
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(128),
});

// A checkbox the form requires, reported like a field error so the client can place it.
function requireChecked(value: boolean | undefined, field: string): void {
  if (value === false) {
    throw new ApiError(400, 'API400', `Field "${field}": required checkbox`);
  }
}

/**
 * The authentication calls of spec §7 under `/consumers-v3`: sign-in (a PKCE authorization code), sign-up,
 * sign-out, change password, forgot/reset password and associate (agent) login. The token exchange itself is
 * `POST /token/v2/auth/token` in `tokenRoutes`.
 * @example
 * app.route('/consumers-v3', authRoutes({ db, tokens, accounts, now }));
 */
export function authRoutes(options: { db: Database; tokens: TokenService; accounts: AccountService; now: () => Date }) {
  const { db, tokens, accounts, now } = options;
  const auth = requireConsumer(tokens);
  return new Hono<ConsumerEnv>()
    .post('/auth/signin', async (c) => {
      const body = await readJsonBody(c, signInBody);
      if (!isEmail(body.username)) throw new ApiError(400, 'AUT453', 'Email is not valid');
      checkBotResponse(body.botResponse);
      return c.json(await accounts.signIn(body.username.toLowerCase(), body.password, body.codeChallenge));
    })
    .post('/auth/signup', async (c) => {
      const body = await readJsonBody(c, signUpBody);
      checkBotResponse(body.botResponse);
      requireChecked(body.isTermsConfirmed, 'isTermsConfirmed');
      requireChecked(body.policy, 'policy');
      const site = await requestSite(c, db);
      const countryCode = body.country ?? site.countryCode;
      if (!body.password && !body.isTemporaryPassword) {
        throw validationError([{ code: 'custom', path: ['password'], message: 'required', input: undefined }], body);
      }
      if (body.birthDate) {
        const problem = birthDateProblem(body.birthDate, countryCode, now());
        if (problem) throw new ApiError(400, 'API400', `Field "birthDate": ${problem}`);
      }
      let phoneE164: string | undefined;
      if (body.phone) {
        const phone = normalisePhone(body.phone, body.phoneCode, countryCode);
        if ('problem' in phone) throw new ApiError(400, 'API400', `Field "phone": ${phone.problem}`);
        phoneE164 = phone.e164;
      }
      const chosen = (type: string, channel: string) =>
        body.subscriptions?.find((entry) => entry.type === type && entry.channel === channel)?.optin;
      const smsOptIn = body.optInAccepted ?? chosen('Newsletter', 'sms') ?? false;
      if (smsOptIn && !phoneE164)
        throw new ApiError(400, 'API400', 'Field "phone": an SMS opt-in needs a phone number');
      const grant = await accounts.signUp(
        {
          email: body.email,
          password: body.password,
          isTemporaryPassword: body.isTemporaryPassword,
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthDate,
          phoneE164,
          phone: body.phone,
          phoneCode: body.phoneCode,
          postalCode: body.postalCode,
          gender: body.gender,
          countryCode,
          newsletter: body.newsletter ?? chosen('Newsletter', 'email') ?? false,
          smsOptIn,
          loyalty: body.loyaltyTerms ?? chosen('Loyalty', 'email') ?? false,
          acquisitionType: body.source?.acquisitionType,
          campaignName: body.source?.campaignName,
          codeChallenge: body.codeChallenge,
        },
        site,
      );
      const isPartiallyEnrolled = !phoneE164 || !body.postalCode || !body.birthDate;
      return c.json({ ...grant, consumerType: 'REGISTERED', isPartiallyEnrolled }, 201);
    })
    .post('/consumer/auth/signout', auth, async (c) => {
      const body = await readJsonBody(c, signOutBody, { optional: true });
      await accounts.signOut(c.get('consumer').consumerNo, c.get('accessToken'), body?.refreshToken);
      return c.json({ signedOut: true });
    })
    .post('/consumer/changepassword', auth, requireRegistered, async (c) => {
      const body = await readJsonBody(c, changePasswordBody);
      return c.json(
        await accounts.changePassword(c.get('consumer').consumerNo, body.currentPassword, body.newPassword),
      );
    })
    .post('/consumer/resetpassword', auth, async (c) => {
      const body = await readJsonBody(c, resetPasswordBody);
      checkBotResponse(body.botResponse);
      await accounts.requestPasswordReset(body.email);
      // The same answer whether or not the account exists.
      return c.json({ accepted: true }, 202);
    })
    .post('/confirmforgotpassword', async (c) => {
      const body = await readJsonBody(c, confirmResetBody);
      await accounts.confirmPasswordReset(body.email, body.code, body.newPassword);
      return c.json({ passwordReset: true });
    })
    .post('/consumer/agent/login', auth, async (c) => {
      const body = await readJsonBody(c, agentLoginBody);
      return c.json(
        await accounts.agentLogin(c.get('consumer').consumerNo, body.storeId, body.username, body.password),
      );
    });
}
