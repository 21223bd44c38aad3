/**
 * An employee's spend against the yearly discount cap.
 *
 * @example
 * ```ts
 * const employee: EmployeeSpend = { currentSpend: 420, annualCap: 1500 };
 * ```
 */
export interface EmployeeSpend {
  readonly currentSpend: number;
  readonly annualCap: number;
}

/**
 * An athlete's or professional-programme member's spend against the yearly credit.
 *
 * @example
 * ```ts
 * const athlete: CreditSpend = { currentSpend: 300, annualCredit: 2000 };
 * ```
 */
export interface CreditSpend {
  readonly currentSpend: number;
  readonly annualCredit: number;
}

/**
 * The parts of a consumer profile the spend banner reads. Missing or null entries mean the shopper
 * is not in that programme.
 *
 * @example
 * ```ts
 * const profile: SpendProfile = { identities: [{ type: 'IPA', currentSpend: 120, annualCredit: 800 }] };
 * ```
 */
export interface SpendProfile {
  readonly employee?: EmployeeSpend | null;
  readonly athlete?: CreditSpend | null;
  /** Professional-programme identities. */
  readonly identities?: ReadonlyArray<CreditSpend & { readonly type: 'WRANX' | 'IPA' }> | null;
}

/**
 * Which programme a spend banner is for.
 *
 * @example
 * ```ts
 * const type: SpendBannerType = 'athlete';
 * ```
 */
export type SpendBannerType = 'employee' | 'athlete' | 'IPA' | 'WRANX';

/**
 * What the spend banner shows: the programme, what has been spent, the yearly limit (the employee
 * cap or the programme credit) and what is left of it (never below 0).
 *
 * @example
 * ```ts
 * const banner: SpendBanner = { type: 'employee', currentSpend: 420, limit: 1500, remaining: 1080 };
 * ```
 */
export interface SpendBanner {
  readonly type: SpendBannerType;
  readonly currentSpend: number;
  readonly limit: number;
  readonly remaining: number;
}

function banner(type: SpendBannerType, currentSpend: number, limit: number): SpendBanner | null {
  // A programme entry without usable numbers cannot fill a banner; the next programme gets the slot.
  if (!Number.isFinite(currentSpend) || !Number.isFinite(limit)) return null;
  return { type, currentSpend, limit, remaining: Math.max(0, limit - currentSpend) };
}

/**
 * Chooses the one spend banner a shopper sees, by the priority employee, then athlete, then IPA, then
 * WRANX (commerce-core §6): employees against `annualCap`, the others against `annualCredit`.
 * `null` when the shopper is in none of them.
 *
 * @example
 * ```ts
 * import { spendBanner } from '@switchback/auth';
 *
 * spendBanner({
 *   athlete: { currentSpend: 300, annualCredit: 2000 },
 *   identities: [{ type: 'WRANX', currentSpend: 50, annualCredit: 500 }],
 * });
 * // { type: 'athlete', currentSpend: 300, limit: 2000, remaining: 1700 }
 * ```
 */
export function spendBanner(profile: SpendProfile | null | undefined): SpendBanner | null {
  if (!profile) return null;
  const { employee, athlete, identities } = profile;
  const identity = (type: 'IPA' | 'WRANX') => identities?.find((entry) => entry.type === type);
  const ipa = identity('IPA');
  const wranx = identity('WRANX');
  return (
    (employee ? banner('employee', employee.currentSpend, employee.annualCap) : null) ??
    (athlete ? banner('athlete', athlete.currentSpend, athlete.annualCredit) : null) ??
    (ipa ? banner('IPA', ipa.currentSpend, ipa.annualCredit) : null) ??
    (wranx ? banner('WRANX', wranx.currentSpend, wranx.annualCredit) : null)
  );
}
