import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf, guestSession } from '../testing/api';
import { pkcePair, registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import { DEMO_PASSWORD } from './demoAccounts';
import type { AddressJson } from './toAddressJson';
import type { ProfileJson } from './toProfileJson';

let database: DatabaseHandle;
const clock = new Date('2026-10-01T09:00:00Z');
let app: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};
let guestToken: string;
let accountCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => clock });
  for (const [key, email] of Object.entries({
    alex: 'alex.rivera@example.com',
    sam: 'sam.patel@example.com',
    maya: 'maya.chen@example.com',
    jordan: 'jordan.blake@example.com',
    kai: 'kai.nakamura@example.com',
    riley: 'riley.morgan@example.com',
    casey: 'casey.dubois@example.com',
  })) {
    tokens[key] = (await registeredSession(app, email, DEMO_PASSWORD)).accessToken;
  }
  guestToken = (await guestSession(app)).accessToken;
});
afterAll(() => database?.close());

/** A fresh account (so tests that change things do not disturb each other), signed in. */
async function freshAccount(overrides: Record<string, unknown> = {}): Promise<{ token: string; email: string }> {
  accountCount += 1;
  const email = `consumer.test${accountCount}@example.com`;
  const body = {
    email,
    password: 'Summit2026',
    firstName: 'Lee',
    lastName: 'Ortiz',
    isTermsConfirmed: true,
    codeChallenge: pkcePair().codeChallenge,
    ...overrides,
  };
  const res = await call(app, 'POST', '/consumers-v3/auth/signup', { body });
  if (res.status !== 201) throw new Error(await res.text());
  return { token: (await registeredSession(app, email, 'Summit2026')).accessToken, email };
}

const profileOf = async (token: string, query = '') =>
  (await (await call(app, 'GET', `/consumers-v3/consumer${query}`, { token })).json()) as ProfileJson;

