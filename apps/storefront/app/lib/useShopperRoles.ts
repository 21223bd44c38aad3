import { rolesOf, type Roles } from '@switchback/auth';
import { useRouteLoaderData } from 'react-router';
import type { ShopperStatus } from './authFlowView';

/**
 * The roles of spec §6 for the shopper of this request, from the root loader's shopper status (a guest when there
 * is none, e.g. outside the shop's routes).
 *
 * @example
 * const { usesWishlists } = useShopperRoles(); // false for an employee: no favourites, no saved-for-later
 */
export function useShopperRoles(): Roles {
  const root = useRouteLoaderData('root') as { shopper?: ShopperStatus } | undefined;
  return rolesOf(root?.shopper?.registered ? { consumerType: root.shopper.consumerType ?? 'REGISTERED' } : null);
}
