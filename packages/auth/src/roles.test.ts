import { describe, expect, it } from 'vitest';
import { guardProfileUpdate, ProfileNotLoadedError, rolesOf, spendProfileOf } from './roles';
import { spendBanner } from './spendBanner';

describe('rolesOf', () => {
  it('a guest is nothing else', () => {
    expect(rolesOf(null)).toMatchObject({ guest: true, registered: false, employee: false, usesWishlists: true });
    expect(
      rolesOf({ consumerType: 'GUEST', consumerDetails: { athlete: { currentSpend: 1, annualCredit: 2 } } }).athlete,
    ).toBe(false);
  });

  it('a registered loyalty member', () => {
    expect(rolesOf({ consumerType: 'REGISTERED', isLoyaltyMember: true })).toMatchObject({
      guest: false,
      registered: true,
      loyaltyMember: true,
    });
    expect(rolesOf({ consumerType: 'REGISTERED', memberId: 'M1' }).loyaltyMember).toBe(true);
  });

  it('an employee: terms pending until accepted, no wishlists', () => {
    expect(rolesOf({ consumerType: 'EMPLOYEE' })).toMatchObject({
      employee: true,
      employeeTermsPending: true,
      employeeDiscount: false,
      usesWishlists: false,
    });
    expect(rolesOf({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })).toMatchObject({
      employeeTermsPending: false,
      employeeDiscount: true,
    });
  });

  it('athlete, WRANX, IPA and associate', () => {
    const roles = rolesOf({
      consumerType: 'REGISTERED',
      consumerDetails: {
        athlete: { currentSpend: 1, annualCredit: 2 },
        identity: [{ type: 'WRANX' }, { type: 'IPA' }],
      },
      buyInStore: { storeId: '1001' },
    });
    expect(roles).toMatchObject({ athlete: true, wranx: true, ipa: true, associate: true });
  });
});

describe('spendProfileOf', () => {
  const employeeDetails = {
    employee: { currentSpend: 420, annualCap: 2000 },
    athlete: { currentSpend: 650, annualCredit: 3000 },
  };

  it('shows the employee cap only after the terms are accepted', () => {
    expect(
      spendBanner(spendProfileOf({ consumerDetails: employeeDetails, isEmployeeDiscountTCAccepted: true })),
    ).toMatchObject({ type: 'employee', remaining: 1580 });
    expect(
      spendBanner(spendProfileOf({ consumerDetails: employeeDetails, isEmployeeDiscountTCAccepted: false })),
    ).toMatchObject({ type: 'athlete', remaining: 2350 });
    expect(spendBanner(spendProfileOf({ consumerDetails: { employee: employeeDetails.employee } }))).toBeNull();
  });

  it('maps professional identities and skips unknown ones', () => {
    expect(
      spendBanner(
        spendProfileOf({
          consumerDetails: {
            identity: [
              { type: 'OTHER', currentSpend: 1, annualCredit: 5 },
              { type: 'WRANX', currentSpend: 120, annualCredit: 500 },
            ],
          },
        }),
      ),
    ).toEqual({
      type: 'WRANX',
      currentSpend: 120,
      limit: 500,
      remaining: 380,
    });
    expect(spendProfileOf(null)).toBeNull();
  });
});

describe('guardProfileUpdate', () => {
  it("fails with 'Profile not loaded' before the profile is loaded", () => {
    expect(() => guardProfileUpdate(undefined, { firstName: 'Alex' })).toThrow(new ProfileNotLoadedError());
    expect(() => guardProfileUpdate(null, { firstName: 'Alex' })).toThrow('Profile not loaded');
  });

  it('drops entries without a truthy value and skips an update with none', () => {
    expect(guardProfileUpdate({}, { firstName: 'Alex', phone: '', postalCode: null, birthDate: undefined })).toEqual({
      firstName: 'Alex',
    });
    expect(guardProfileUpdate({}, { phone: '', gender: null })).toBeNull();
  });
});
