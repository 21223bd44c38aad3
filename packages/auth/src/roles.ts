import { QUOTED_MESSAGES, type ConsumerProfile } from '@switchback/api-client';
import type { SpendProfile } from './spendBanner';

/**
 * The roles of commerce-core §6 a shopper holds. Several can hold at once (a loyalty member who is an athlete).
 *
 * @example
 * const roles: Roles = rolesOf({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true });
 */
export interface Roles {
  readonly guest: boolean;
  readonly registered: boolean;
  readonly loyaltyMember: boolean;
  readonly employee: boolean;
  /** The employee discount is shown only after the terms are accepted. */
  readonly employeeDiscount: boolean;
  /** An employee who has not accepted the discount terms must be prompted. */
  readonly employeeTermsPending: boolean;
  readonly athlete: boolean;
  readonly wranx: boolean;
  readonly ipa: boolean;
  readonly associate: boolean;
  /** Favourites and saved-for-later are skipped for employees (§6). */
  readonly usesWishlists: boolean;
}

/**
 * What {@link rolesOf} reads: a token answer, a consumer profile, or both merged, plus an open buy-in-store
 * session for the associate role.
 *
 * @example
 * const who: RoleFacts = { consumerType: 'REGISTERED', isLoyaltyMember: true };
 */
export interface RoleFacts {
  readonly consumerType?: string | null;
  readonly isEmployeeDiscountTCAccepted?: boolean | null;
  readonly isLoyaltyMember?: boolean | null;
  readonly memberId?: string | null;
  readonly consumerDetails?: Pick<ConsumerProfile['consumerDetails'], 'athlete' | 'employee' | 'identity'> | null;
  readonly buyInStore?: { readonly storeId: string } | null;
}

/**
 * The roles of a shopper (spec §6): guest without a registered consumer type; employee by consumerType EMPLOYEE
 * (or an employee programme entry); athlete, WRANX and IPA by the programme entries of the profile.
 *
 * @example
 * rolesOf({ consumerType: 'GUEST' }).guest; // true
 * rolesOf({ consumerType: 'EMPLOYEE' }).employeeTermsPending; // true
 */
export function rolesOf(facts: RoleFacts | null | undefined): Roles {
  const type = (facts?.consumerType ?? 'GUEST').toUpperCase();
  const guest = type === 'GUEST';
  const details = facts?.consumerDetails;
  const employee = !guest && (type === 'EMPLOYEE' || Boolean(details?.employee));
  const accepted = facts?.isEmployeeDiscountTCAccepted === true;
  const identities = details?.identity ?? [];
  return {
    guest,
    registered: !guest,
    loyaltyMember: !guest && (facts?.isLoyaltyMember === true || Boolean(facts?.memberId)),
    employee,
    employeeDiscount: employee && accepted,
    employeeTermsPending: employee && !accepted,
    athlete: !guest && Boolean(details?.athlete),
    wranx: !guest && identities.some((entry) => entry.type === 'WRANX'),
    ipa: !guest && identities.some((entry) => entry.type === 'IPA'),
    associate: Boolean(facts?.buyInStore?.storeId),
    usesWishlists: !employee,
  };
}

/**
 * The spend-banner view of a profile. An employee's cap counts only once the discount terms are accepted (§6:
 * the discount is shown only after acceptance).
 *
 * @example
 * spendBanner(spendProfileOf(profile));
 */
export function spendProfileOf(
  profile: Pick<ConsumerProfile, 'consumerDetails' | 'isEmployeeDiscountTCAccepted'> | null | undefined,
): SpendProfile | null {
  if (!profile) return null;
  const details = profile.consumerDetails;
  const number = (value: number | null | undefined) => (typeof value === 'number' ? value : Number.NaN);
  const employee =
    details.employee && profile.isEmployeeDiscountTCAccepted === true
      ? { currentSpend: number(details.employee.currentSpend), annualCap: number(details.employee.annualCap) }
      : null;
  const athlete = details.athlete
    ? { currentSpend: number(details.athlete.currentSpend), annualCredit: number(details.athlete.annualCredit) }
    : null;
  const identities = (details.identity ?? [])
    .filter(
      (entry): entry is typeof entry & { type: 'WRANX' | 'IPA' } => entry.type === 'WRANX' || entry.type === 'IPA',
    )
    .map((entry) => ({
      type: entry.type,
      currentSpend: number(entry.currentSpend),
      annualCredit: number(entry.annualCredit),
    }));
  return { employee, athlete, identities };
}

/**
 * Error thrown by a profile update made before the profile is loaded (spec §5, §8: 'Profile not loaded').
 *
 * @example
 * try { guardProfileUpdate(null, changes); } catch (error) { error instanceof ProfileNotLoadedError; }
 */
export class ProfileNotLoadedError extends Error {
  constructor() {
    super(QUOTED_MESSAGES.profileNotLoaded);
    this.name = 'ProfileNotLoadedError';
  }
}

/**
 * The profile guard of spec §5: an update before the profile is loaded fails with 'Profile not loaded'; entries
 * without a truthy value are dropped, and when nothing is left the update is skipped (`null`).
 *
 * @example
 * guardProfileUpdate(profile, { firstName: 'Alex', phone: '' }); // { firstName: 'Alex' }
 * guardProfileUpdate(profile, { phone: '' }); // null: skip the call
 * guardProfileUpdate(undefined, { firstName: 'Alex' }); // throws 'Profile not loaded'
 */
export function guardProfileUpdate<T extends Record<string, unknown>>(profile: unknown, changes: T): Partial<T> | null {
  if (profile === null || profile === undefined) throw new ProfileNotLoadedError();
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value) (kept as Record<string, unknown>)[key] = value;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}