describe('profile', () => {
  it('answers the profile of spec §3 with addresses, subscriptions and preferences', async () => {
    const res = await call(app, 'GET', '/consumers-v3/consumer', { token: tokens.alex });
    expect(res.status).toBe(200);
    const profile = (await res.json()) as ProfileJson;
    expect(profile).toMatchObject({
      consumerId: expect.stringMatching(/^C\d+$/),
      consumerType: 'REGISTERED',
      isPartiallyEnrolled: false,
      isLoyaltyMember: false,
      consumerDetails: {
        firstName: 'Alex',
        lastName: 'Rivera',
        email: 'alex.rivera@example.com',
        phone: '3035550142',
        phoneCode: '+1',
        postalCode: '80202',
        birthDate: '1988-04-12',
        country: 'US',
        employee: null,
        athlete: null,
        prosumer: null,
        identity: [],
      },
      preferences: { interests: 'hiking|trail-running|camping', preferredShoeSize: '10' },
      subscriptions: [expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true })],
    });
    expect(profile.consumerDetails.address.map((a) => [a.approachType, a.main])).toEqual([
      ['S', true],
      ['S', false],
      ['B', true],
    ]);
    expect(profile).not.toHaveProperty('loyaltySummary');
  });

  it('adds the loyalty summary when asked, and shows programmes by role', async () => {
    const maya = await profileOf(tokens.maya as string, '?includeLoyaltySummary=true');
    expect(maya).toMatchObject({
      memberId: 'M60000001',
      isLoyaltyMember: true,
      enrollments: [{ type: 'Loyalty' }],
      loyaltySummary: { points: { balance: 1250 }, currentLoyaltyPoints: 1250 },
    });
    const jordan = await profileOf(tokens.jordan as string);
    expect(jordan).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
      consumerDetails: {
        employee: { currentSpend: 420, annualCap: 2000, currency: 'USD', isEmployeeDiscountTCAccepted: false },
      },
    });
    expect((await profileOf(tokens.kai as string)).consumerDetails.athlete).toMatchObject({
      currentSpend: 650,
      annualCredit: 3000,
    });
    expect((await profileOf(tokens.riley as string)).consumerDetails).toMatchObject({
      identity: [{ type: 'WRANX', currentSpend: 120, annualCredit: 500 }],
      prosumer: { identityTypes: ['WRANX'], currentSpend: 120, annualCredit: 500 },
    });
    expect((await profileOf(tokens.casey as string)).consumerDetails.identity).toEqual([
      { type: 'IPA', id: 'IPA-55190', currentSpend: 80, annualCredit: 750, currency: 'CAD' },
    ]);
    expect(await profileOf(tokens.sam as string)).toMatchObject({
      isPartiallyEnrolled: true,
      consumerDetails: { phone: null },
    });
  });

  it('answers a guest with 403 AUT404 and no token with 401', async () => {
    expect(await errorOf(await call(app, 'GET', '/consumers-v3/consumer', { token: guestToken }))).toMatchObject({
      status: 403,
      errorId: 'AUT404',
    });
    expect(await errorOf(await call(app, 'GET', '/consumers-v3/consumer'))).toMatchObject({
      status: 401,
      errorId: 'AUT432',
    });
    expect(
      await errorOf(await call(app, 'GET', '/consumers-v3/consumer?includeLoyaltySummary=yes', { token: tokens.alex })),
    ).toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });

  it('updates details and preferences; interests are stored pipe-separated without duplicates', async () => {
    const { token } = await freshAccount();
    const res = await call(app, 'PUT', '/consumers-v3/consumer', {
      token,
      body: {
        consumerProfile: {
          consumerDetails: {
            firstName: 'Léa',
            phone: '3035550123',
            phoneCode: '+1',
            postalCode: '80210',
            birthDate: '1992-05-06',
            gender: 'F',
          },
          preferences: { interests: 'hiking| climbing|hiking', preferredShoeSize: '8.5' },
        },
      },
    });
    expect(res.status).toBe(200);
    const profile = (await res.json()) as ProfileJson;
    expect(profile).toMatchObject({
      isPartiallyEnrolled: false,
      consumerDetails: {
        firstName: 'Léa',
        lastName: 'Ortiz',
        phone: '3035550123',
        postalCode: '80210',
        birthDate: '1992-05-06',
      },
      preferences: { interests: 'hiking|climbing', preferredShoeSize: '8.5' },
    });
  });

  it('refuses a phone of another account (AUT444), bad fields, unknown fields and the e-mail', async () => {
    const { token } = await freshAccount();
    const update = (consumerProfile: unknown) =>
      call(app, 'PUT', '/consumers-v3/consumer', { token, body: { consumerProfile } });
    expect(await errorOf(await update({ consumerDetails: { phone: '3035550142', phoneCode: '+1' } }))).toMatchObject({
      status: 409,
      errorIds: ['PHONE_NUMBER_ALREADY_IN_USE2', 'AUT444'],
    });
    const message = async (consumerProfile: unknown) =>
      (await errorOf(await update(consumerProfile))).body.errorDetails[0]?.message;
    expect(await message({ consumerDetails: { email: 'new@example.com' } })).toBe(
      'Unknown field "consumerProfile.consumerDetails.email"',
    );
    expect(await message({ consumerDetails: { lastName: 'X' } })).toBe(
      'Field "consumerProfile.consumerDetails.lastName": Name is not valid.',
    );
    expect(await message({ preferences: { interests: 'ok|<script>' } })).toMatch(/interests/);
    expect(await message({ isEmployeeDiscountTCAccepted: true })).toMatch(/only employees/);
    expect(await errorOf(await call(app, 'PUT', '/consumers-v3/consumer', { token, body: {} }))).toMatchObject({
      errorId: 'API400',
    });
  });

  it('lets an employee accept the discount terms, after which the session says so', async () => {
    const session = await registeredSession(app, 'jordan.blake@example.com', DEMO_PASSWORD);
    const res = await call(app, 'PUT', '/consumers-v3/consumer', {
      token: session.accessToken,
      body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } },
    });
    expect(((await res.json()) as ProfileJson).isEmployeeDiscountTCAccepted).toBe(true);
    expect((await registeredSession(app, 'jordan.blake@example.com', DEMO_PASSWORD)).isEmployeeDiscountTCAccepted).toBe(
      true,
    );
  });

  it('looks an e-mail up for the sign-in flow, and retrieves pre-fill data only when id and e-mail match', async () => {
    const lookup = (email: string) =>
      call(app, 'GET', `/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`, { token: guestToken });
    expect(await (await lookup('Alex.Rivera@example.com')).json()).toEqual({
      email: 'alex.rivera@example.com',
      exists: true,
    });
    expect(await (await lookup('new@example.com')).json()).toEqual({ email: 'new@example.com', exists: false });
    expect(await errorOf(await lookup('nope'))).toMatchObject({ status: 400, errorId: 'AUT453' });

    const sam = await profileOf(tokens.sam as string);
    const retrieve = (body: unknown) => call(app, 'POST', '/consumers-v3/consumer', { token: guestToken, body });
    expect(await (await retrieve({ consumerId: sam.consumerId, email: 'sam.patel@example.com' })).json()).toEqual({
      consumerId: sam.consumerId,
      email: 'sam.patel@example.com',
      firstName: 'Sam',
      lastName: 'Patel',
      postalCode: null,
      isPartiallyEnrolled: true,
    });
    expect(
      await errorOf(await retrieve({ consumerId: sam.consumerId, email: 'alex.rivera@example.com' })),
    ).toMatchObject({
      status: 404,
      errorId: 'PRO404',
    });
  });
});

