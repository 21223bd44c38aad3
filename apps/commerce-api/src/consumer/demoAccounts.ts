// The demo accounts of the README. Their passwords are public on purpose (this is demo data); the hashes are
// computed once with `hashPassword` so that seeding every test database stays instant.
import type { ConsumerType, PaymentMethodId, Programme } from '../db/schema';

/** Password of every demo consumer. */
export const DEMO_PASSWORD = 'Trailhead26';
/** Password of the demo store associates. */
export const DEMO_ASSOCIATE_PASSWORD = 'Associate26';

const DEMO_PASSWORD_HASH = 'scrypt$16384$8$1$47acGESA5f0bCvt70Eozhw$4em-EDaPq__yFK_ZN_e7Ci75MdZZj-9OoefULcnlFW8';
const DEMO_ASSOCIATE_PASSWORD_HASH =
  'scrypt$16384$8$1$4peiLWvyjGV-FVNn9Cih0g$EuQc_JHwPiRi6HTfubIQD9nx8InM3UbLdP44IrE7Wj4';

/** An address of a demo account. */
export interface DemoAddress {
  approachType: 'S' | 'B';
  main: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  province: string;
  postalCode: string;
  countryCode: string;
}

/** A demo consumer, as seeded. */
export interface DemoAccount {
  key: string;
  email: string;
  consumerType: ConsumerType;
  memberId?: string;
  isEmployeeDiscountTcAccepted?: boolean;
  passwordHash: string;
  siteId: string;
  firstName: string;
  lastName: string;
  phone?: string;
  phoneCode?: string;
  phoneE164?: string;
  postalCode?: string;
  birthDate?: string;
  gender?: string;
  countryCode: string;
  interests?: string;
  preferredShoeSize?: string;
  loyalty?: { points: number; optInDate: string };
  programmes?: {
    programme: Programme;
    externalId: string;
    currentSpend: number;
    annualLimit: number;
    currency: string;
  }[];
  addresses?: DemoAddress[];
  instruments?: {
    id: string;
    paymentMethodId: PaymentMethodId;
    main: boolean;
    fingerprint: string;
    details: Record<string, unknown>;
  }[];
  subscriptions?: { type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty'; channel: 'email' | 'sms' }[];
}

const denver: DemoAddress = {
  approachType: 'S',
  main: true,
  firstName: 'Alex',
  lastName: 'Rivera',
  phone: '3035550142',
  addressLine1: '1550 Wynkoop St',
  addressLine2: 'Apt 402',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};

/** Every demo consumer. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    key: 'registered',
    email: 'alex.rivera@example.com',
    consumerType: 'REGISTERED',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Alex',
    lastName: 'Rivera',
    phone: '3035550142',
    phoneCode: '+1',
    phoneE164: '+13035550142',
    postalCode: '80202',
    birthDate: '1988-04-12',
    gender: 'M',
    countryCode: 'US',
    interests: 'hiking|trail-running|camping',
    preferredShoeSize: '10',
    addresses: [
      denver,
      {
        ...denver,
        main: false,
        addressLine1: '2201 Pearl St',
        addressLine2: undefined,
        city: 'Boulder',
        postalCode: '80302',
      } as DemoAddress,
      { ...denver, approachType: 'B' },
    ],
    instruments: [
      {
        id: 'pi_demo_alex_visa',
        paymentMethodId: 'CREDIT_CARD',
        main: true,
        fingerprint: 'visa-4242-12-2029',
        details: {
          cardType: 'VISA',
          lastFour: '4242',
          holder: 'Alex Rivera',
          expirationMonth: 12,
          expirationYear: 2029,
          cardToken: 'sandbox_tok_visa_4242',
        },
      },
    ],
    subscriptions: [{ type: 'Newsletter', channel: 'email' }],
  },
  {
    // Partially enrolled (spec §4): an e-mail but no phone, postal code or birth date.
    key: 'partial',
    email: 'sam.patel@example.com',
    consumerType: 'REGISTERED',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Sam',
    lastName: 'Patel',
    countryCode: 'US',
  },
  {
    key: 'loyalty',
    email: 'maya.chen@example.com',
    consumerType: 'REGISTERED',
    memberId: 'M60000001',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Maya',
    lastName: 'Chen',
    phone: '7205550188',
    phoneCode: '+1',
    phoneE164: '+17205550188',
    postalCode: '80302',
    birthDate: '1991-09-30',
    gender: 'F',
    countryCode: 'US',
    interests: 'climbing|skiing',
    preferredShoeSize: '7.5',
    loyalty: { points: 1250, optInDate: '2025-03-01T10:00:00Z' },
    addresses: [
      {
        approachType: 'S',
        main: true,
        firstName: 'Maya',
        lastName: 'Chen',
        phone: '7205550188',
        addressLine1: '1900 Folsom St',
        city: 'Boulder',
        province: 'CO',
        postalCode: '80302',
        countryCode: 'US',
      },
    ],
    instruments: [
      {
        id: 'pi_demo_maya_reward5',
        paymentMethodId: 'REWARD_CODE',
        main: false,
        fingerprint: 'RWD-5OFF-MAYA',
        details: { code: 'RWD-5OFF-MAYA', amount: 5, currency: 'USD', expiresAt: '2027-03-31' },
      },
      {
        id: 'pi_demo_maya_reward10',
        paymentMethodId: 'REWARD_CODE',
        main: false,
        fingerprint: 'RWD-10OFF-MAYA',
        details: { code: 'RWD-10OFF-MAYA', amount: 10, currency: 'USD', expiresAt: '2027-06-30' },
      },
    ],
    subscriptions: [
      { type: 'Loyalty', channel: 'email' },
      { type: 'LoyaltyNewsletter', channel: 'email' },
    ],
  },
  {
    key: 'employee',
    email: 'jordan.blake@example.com',
    consumerType: 'EMPLOYEE',
    isEmployeeDiscountTcAccepted: false,
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Jordan',
    lastName: 'Blake',
    phone: '3035550177',
    phoneCode: '+1',
    phoneE164: '+13035550177',
    postalCode: '80205',
    birthDate: '1985-01-20',
    gender: 'X',
    countryCode: 'US',
    programmes: [
      { programme: 'EMPLOYEE', externalId: 'EMP-20417', currentSpend: 420, annualLimit: 2000, currency: 'USD' },
    ],
  },
  {
    key: 'athlete',
    email: 'kai.nakamura@example.com',
    consumerType: 'REGISTERED',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Kai',
    lastName: 'Nakamura',
    phone: '8015550119',
    phoneCode: '+1',
    phoneE164: '+18015550119',
    postalCode: '84101',
    birthDate: '1996-06-02',
    gender: 'M',
    countryCode: 'US',
    interests: 'trail-running|climbing',
    preferredShoeSize: '9',
    programmes: [
      { programme: 'ATHLETE', externalId: 'ATH-3301', currentSpend: 650, annualLimit: 3000, currency: 'USD' },
    ],
  },
  {
    key: 'wranx',
    email: 'riley.morgan@example.com',
    consumerType: 'REGISTERED',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-us',
    firstName: 'Riley',
    lastName: 'Morgan',
    phone: '4065550163',
    phoneCode: '+1',
    phoneE164: '+14065550163',
    postalCode: '59715',
    birthDate: '1990-11-11',
    gender: 'F',
    countryCode: 'US',
    programmes: [{ programme: 'WRANX', externalId: 'WRX-88412', currentSpend: 120, annualLimit: 500, currency: 'USD' }],
  },
  {
    key: 'ipa',
    email: 'casey.dubois@example.com',
    consumerType: 'REGISTERED',
    passwordHash: DEMO_PASSWORD_HASH,
    siteId: 'sb-ca',
    firstName: 'Casey',
    lastName: 'Dubois',
    phone: '4165550131',
    phoneCode: '+1',
    phoneE164: '+14165550131',
    postalCode: 'M5V 2T6',
    birthDate: '1987-07-14',
    gender: 'F',
    countryCode: 'CA',
    programmes: [{ programme: 'IPA', externalId: 'IPA-55190', currentSpend: 80, annualLimit: 750, currency: 'CAD' }],
  },
];

/** A demo store associate. Store ids match the demo stores of the catalogue seed. */
export interface DemoAssociate {
  id: string;
  storeId: string;
  storeName: string;
  name: string;
  login: string;
  passwordHash: string;
}

/** The demo store associates (agent login). */
export const demoAssociates: readonly DemoAssociate[] = [
  {
    id: 'E1001',
    storeId: '1001',
    storeName: 'Switchback Denver Flagship',
    name: 'Taylor Brooks',
    login: 'taylor.brooks',
    passwordHash: DEMO_ASSOCIATE_PASSWORD_HASH,
  },
  {
    id: 'E2001',
    storeId: '2001',
    storeName: 'Switchback Toronto Queen Street',
    name: 'Morgan Lee',
    login: 'morgan.lee',
    passwordHash: DEMO_ASSOCIATE_PASSWORD_HASH,
  },
];
