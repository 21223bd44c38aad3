import type { consumerProfiles, consumerProgrammes, consumers, consumerSubscriptions } from '../db/schema';
import { EMPLOYEE_DISCOUNT_PERCENT } from '../cart/employeeDiscount';
import { toAddressJson } from './toAddressJson';
import type { AddressJson, AddressRow } from './toAddressJson';

/** A subscription as the API answers it (spec §3 "Subscription"). */
export interface SubscriptionJson {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  channel: 'email' | 'sms';
  optin: boolean;
  doubleOptin: boolean;
  recipient: string;
  category: string | null;
  country: string | null;
  region: string | null;
  optinDate: string | null;
  optoutDate: string | null;
}

/** A spend programme entry: employees have an annual cap, the others an annual credit. */
export interface ProgrammeJson {
  id: string;
  currentSpend: number;
  currency: string;
}

/** Spec §3 "Consumer profile" plus the session and loyalty fields the storefront reads with it. */
export interface ProfileJson {
  consumerId: string;
  consumerNo: string;
  consumerType: string;
  memberId: string | null;
  isEmployeeDiscountTCAccepted: boolean;
  /** Spec §4: an e-mail but no phone, first or last name, postal code or birth date. */
  isPartiallyEnrolled: boolean;
  isLoyaltyMember: boolean;
  loyaltyOptInDate: string | null;
  consumerDetails: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    phone: string | null;
    phoneCode: string | null;
    postalCode: string | null;
    birthDate: string | null;
    gender: string | null;
    country: string | null;
    address: AddressJson[];
    employee:
      (ProgrammeJson & { annualCap: number; isEmployeeDiscountTCAccepted: boolean; discountPercent: number }) | null;
    athlete: (ProgrammeJson & { annualCredit: number }) | null;
    prosumer: (ProgrammeJson & { annualCredit: number; identityTypes: string[] }) | null;
    identity: (ProgrammeJson & { type: 'WRANX' | 'IPA'; annualCredit: number })[];
    source: { acquisitionType: string | null; campaignName: string | null };
  };
  enrollments: { type: 'Loyalty'; enrolledAt: string }[];
  preferences: { interests: string; preferredShoeSize: string | null };
  subscriptions: SubscriptionJson[];
  notificationPreferences: Record<string, boolean>;
  loyaltySummary?: { points: { balance: number }; currentLoyaltyPoints: number; memberId: string | null };
}

/** Everything a profile is rendered from. */
export interface ProfileParts {
  consumer: typeof consumers.$inferSelect;
  profile: typeof consumerProfiles.$inferSelect;
  addresses: AddressRow[];
  programmes: (typeof consumerProgrammes.$inferSelect)[];
  subscriptions: (typeof consumerSubscriptions.$inferSelect)[];
}

/**
 * Renders a subscription row.
 * @example
 * toSubscriptionJson(row); // { type: 'Newsletter', channel: 'email', optin: true, … }
 */
export function toSubscriptionJson(row: typeof consumerSubscriptions.$inferSelect): SubscriptionJson {
  return {
    type: row.type,
    channel: row.channel,
    optin: row.optin,
    doubleOptin: row.doubleOptin,
    recipient: row.recipient,
    category: row.category,
    country: row.country,
    region: row.region,
    optinDate: row.optinDate?.toISOString() ?? null,
    optoutDate: row.optoutDate?.toISOString() ?? null,
  };
}

/**
 * Whether a profile counts as partially enrolled (spec §4).
 * @example
 * isPartiallyEnrolled(profile); // true when the phone is missing
 */
export function isPartiallyEnrolled(profile: typeof consumerProfiles.$inferSelect): boolean {
  return !profile.phoneE164 || !profile.firstName || !profile.lastName || !profile.postalCode || !profile.birthDate;
}

/**
 * Renders a consumer's profile. The loyalty summary is added only when asked for (`includeLoyaltySummary`).
 * @example
 * const json = toProfileJson(parts, { includeLoyaltySummary: true });
 */
export function toProfileJson(parts: ProfileParts, options: { includeLoyaltySummary?: boolean } = {}): ProfileJson {
  const { consumer, profile } = parts;
  const programme = (name: string) => parts.programmes.find((entry) => entry.programme === name);
  const employee = programme('EMPLOYEE');
  const athlete = programme('ATHLETE');
  // Spend banner priority (spec §6): IPA before WRANX, so the professional summary shows IPA first.
  const identities = ['IPA', 'WRANX']
    .map(programme)
    .filter((entry) => entry !== undefined)
    .map((entry) => ({
      type: entry.programme as 'WRANX' | 'IPA',
      id: entry.externalId,
      currentSpend: entry.currentSpend,
      annualCredit: entry.annualLimit,
      currency: entry.currency,
    }));
  const [firstIdentity] = identities;
  return {
    consumerId: consumer.consumerNo,
    consumerNo: consumer.consumerNo,
    consumerType: consumer.consumerType,
    memberId: consumer.memberId,
    isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTcAccepted,
    isPartiallyEnrolled: isPartiallyEnrolled(profile),
    isLoyaltyMember: profile.isLoyaltyMember,
    loyaltyOptInDate: profile.loyaltyOptInDate?.toISOString() ?? null,
    consumerDetails: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      phoneCode: profile.phoneCode,
      postalCode: profile.postalCode,
      birthDate: profile.birthDate,
      gender: profile.gender,
      country: profile.countryCode,
      address: parts.addresses.map(toAddressJson),
      employee: employee
        ? {
            id: employee.externalId,
            currentSpend: employee.currentSpend,
            annualCap: employee.annualLimit,
            currency: employee.currency,
            discountPercent: EMPLOYEE_DISCOUNT_PERCENT,
            isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTcAccepted,
          }
        : null,
      athlete: athlete
        ? {
            id: athlete.externalId,
            currentSpend: athlete.currentSpend,
            annualCredit: athlete.annualLimit,
            currency: athlete.currency,
          }
        : null,
      prosumer: firstIdentity
        ? {
            id: firstIdentity.id,
            currentSpend: firstIdentity.currentSpend,
            annualCredit: firstIdentity.annualCredit,
            currency: firstIdentity.currency,
            identityTypes: identities.map((entry) => entry.type),
          }
        : null,
      identity: identities,
      source: { acquisitionType: profile.acquisitionType, campaignName: profile.campaignName },
    },
    enrollments:
      profile.isLoyaltyMember && profile.loyaltyOptInDate
        ? [{ type: 'Loyalty', enrolledAt: profile.loyaltyOptInDate.toISOString() }]
        : [],
    preferences: { interests: profile.interests, preferredShoeSize: profile.preferredShoeSize },
    subscriptions: parts.subscriptions.map(toSubscriptionJson),
    notificationPreferences: profile.notificationPreferences,
    ...(options.includeLoyaltySummary
      ? {
          loyaltySummary: {
            points: { balance: profile.loyaltyPoints },
            currentLoyaltyPoints: profile.loyaltyPoints,
            memberId: consumer.memberId,
          },
        }
      : {}),
  };
}