describe('addresses', () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Lee',
    lastName: 'Ortiz',
    phone: '3035550150',
    addressLine1: '100 Main St',
    city: 'Denver',
    province: 'CO',
    postalCode: '80202',
    country: 'US',
    ...overrides,
  });

  it('makes the first address of each type main, and moves main when another one is made main', async () => {
    const { token } = await freshAccount();
    const add = async (body: unknown) => {
      const res = await call(app, 'POST', '/consumers-v3/consumer/address', { token, body });
      expect(res.status).toBe(201);
      return (await res.json()) as { addressId: string; address: AddressJson };
    };
    const first = await add(address());
    expect(first.address).toMatchObject({
      addressId: first.addressId,
      approachType: 'S',
      main: true,
      countryCode: 'US',
    });
    const second = await add(address({ addressLine1: '200 Main St' }));
    expect(second.address.main).toBe(false);
    const billing = await add(address({ approachType: 'B' }));
    expect(billing.address.main).toBe(true);
    const third = await add(address({ addressLine1: '300 Main St', main: true }));
    const mains = async () =>
      (await profileOf(token)).consumerDetails.address
        .filter((a) => a.main)
        .map((a) => a.addressId)
        .sort();
    expect(await mains()).toEqual([billing.addressId, third.addressId].sort());

    const made = await call(app, 'PUT', `/consumers-v3/consumer/address/${second.addressId}`, {
      token,
      body: { main: true },
    });
    expect(((await made.json()) as { address: AddressJson }).address.main).toBe(true);
    expect(await mains()).toEqual([billing.addressId, second.addressId].sort());

    // Deleting the main one hands the flag to the oldest remaining of its type.
    expect((await call(app, 'DELETE', `/consumers-v3/consumer/address/${second.addressId}`, { token })).status).toBe(
      200,
    );
    expect(await mains()).toEqual([billing.addressId, first.addressId].sort());
    // The only billing address stays main even when asked otherwise.
    const unflag = await call(app, 'PUT', `/consumers-v3/consumer/address/${billing.addressId}`, {
      token,
      body: { main: false, city: 'Aurora' },
    });
    expect(((await unflag.json()) as { address: AddressJson }).address).toMatchObject({ main: true, city: 'Aurora' });
    const list = (await (await call(app, 'GET', '/consumers-v3/consumer/address', { token })).json()) as {
      addresses: AddressJson[];
    };
    expect(list.addresses).toHaveLength(3);
  });

  it("applies the address rules of spec §5 and hides other accounts' addresses", async () => {
    const { token } = await freshAccount();
    const message = async (body: unknown) =>
      (await errorOf(await call(app, 'POST', '/consumers-v3/consumer/address', { token, body }))).body.errorDetails[0]
        ?.message;
    expect(await message(address({ addressLine1: 'x'.repeat(31) }))).toBe(
      'Field "addressLine1": At most 30 characters',
    );
    expect(await message(address({ city: '  ' }))).toBe('Field "city": This field is required');
    expect(await message(address({ firstName: 'L' }))).toBe('Field "firstName": Name is not valid.');
    expect(await message(address({ country: undefined }))).toBe('Field "country" is required');
    expect(await message(address({ postalCode: undefined }))).toBe('Field "postalCode" is required');
    expect(await message(address({ approachType: 'X' }))).toMatch(/approachType/);
    const alexAddress = (await profileOf(tokens.alex as string)).consumerDetails.address[0]?.addressId;
    expect(
      await errorOf(
        await call(app, 'PUT', `/consumers-v3/consumer/address/${alexAddress}`, { token, body: { city: 'Nope' } }),
      ),
    ).toMatchObject({
      status: 404,
      errorIds: ['ADDRESS_NOT_FOUND', 'PRO404'],
    });
    expect(
      await errorOf(await call(app, 'DELETE', '/consumers-v3/consumer/address/not-a-uuid', { token })),
    ).toMatchObject({ errorIds: ['ADDRESS_NOT_FOUND', 'PRO404'] });
  });
});

