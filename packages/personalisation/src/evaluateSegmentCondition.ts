import type { SegmentCondition } from './segmentConditions';

/**
 * A professional-programme identity a shopper may hold.
 *
 * @example
 * ```ts
 * const type: IdentityType = 'IPA';
 * ```
 */
export type IdentityType = 'WRANX' | 'IPA';

/**
 * What segment conditions are decided on. The app builds it from the session, the profile and the
 * cart; flags of a logged-out shopper are ignored by every `…-loggedin` condition.
 *
 * @example
 * ```ts
 * const shopper: ShopperContext = {
 *   loggedIn: true, loyaltyMember: true, employee: false, athlete: false, identityTypes: ['IPA'], cartItemCount: 2,
 * };
 * ```
 */
export interface ShopperContext {
  readonly loggedIn: boolean;
  readonly loyaltyMember: boolean;
  readonly employee: boolean;
  readonly athlete: boolean;
  readonly identityTypes: readonly IdentityType[];
  readonly cartItemCount: number;
}

type Check = (shopper: ShopperContext) => boolean;

const has =
  (type: IdentityType): Check =>
  (shopper) =>
    shopper.identityTypes.includes(type);
const either: Check = (shopper) => has('IPA')(shopper) || has('WRANX')(shopper);
// Every audience condition is about signed-in shoppers: "non-X-loggedin" means signed in AND not X,
// never "anyone who is not X", so a guest sees neither the X nor the non-X content.
const loggedIn =
  (check: Check): Check =>
  (shopper) =>
    shopper.loggedIn && check(shopper);
const not =
  (check: Check): Check =>
  (shopper) =>
    !check(shopper);
// NaN, negative or missing counts read as an empty cart rather than targeting cart-not-empty content.
const cartHasItems: Check = (shopper) => shopper.cartItemCount > 0;

const CONDITIONS: Readonly<Record<SegmentCondition, Check>> = {
  loggedout: (shopper) => !shopper.loggedIn,
  loggedin: (shopper) => shopper.loggedIn,
  'loyalty-loggedin': loggedIn((shopper) => shopper.loyaltyMember),
  'non-loyalty-loggedin': loggedIn((shopper) => !shopper.loyaltyMember),
  'employee-loggedin': loggedIn((shopper) => shopper.employee),
  'non-employee-loggedin': loggedIn((shopper) => !shopper.employee),
  'cart-empty': not(cartHasItems),
  'cart-not-empty': cartHasItems,
  'ipa-wranx-loggedin': loggedIn(either),
  'non-ipa-wranx-loggedin': loggedIn(not(either)),
  'wranx-loggedin': loggedIn(has('WRANX')),
  'non-wranx-loggedin': loggedIn(not(has('WRANX'))),
  'ipa-loggedin': loggedIn(has('IPA')),
  'non-ipa-loggedin': loggedIn(not(has('IPA'))),
  'athletes-loggedin': loggedIn((shopper) => shopper.athlete),
  'non-athletes-loggedin': loggedIn((shopper) => !shopper.athlete),
};

/**
 * Whether a shopper is in a segment. `non-X-loggedin` is true only for a signed-in shopper who is not
 * X; `ipa-wranx-loggedin` means holding either programme identity. The cart conditions hold for guests
 * too. A condition this version does not know (a typo or a newer CMS value) is false, so unknown
 * targeting falls back to the baseline instead of showing to everyone.
 *
 * @example
 * ```ts
 * import { evaluateSegmentCondition } from '@switchback/personalisation';
 *
 * const guest = { loggedIn: false, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 0 };
 * evaluateSegmentCondition('non-loyalty-loggedin', guest); // false: guests are not "logged in"
 * evaluateSegmentCondition('cart-empty', guest); // true
 * ```
 */
export function evaluateSegmentCondition(
  condition: SegmentCondition | (string & {}),
  shopper: ShopperContext,
): boolean {
  const check = Object.hasOwn(CONDITIONS, condition) ? CONDITIONS[condition as SegmentCondition] : undefined;
  return check ? check(shopper) : false;
}
