import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSegmentCondition } from './evaluateSegmentCondition';
import type { IdentityType, ShopperContext } from './evaluateSegmentCondition';
import { segmentConditions } from './segmentConditions';
import type { SegmentCondition } from './segmentConditions';
import { GUEST_SHOPPER } from './shopperContextFrom';

const guest: ShopperContext = GUEST_SHOPPER;
const member: ShopperContext = { ...guest, loggedIn: true };
const shopper = (overrides: Partial<ShopperContext>): ShopperContext => ({ ...member, ...overrides });

// For every condition: shoppers it must match and shoppers it must not.
const cases: Record<SegmentCondition, { yes: ShopperContext[]; no: ShopperContext[] }> = {
  loggedout: { yes: [guest, { ...guest, loyaltyMember: true, cartItemCount: 3 }], no: [member] },
  loggedin: { yes: [member, shopper({ employee: true })], no: [guest] },
  'loyalty-loggedin': {
    yes: [shopper({ loyaltyMember: true })],
    no: [member, { ...guest, loyaltyMember: true }],
  },
  'non-loyalty-loggedin': { yes: [member], no: [shopper({ loyaltyMember: true }), guest] },
  'employee-loggedin': { yes: [shopper({ employee: true })], no: [member, { ...guest, employee: true }] },
  'non-employee-loggedin': { yes: [member, shopper({ athlete: true })], no: [shopper({ employee: true }), guest] },
  'cart-empty': {
    yes: [guest, member, shopper({ cartItemCount: Number.NaN }), shopper({ cartItemCount: -1 })],
    no: [shopper({ cartItemCount: 1 }), { ...guest, cartItemCount: 4 }],
  },
  'cart-not-empty': {
    yes: [shopper({ cartItemCount: 1 }), { ...guest, cartItemCount: 4 }],
    no: [guest, member, shopper({ cartItemCount: Number.NaN })],
  },
  'ipa-wranx-loggedin': {
    yes: [
      shopper({ identityTypes: ['IPA'] }),
      shopper({ identityTypes: ['WRANX'] }),
      shopper({ identityTypes: ['WRANX', 'IPA'] }),
    ],
    no: [member, { ...guest, identityTypes: ['IPA'] }],
  },
  'non-ipa-wranx-loggedin': {
    yes: [member, shopper({ athlete: true })],
    no: [shopper({ identityTypes: ['IPA'] }), shopper({ identityTypes: ['WRANX'] }), guest],
  },
  'wranx-loggedin': {
    yes: [shopper({ identityTypes: ['WRANX'] }), shopper({ identityTypes: ['IPA', 'WRANX'] })],
    no: [shopper({ identityTypes: ['IPA'] }), member, { ...guest, identityTypes: ['WRANX'] }],
  },
  'non-wranx-loggedin': {
    yes: [member, shopper({ identityTypes: ['IPA'] })],
    no: [shopper({ identityTypes: ['WRANX'] }), guest],
  },
  'ipa-loggedin': {
    yes: [shopper({ identityTypes: ['IPA'] }), shopper({ identityTypes: ['WRANX', 'IPA'] })],
    no: [shopper({ identityTypes: ['WRANX'] }), member, { ...guest, identityTypes: ['IPA'] }],
  },
  'non-ipa-loggedin': {
    yes: [member, shopper({ identityTypes: ['WRANX'] })],
    no: [shopper({ identityTypes: ['IPA'] }), guest],
  },
  'athletes-loggedin': { yes: [shopper({ athlete: true })], no: [member, { ...guest, athlete: true }] },
  'non-athletes-loggedin': { yes: [member, shopper({ employee: true })], no: [shopper({ athlete: true }), guest] },
};

const shopperArbitrary: fc.Arbitrary<ShopperContext> = fc.record({
  loggedIn: fc.boolean(),
  loyaltyMember: fc.boolean(),
  employee: fc.boolean(),
  athlete: fc.boolean(),
  identityTypes: fc.subarray<IdentityType>(['WRANX', 'IPA']),
  cartItemCount: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.constant(Number.NaN)),
});

const pairs: Array<[SegmentCondition, SegmentCondition]> = [
  ['loyalty-loggedin', 'non-loyalty-loggedin'],
  ['employee-loggedin', 'non-employee-loggedin'],
  ['ipa-wranx-loggedin', 'non-ipa-wranx-loggedin'],
  ['wranx-loggedin', 'non-wranx-loggedin'],
  ['ipa-loggedin', 'non-ipa-loggedin'],
  ['athletes-loggedin', 'non-athletes-loggedin'],
];

describe('evaluateSegmentCondition', () => {
  it('has a case for every condition of the spec', () => {
    expect(Object.keys(cases).sort()).toEqual([...segmentConditions].sort());
  });

  describe.each(segmentConditions)('%s', (condition) => {
    it.each(cases[condition].yes.map((value, index) => [index, value] as const))('matches shopper #%i', (_, value) => {
      expect(evaluateSegmentCondition(condition, value)).toBe(true);
    });
    it.each(cases[condition].no.map((value, index) => [index, value] as const))(
      'does not match shopper #%i',
      (_, value) => {
        expect(evaluateSegmentCondition(condition, value)).toBe(false);
      },
    );
  });

  it.each(pairs)('%s and %s split signed-in shoppers exactly in two, and exclude guests', (yes, no) => {
    fc.assert(
      fc.property(shopperArbitrary, (value) => {
        const a = evaluateSegmentCondition(yes, value);
        const b = evaluateSegmentCondition(no, value);
        return value.loggedIn ? a !== b : !a && !b;
      }),
    );
  });

  it('loggedin and loggedout, cart-empty and cart-not-empty, are complements for everyone', () => {
    fc.assert(
      fc.property(
        shopperArbitrary,
        (value) =>
          evaluateSegmentCondition('loggedin', value) !== evaluateSegmentCondition('loggedout', value) &&
          evaluateSegmentCondition('cart-empty', value) !== evaluateSegmentCondition('cart-not-empty', value),
      ),
    );
  });

  it('ipa-wranx-loggedin is ipa-loggedin or wranx-loggedin', () => {
    fc.assert(
      fc.property(
        shopperArbitrary,
        (value) =>
          evaluateSegmentCondition('ipa-wranx-loggedin', value) ===
          (evaluateSegmentCondition('ipa-loggedin', value) || evaluateSegmentCondition('wranx-loggedin', value)),
      ),
    );
  });

  it('is false for conditions it does not know, including inherited property names', () => {
    for (const condition of ['vip-loggedin', '', 'LOGGEDIN', 'toString', '__proto__']) {
      expect(evaluateSegmentCondition(condition, member)).toBe(false);
      expect(evaluateSegmentCondition(condition, guest)).toBe(false);
    }
  });
});