describe('payment instruments', () => {
  const visa = (overrides: Record<string, unknown> = {}) => ({
    payment_method_id: 'CREDIT_CARD',
    card: {
      cardToken: 'sandbox_tok_1',
      cardType: 'VISA',
      lastFour: '1111',
      holder: 'Lee Ortiz',
      expirationMonth: 4,
      expirationYear: 2030,
      ...overrides,
    },
  });

  it('saves a card (card.paymentInstrumentId), refuses the same card again (CCA400), lists by method, patches and deletes', async () => {
    const { token } = await freshAccount();
    const save = (body: unknown) => call(app, 'POST', '/consumers-v3/consumer/payment_instruments', { token, body });
    const res = await save({ ...visa(), recaptcha_response: 'ok' });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { payment_instrument_id: string; card: Record<string, unknown> };
    expect(saved).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      card: { paymentInstrumentId: saved.payment_instrument_id, main: true, cardType: 'VISA', lastFour: '1111' },
    });
    expect(saved.card).not.toHaveProperty('cardToken');
    expect(await errorOf(await save(visa({ cardToken: 'sandbox_tok_2' })))).toMatchObject({
      status: 409,
      errorId: 'CCA400',
    });
    const second = (await (await save(visa({ lastFour: '4444', cardType: 'MASTERCARD' }))).json()) as {
      payment_instrument_id: string;
    };
    expect((await save({ payment_method_id: 'GIFT_CARD', card: { number: '6006491234567890' } })).status).toBe(201);
    expect(
      await errorOf(await save({ payment_method_id: 'GIFT_CARD', card: { number: '6006491234567890' } })),
    ).toMatchObject({ errorId: 'CCA401' });
    expect((await save({ payment_method_id: 'REWARD_CODE', code: 'rwd-abc-123' })).status).toBe(201);

    const list = async (query = '') =>
      (
        (await (await call(app, 'GET', `/consumers-v3/consumer/payment_instruments${query}`, { token })).json()) as {
          payment_instruments: {
            payment_instrument_id: string;
            payment_method_id: string;
            card: Record<string, unknown>;
          }[];
        }
      ).payment_instruments;
    expect((await list()).map((entry) => entry.payment_method_id)).toEqual([
      'CREDIT_CARD',
      'CREDIT_CARD',
      'GIFT_CARD',
      'REWARD_CODE',
    ]);
    expect((await list('?method=REWARD_CODE'))[0]?.card).toMatchObject({ code: 'RWD-ABC-123' });
    expect((await list('?method=GIFT_CARD'))[0]?.card).toMatchObject({
      lastFour: '7890',
      maskedNumber: '************7890',
    });

    const patched = await call(
      app,
      'PATCH',
      `/consumers-v3/consumer/payment_instruments/${second.payment_instrument_id}`,
      {
        token,
        body: { main: true, expirationYear: 2031 },
      },
    );
    expect(await patched.json()).toMatchObject({ card: { main: true, expirationYear: 2031 } });
    expect((await list('?method=CREDIT_CARD')).map((entry) => entry.card.main)).toEqual([false, true]);
    const expired = await call(
      app,
      'PATCH',
      `/consumers-v3/consumer/payment_instruments/${second.payment_instrument_id}`,
      {
        token,
        body: { expirationYear: 2020 },
      },
    );
    expect(await errorOf(expired)).toMatchObject({ status: 400, errorIds: ['CC_EXPIRY_DATE_INVALID', 'API400'] });
    expect((await list('?method=CREDIT_CARD'))[1]?.card).toMatchObject({ expirationYear: 2031 });
    expect(
      (
        await call(app, 'DELETE', `/consumers-v3/consumer/payment_instruments/${second.payment_instrument_id}`, {
          token,
        })
      ).status,
    ).toBe(200);
    expect((await list('?method=CREDIT_CARD')).map((entry) => entry.card.main)).toEqual([true]);
    expect(
      await errorOf(
        await call(app, 'DELETE', `/consumers-v3/consumer/payment_instruments/${second.payment_instrument_id}`, {
          token,
        }),
      ),
    ).toMatchObject({
      status: 404,
      errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND', 'CCN404'],
    });
  });

  it("refuses expired cards, full card numbers, a failed bot check and other accounts' instruments", async () => {
    const { token } = await freshAccount();
    const save = (body: unknown) => call(app, 'POST', '/consumers-v3/consumer/payment_instruments', { token, body });
    expect(await errorOf(await save(visa({ expirationYear: 2026, expirationMonth: 9 })))).toMatchObject({
      status: 400,
      errorIds: ['CC_EXPIRY_DATE_INVALID', 'API400'],
    });
    expect((await errorOf(await save(visa({ number: '4111111111111111' })))).body.errorDetails[0]?.message).toBe(
      'Unknown field "card.number"',
    );
    expect(await errorOf(await save({ ...visa(), recaptcha_response: 'fail' }))).toMatchObject({
      status: 403,
      errorId: 'AUT403',
    });
    const maya = (await (
      await call(app, 'GET', '/consumers-v3/consumer/payment_instruments?method=REWARD_CODE', { token: tokens.maya })
    ).json()) as {
      payment_instruments: { payment_instrument_id: string }[];
    };
    expect(maya.payment_instruments).toHaveLength(2);
    const stolen = maya.payment_instruments[0]?.payment_instrument_id;
    expect(
      await errorOf(
        await call(app, 'PATCH', `/consumers-v3/consumer/payment_instruments/${stolen}`, {
          token,
          body: { main: true },
        }),
      ),
    ).toMatchObject({
      errorIds: ['PAYMENT_INSTRUMENT_NOT_FOUND', 'CCN404'],
    });
    expect(
      await errorOf(await call(app, 'GET', '/consumers-v3/consumer/payment_instruments?method=CASH', { token })),
    ).toMatchObject({ errorId: 'API400' });
  });
});

