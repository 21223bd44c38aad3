import { useRouteLoaderData } from 'react-router';
import type { EmployeePricing, ShopperStatus } from './authFlowView';

/**
 * The shopper's employee pricing from the root loader (commerce-core §6): set only for an employee who accepted the
 * discount terms and has cap left; null for everyone else.
 *
 * @example
 * const pricing = useEmployeePricing(); // { percent: 30, remaining: 1580, currency: 'USD' } or null
 */
export function useEmployeePricing(): EmployeePricing | null {
  const root = useRouteLoaderData('root') as { shopper?: ShopperStatus } | undefined;
  return root?.shopper?.employeePricing ?? null;
}

/**
 * A price with the employee discount taken off, rounded to the cent; null when the pricing does not apply (none, or
 * another currency).
 *
 * @example
 * employeePriceOf(100, 'USD', { percent: 30, remaining: 1580, currency: 'USD' }); // 70
 */
export function employeePriceOf(price: number, currency: string, pricing: EmployeePricing | null): number | null {
  if (!pricing || pricing.currency !== currency || price <= 0) return null;
  return Math.round(price * (100 - pricing.percent)) / 100;
}
