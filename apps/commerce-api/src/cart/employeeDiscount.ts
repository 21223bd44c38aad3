/**
 * Employee pricing (commerce-core §6 "Employee"): an employee who has accepted the discount terms pays
 * {@link EMPLOYEE_DISCOUNT_PERCENT} % less on merchandise, up to the yearly spend cap (`annualCap`). What the employee
 * pays for discounted merchandise counts against the cap (`currentSpend`); past the cap the rest is at the normal
 * price. Gift cards and other digital items are money, never discounted.
 */

/** The employee discount in percent of the selling price (after sale prices and product promotions). */
export const EMPLOYEE_DISCOUNT_PERCENT = 30;

/** The promotion id the employee discount is reported under on cart lines, in the promotion summary and on orders. */
export const EMPLOYEE_DISCOUNT_ID = 'EMPLOYEE_DISCOUNT';

/** The employee discount a cart may get: the rate and what is left of the yearly cap, in the cart's currency. */
export interface EmployeePricing {
  percent: number;
  /** `annualCap - currentSpend`, never below 0. */
  remaining: number;
}

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The employee discount on an eligible merchandise value, and the spend it adds to the cap. The whole value is
 * discounted while its discounted price fits in what is left of the cap; otherwise only the part whose discounted
 * price uses the cap up.
 * @example
 * employeeDiscountOf(100, { percent: 30, remaining: 1580 }); // { discount: 30, spend: 70 }
 * employeeDiscountOf(100, { percent: 30, remaining: 35 }); // { discount: 15, spend: 35 }
 * employeeDiscountOf(100, { percent: 30, remaining: 0 }); // { discount: 0, spend: 0 }
 */
export function employeeDiscountOf(eligible: number, pricing: EmployeePricing): { discount: number; spend: number } {
  const rate = pricing.percent / 100;
  const remaining = Math.max(0, pricing.remaining);
  if (eligible <= 0 || rate <= 0 || rate >= 1 || remaining <= 0) return { discount: 0, spend: 0 };
  const full = money(eligible * rate);
  if (money(eligible - full) <= remaining) return { discount: full, spend: money(eligible - full) };
  // Only the value whose discounted price equals what is left of the cap is discounted.
  return { discount: money((remaining * rate) / (1 - rate)), spend: money(remaining) };
}

/**
 * The employee pricing of a consumer, or undefined when none applies: not an employee, terms not accepted, or the
 * programme kept in another currency than the cart's.
 * @example
 * employeePricingOf({ consumerType: 'EMPLOYEE', termsAccepted: true, annualCap: 2000, currentSpend: 420, currency: 'USD' }, 'USD');
 * // { percent: 30, remaining: 1580 }
 */
export function employeePricingOf(
  employee:
    | { consumerType: string; termsAccepted: boolean; annualCap: number; currentSpend: number; currency: string }
    | undefined,
  cartCurrency: string,
): EmployeePricing | undefined {
  if (
    !employee ||
    employee.consumerType !== 'EMPLOYEE' ||
    !employee.termsAccepted ||
    employee.currency !== cartCurrency
  )
    return undefined;
  return {
    percent: EMPLOYEE_DISCOUNT_PERCENT,
    remaining: Math.max(0, money(employee.annualCap - employee.currentSpend)),
  };
}