describe('subscriptions and newsletter', () => {
  it('opts in to SMS with the profile phone, and out again', async () => {
    const { token } = await freshAccount({ phone: '3035550160', phoneCode: '+1' });
    const change = (body: unknown, method = 'POST') =>
      call(app, method, '/consumers-v3/consumer/subscription', { token, body });
    const res = await change({ subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] });
    expect(await res.json()).toEqual({
      subscriptions: [
        expect.objectContaining({
          type: 'Newsletter',
          channel: 'sms',
          optin: true,
          recipient: '+13035550160',
          optoutDate: null,
        }),
      ],
    });
    await change({ subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: false }] }, 'PUT');
    const list = (await (await call(app, 'GET', '/consumers-v3/consumer/subscription', { token })).json()) as {
      subscriptions: { optin: boolean; optoutDate: string }[];
    };
    expect(list.subscriptions[0]).toMatchObject({ optin: false, optoutDate: clock.toISOString() });
  });

  it('needs a phone for SMS', async () => {
    const { token } = await freshAccount();
    const res = await call(app, 'POST', '/consumers-v3/consumer/subscription', {
      token,
      body: { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] },
    });
    expect((await errorOf(res)).body.errorDetails[0]?.message).toMatch(/phone/);
  });

  it('signs a guest up to the newsletter with an e-mail, and a member with the account e-mail', async () => {
    const guest = await guestSession(app);
    const newsletter = (token: string, body: unknown) =>
      call(app, 'POST', '/consumers-v3/consumer/newsletter', { token, body });
    expect(await errorOf(await newsletter(guest.accessToken, { optIn: true, campaignName: '/en-us' }))).toMatchObject({
      errorId: 'API400',
    });
    const res = await newsletter(guest.accessToken, {
      optIn: true,
      campaignName: '/en-us',
      email: 'Guest@Example.com',
      acquisitionType: 'Signup',
    });
    expect(await res.json()).toEqual({
      subscribed: true,
      alreadySubscribed: false,
      email: 'guest@example.com',
      campaignName: '/en-us',
    });
    const again = await newsletter(guest.accessToken, {
      optIn: true,
      campaignName: '/en-us',
      email: 'guest@example.com',
    });
    expect(await again.json()).toMatchObject({ alreadySubscribed: true });
    const data = (await (
      await call(app, 'POST', '/consumers-v3/consumer/retrieveUserData', {
        token: guest.accessToken,
        body: { email: 'guest@example.com' },
      })
    ).json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      isLoggedIn: false,
      consumerType: 'GUEST',
      newsletterSubscribed: true,
      hashedEmail: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(
      await (await newsletter(tokens.alex as string, { optIn: true, campaignName: 'footer' })).json(),
    ).toMatchObject({
      email: 'alex.rivera@example.com',
      alreadySubscribed: true,
    });
  });
});

