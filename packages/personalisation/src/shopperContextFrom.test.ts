import { describe, expect, it } from 'vitest';
import { evaluateSegmentCondition } from './evaluateSegmentCondition';
import { segmentConditions } from './segmentConditions';
import { shopperContextFrom } from './shopperContextFrom';

// Profiles shaped as commerce-api serves its demo accounts (GET /consumers-v3/consumer).
const details = { firstName: 'A', employee: null, athlete: null, prosumer: null, identity: [] };
const alex = { consumerType: 'REGISTERED', isLoyaltyMember: false, consumerDetails: details };
const maya = { consumerType: 'REGISTERED', isLoyaltyMember: true, consumerDetails: details };
const jordan = {
  consumerType: 'EMPLOYEE',
  isLoyaltyMember: false,
  consumerDetails: { ...details, employee: { id: 'E-1', annualCap: 2000 } },
};
const kai = {
  consumerType: 'REGISTERED',
  isLoyaltyMember: false,
  consumerDetails: { ...details, athlete: { id: 'ATH-1', annualCredit: 1500 } },
};
const riley = {
  consumerType: 'REGISTERED',
  isLoyaltyMember: false,
  consumerDetails: { ...details, prosumer: { identityTypes: ['WRANX'] }, identity: [{ type: 'WRANX' }] },
};
const casey = {
  consumerType: 'REGISTERED',
  isLoyaltyMember: false,
  consumerDetails: { ...details, prosumer: { identityTypes: ['IPA'] }, identity: [{ type: 'IPA' }] },
};

const trueConditions = (facts: Parameters<typeof shopperContextFrom>[0], cart = 0) =>
  segmentConditions.filter((condition) => evaluateSegmentCondition(condition, shopperContextFrom(facts, cart)));

describe('shopperContextFrom', () => {
  it('reads a guest from no facts or a GUEST consumer, whatever flags come with it', () => {
    expect(shopperContextFrom(undefined)).toEqual({
      loggedIn: false,
      loyaltyMember: false,
      employee: false,
      athlete: false,
      identityTypes: [],
      cartItemCount: 0,
    });
    expect(
      shopperContextFrom({ consumerType: 'GUEST', isLoyaltyMember: true, identityTypes: ['IPA'] }, 2),
    ).toMatchObject({ loggedIn: false, loyaltyMember: false, identityTypes: [], cartItemCount: 2 });
    expect(trueConditions(null)).toEqual(['loggedout', 'cart-empty']);
  });

  it('puts each demo account in its segments', () => {
    expect(trueConditions(alex)).toEqual([
      'loggedin',
      'non-loyalty-loggedin',
      'non-employee-loggedin',
      'cart-empty',
      'non-ipa-wranx-loggedin',
      'non-wranx-loggedin',
      'non-ipa-loggedin',
      'non-athletes-loggedin',
    ]);
    expect(trueConditions(maya)).toContain('loyalty-loggedin');
    expect(trueConditions(jordan)).toContain('employee-loggedin');
    expect(trueConditions(kai)).toContain('athletes-loggedin');
    expect(trueConditions(riley)).toEqual(
      expect.arrayContaining(['wranx-loggedin', 'ipa-wranx-loggedin', 'non-ipa-loggedin']),
    );
    expect(trueConditions(casey)).toEqual(
      expect.arrayContaining(['ipa-loggedin', 'ipa-wranx-loggedin', 'non-wranx-loggedin']),
    );
    expect(trueConditions(alex, 3)).toContain('cart-not-empty');
  });

  it('reads the user-data shape of retrieveUserData too', () => {
    expect(
      shopperContextFrom(
        {
          isLoggedIn: true,
          isLoyaltyMember: true,
          isEmployee: true,
          isAthlete: true,
          identityTypes: ['IPA', 'WRANX', 'OTHER'],
        },
        1,
      ),
    ).toEqual({
      loggedIn: true,
      loyaltyMember: true,
      employee: true,
      athlete: true,
      identityTypes: ['WRANX', 'IPA'],
      cartItemCount: 1,
    });
    expect(shopperContextFrom({ isLoggedIn: false, isLoyaltyMember: true })).toMatchObject({
      loggedIn: false,
      loyaltyMember: false,
    });
  });

  it('counts a broken cart count as empty', () => {
    expect(shopperContextFrom(alex, Number.NaN).cartItemCount).toBe(0);
    expect(shopperContextFrom(alex, -2).cartItemCount).toBe(0);
    expect(shopperContextFrom(alex, 2.7).cartItemCount).toBe(2);
  });
});
