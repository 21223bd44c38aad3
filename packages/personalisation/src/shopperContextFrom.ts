import type { IdentityType, ShopperContext } from './evaluateSegmentCondition';

/**
 * A guest with an empty cart: no sign-in, programme or identity. What a shopper is before the session is read,
 * and the base to spread for other shoppers in tests and previews.
 *
 * @example
 * const member: ShopperContext = { ...GUEST_SHOPPER, loggedIn: true, loyaltyMember: true };
 */
export const GUEST_SHOPPER: Readonly<ShopperContext> = {
  loggedIn: false,
  loyaltyMember: false,
  employee: false,
  athlete: false,
  identityTypes: [],
  cartItemCount: 0,
};

/**
 * What the commerce API says about a shopper, in either of its shapes: the consumer profile
 * (`GET /consumers-v3/consumer`: `consumerType`, `isLoyaltyMember`, `consumerDetails.employee`, `.athlete`,
 * `.identity[].type`, `.prosumer.identityTypes`) or the user data of `POST …/retrieveUserData` (`isLoggedIn`,
 * `isLoyaltyMember`, `isEmployee`, `isAthlete`, `identityTypes`). Every field is optional; unknown fields are
 * ignored.
 *
 * @example
 * ```ts
 * const facts: ShopperFacts = { isLoggedIn: true, isLoyaltyMember: true, identityTypes: ['WRANX'] };
 * ```
 */
export interface ShopperFacts {
  readonly consumerType?: string | null | undefined;
  readonly isLoggedIn?: boolean | null | undefined;
  readonly isLoyaltyMember?: boolean | null | undefined;
  readonly isEmployee?: boolean | null | undefined;
  readonly isAthlete?: boolean | null | undefined;
  readonly identityTypes?: readonly string[] | null | undefined;
  readonly consumerDetails?:
    | {
        readonly employee?: unknown;
        readonly athlete?: unknown;
        readonly identity?:
          readonly ({ readonly type?: string | null | undefined } | null | undefined)[] | null | undefined;
        readonly prosumer?: { readonly identityTypes?: readonly string[] | null | undefined } | null | undefined;
      }
    | null
    | undefined;
}

const IDENTITY_TYPES: readonly IdentityType[] = ['WRANX', 'IPA'];
const isIdentityType = (value: unknown): value is IdentityType => IDENTITY_TYPES.includes(value as IdentityType);

/**
 * Builds the {@link ShopperContext} segment conditions are decided on from what the API says about the
 * shopper and the cart's item count. No facts (the session is unknown or the call failed) gives a guest; a
 * guest's programme flags are dropped, since every programme condition is about signed-in shoppers. An
 * identity type other than WRANX or IPA is ignored.
 *
 * @example
 * ```ts
 * const profile = await client.consumer.getProfile();
 * const shopper = shopperContextFrom(profile, cart.totalItemCount);
 * <BlockRenderer blocks={page.blocks} shopper={shopper} />
 * ```
 */
export function shopperContextFrom(facts: ShopperFacts | null | undefined, cartItemCount = 0): ShopperContext {
  const count = Number.isFinite(cartItemCount) && cartItemCount > 0 ? Math.floor(cartItemCount) : 0;
  const loggedIn = facts
    ? (facts.isLoggedIn ??
      (facts.consumerType !== undefined && facts.consumerType !== null && facts.consumerType !== 'GUEST'))
    : false;
  if (!facts || !loggedIn) {
    return { ...GUEST_SHOPPER, cartItemCount: count };
  }
  const details = facts.consumerDetails ?? undefined;
  const identities = new Set<IdentityType>();
  for (const type of [
    ...(facts.identityTypes ?? []),
    ...(details?.prosumer?.identityTypes ?? []),
    ...(details?.identity ?? []).map((entry) => entry?.type),
  ]) {
    if (isIdentityType(type)) identities.add(type);
  }
  return {
    loggedIn: true,
    loyaltyMember: facts.isLoyaltyMember === true,
    employee:
      facts.isEmployee === true ||
      facts.consumerType === 'EMPLOYEE' ||
      (details?.employee !== undefined && details.employee !== null),
    athlete: facts.isAthlete === true || (details?.athlete !== undefined && details.athlete !== null),
    identityTypes: IDENTITY_TYPES.filter((type) => identities.has(type)),
    cartItemCount: count,
  };
}