describe('loyalty, notification, user data', () => {
  it('gives a member points and vouchers, eligible by points', async () => {
    const res = await call(app, 'GET', '/consumers-v3/consumer/loyalty/vouchers', { token: tokens.maya });
    expect(await res.json()).toEqual({
      isLoyaltyMember: true,
      currentLoyaltyPoints: 1250,
      applicableLoyaltyVouchers: [
        { id: 'LV500', points: 500, amountInCurrency: 5, currency: 'USD', available: true, eligible: true },
        { id: 'LV1000', points: 1000, amountInCurrency: 10, currency: 'USD', available: true, eligible: true },
        { id: 'LV2000', points: 2000, amountInCurrency: 20, currency: 'USD', available: true, eligible: false },
      ],
    });
  });

  it('enrols a non-member on the loyalty token call, which then offers the welcome promotion', async () => {
    const { token } = await freshAccount();
    expect(
      await (await call(app, 'GET', '/consumers-v3/consumer/loyalty/promo/welcome', { token })).json(),
    ).toMatchObject({ eligible: false, couponCode: null });
    const res = await call(app, 'POST', '/consumers-v3/consumer/loyalty/token', {
      token,
      body: { usid: 'usid-1', referralCode: 'FRIEND10' },
      headers: { source: 'instagram' },
    });
    expect(await res.json()).toMatchObject({
      loyaltyToken: expect.stringMatching(/^sbl_/),
      isLoyaltyMember: true,
      enrolled: true,
      memberId: expect.stringMatching(/^M\d+$/),
    });
    expect(
      await (await call(app, 'GET', '/consumers-v3/consumer/loyalty/promo/welcome', { token })).json(),
    ).toMatchObject({
      eligible: true,
      promotionId: 'WELCOME15',
      couponCode: 'WELCOME15',
      calloutMessage: expect.stringContaining('WELCOME15|'),
      minimumOrder: 100,
      currency: 'USD',
    });
    const again = await call(app, 'POST', '/consumers-v3/consumer/loyalty/token', { token });
    expect(await again.json()).toMatchObject({ enrolled: false });
    expect(
      await errorOf(await call(app, 'POST', '/consumers-v3/consumer/loyalty/token', { token: guestToken })),
    ).toMatchObject({ status: 403 });
  });

  it('stores notification preferences and reports user data for segments', async () => {
    const res = await call(app, 'PUT', '/consumers-v3/consumer/notification', {
      token: tokens.kai,
      body: { sms: true, push: false },
    });
    expect(await res.json()).toEqual({ notificationPreferences: { sms: true, push: false } });
    expect(
      await errorOf(await call(app, 'PUT', '/consumers-v3/consumer/notification', { token: tokens.kai, body: {} })),
    ).toMatchObject({ errorId: 'API400' });
    const data = await (
      await call(app, 'POST', '/consumers-v3/consumer/retrieveUserData', { token: tokens.kai })
    ).json();
    expect(data).toMatchObject({ isLoggedIn: true, isAthlete: true, isEmployee: false, identityTypes: [] });
    const casey = await (
      await call(app, 'POST', '/consumers-v3/consumer/retrieveUserData', { token: tokens.casey, body: {} })
    ).json();
    expect(casey).toMatchObject({ identityTypes: ['IPA'], country: 'CA' });
  });
});

