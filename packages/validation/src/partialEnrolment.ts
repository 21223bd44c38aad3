import { isBlank } from './isBlank';

/**
 * The profile fields whose absence makes an account partially enrolled (commerce-core §4), in the order
 * a profile-completion step asks for them.
 *
 * @example
 * ```ts
 * PARTIAL_ENROLMENT_FIELDS.includes('phone'); // true
 * ```
 */
export const PARTIAL_ENROLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;

/**
 * A field {@link partialEnrolment} checks.
 *
 * @example
 * ```ts
 * const field: PartialEnrolmentField = 'postalCode';
 * ```
 */
export type PartialEnrolmentField = (typeof PARTIAL_ENROLMENT_FIELDS)[number];

/**
 * The consumer details partial enrolment looks at (`consumerProfile.consumerDetails` has them).
 *
 * @example
 * ```ts
 * const details: PartialEnrolmentProfile = { email: 'ada@example.com', phone: '+447911123456' };
 * ```
 */
export type PartialEnrolmentProfile = Readonly<Partial<Record<'email' | PartialEnrolmentField, string | null>>>;

/**
 * The answer of {@link partialEnrolment}.
 *
 * @example
 * ```ts
 * const status: PartialEnrolmentStatus = { isPartial: true, missing: ['phone'] };
 * ```
 */
export interface PartialEnrolmentStatus {
  readonly isPartial: boolean;
  readonly missing: readonly PartialEnrolmentField[];
}

/**
 * Whether a profile is partially enrolled (commerce-core §4: an email exists but phone, first name, last
 * name, postal code or birth date is missing) and which of those fields are missing. Blank and
 * whitespace-only values count as missing. Without an email the account is not enrolled at all, so it is
 * not partial, but `missing` still lists the gaps.
 *
 * @example
 * ```ts
 * import { partialEnrolment } from '@switchback/validation';
 *
 * partialEnrolment({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: ' ' });
 * // { isPartial: true, missing: ['phone', 'postalCode', 'birthDate'] }
 * ```
 */
export function partialEnrolment(profile: PartialEnrolmentProfile | null | undefined): PartialEnrolmentStatus {
  const missing = PARTIAL_ENROLMENT_FIELDS.filter((field) => isBlank(profile?.[field]));
  return { isPartial: !isBlank(profile?.email) && missing.length > 0, missing };
}
