import * as z from 'zod/mini';
import { addressSchema } from './addressSchema';
import { maybe, maybeBoolean, maybeList, maybeString, opaqueList } from './fields';
import { loyaltySchema } from './loyaltySchema';
import { athleteSchema, employeeSchema } from './programmeSchema';
import { subscriptionSchema } from './subscriptionSchema';

/**
 * The consumer details of a profile (spec §3): names, contact, birth date, gender, addresses, the athlete,
 * employee and professional (`prosumer`) programmes, identities (`WRANX`, `IPA`) and the acquisition source.
 *
 * @example
 * const details = consumerDetailsSchema.parse(profile.consumerDetails);
 */
export const consumerDetailsSchema = z.looseObject({
  firstName: maybeString,
  lastName: maybeString,
  email: maybeString,
  phone: maybeString,
  phoneCode: maybeString,
  postalCode: maybeString,
  birthDate: maybeString,
  gender: maybeString,
  country: maybeString,
  address: maybeList(addressSchema),
  athlete: maybe(athleteSchema),
  employee: maybe(employeeSchema),
  prosumer: maybe(athleteSchema),
  identity: maybeList(athleteSchema),
  source: maybe(z.looseObject({ acquisitionType: maybeString, campaignName: maybeString })),
});

/**
 * A consumer profile (spec §3): details, enrolments, preferences (interests pipe-separated, preferred shoe size)
 * and subscriptions, plus the session and loyalty fields served with it (`includeLoyaltySummary`).
 *
 * @example
 * const profile = consumerProfileSchema.parse(body);
 * profile.preferences?.interests?.split('|');
 */
export const consumerProfileSchema = z.extend(loyaltySchema, {
  consumerId: maybeString,
  consumerNo: maybeString,
  consumerType: maybeString,
  memberId: maybeString,
  isEmployeeDiscountTCAccepted: maybeBoolean,
  isPartiallyEnrolled: maybeBoolean,
  consumerDetails: consumerDetailsSchema,
  enrollments: opaqueList,
  preferences: maybe(z.looseObject({ interests: maybeString, preferredShoeSize: maybeString })),
  subscriptions: maybeList(subscriptionSchema),
  /** Channels for order and service notifications (`PUT /consumers-v3/consumer/notification`): email, sms, push. */
  notificationPreferences: maybe(z.looseObject({ email: maybeBoolean, sms: maybeBoolean, push: maybeBoolean })),
});

/**
 * A parsed consumer profile.
 *
 * @example
 * const greeting = (p: ConsumerProfile) => `Hi ${p.consumerDetails.firstName ?? 'there'}`;
 */
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>;
/**
 * Parsed consumer details.
 *
 * @example
 * const fullName = (d: ConsumerDetails) => [d.firstName, d.lastName].filter(Boolean).join(' ');
 */
export type ConsumerDetails = z.infer<typeof consumerDetailsSchema>;