describe('event registration, warranty, contact us', () => {
  const registration = (overrides: Record<string, unknown> = {}) => ({
    email: 'alex.rivera@example.com',
    attendingDays: '2026-10-10,2026-10-11',
    eventId: 'trail-days-2026',
    eventTermsAccepted: true,
    firstName: 'Alex',
    lastName: 'Rivera',
    phoneNumber: '3035550142',
    plusOne: 'Jamie Rivera',
    registrationTimestamp: '2026-10-01T09:00:00.000Z',
    ...overrides,
  });

  it('registers for an event once, updating on a second call', async () => {
    const register = (body: unknown) =>
      call(app, 'POST', '/consumers-v3/consumer/event-registration', { token: tokens.alex, body });
    const res = await register(registration());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      eventId: 'trail-days-2026',
      status: 'REGISTERED',
      registrationId: expect.any(String),
    });
    expect((await register(registration({ plusOne: '' }))).status).toBe(200);
    const message = async (overrides: Record<string, unknown>) =>
      (await errorOf(await register(registration(overrides)))).body.errorDetails[0]?.message;
    expect(await message({ eventTermsAccepted: false })).toBe('Field "eventTermsAccepted": required checkbox');
    expect(await message({ email: 'someone@example.com' })).toMatch(/signed-in account/);
    expect(await message({ plusOne: 'J' })).toMatch(/plusOne/);
    expect(await message({ attendingDays: '2026-13-01' })).toMatch(/attendingDays/);
    expect(
      await errorOf(
        await call(app, 'POST', '/consumers-v3/consumer/event-registration', {
          token: guestToken,
          body: registration(),
        }),
      ),
    ).toMatchObject({ status: 403 });
  });

  it('opens a warranty case and a contact-us case with category subjects', async () => {
    const warranty = await call(app, 'POST', '/consumers-v3/consumer/warranty', {
      token: tokens.alex,
      body: {
        productId: 'SB1000001',
        issueType: 'defect',
        description: 'The zip broke after two hikes.',
        purchaseDate: '2026-05-01',
      },
    });
    expect(warranty.status).toBe(201);
    expect(await warranty.json()).toMatchObject({ caseNumber: expect.stringMatching(/^CS\d+$/), status: 'OPEN' });

    const subjects = await call(app, 'GET', '/consumers-v3/contactus/categorySubject');
    expect(subjects.headers.get('cache-control')).toBe('public, max-age=3600');
    const { categories } = (await subjects.json()) as {
      categories: { category: string; subjects: { subject: string }[] }[];
    };
    expect(categories.map((entry) => entry.category)).toEqual(['orders', 'returns', 'products', 'account']);
    // On the French site the same codes, labelled in French.
    const french = (await (
      await call(app, 'GET', '/consumers-v3/contactus/categorySubject', { headers: { 'x-locale': 'fr_CA' } })
    ).json()) as { categories: { category: string; label: string; subjects: { subject: string; label: string }[] }[] };
    expect(french.categories[0]).toMatchObject({ category: 'orders', label: 'Commandes et livraison' });
    expect(french.categories[0]?.subjects[0]).toEqual({ subject: 'order-status', label: 'Où est ma commande\u00a0?' });
    const contact = (body: Record<string, unknown>) =>
      call(app, 'POST', '/consumers-v3/contactus', {
        token: guestToken,
        body: {
          firstName: 'Robin',
          lastName: 'Hale',
          email: 'robin@example.com',
          category: 'orders',
          subject: 'order-status',
          message: 'Where is order 12345?',
          ...body,
        },
      });
    expect((await contact({})).status).toBe(201);
    expect(await errorOf(await contact({ subject: 'sizing' }))).toMatchObject({ status: 400, errorId: 'API400' });
    expect(await errorOf(await contact({ message: 'short' }))).toMatchObject({ errorId: 'API400' });
    expect(
      await errorOf(await call(app, 'POST', '/consumers-v3/contactus', { body: { firstName: 'Robin' } })),
    ).toMatchObject({ status: 401 });
  });
});

describe('method and path errors', () => {
  it('answers 405 with Allow on consumer paths', async () => {
    const res = await call(app, 'DELETE', '/consumers-v3/consumer', { token: tokens.alex });
    expect(await errorOf(res)).toMatchObject({ status: 405, errorId: 'API405' });
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT');
  });
});
