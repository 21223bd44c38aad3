import { describe, expect, it } from 'vitest';
import { applicableVoucher, voucherChoices } from './loyaltyVouchers';

const offered = [
  { id: 'LV2000', points: 2000, amountInCurrency: 20, available: true },
  { id: 'LV500', points: 500, amountInCurrency: 5, available: true },
  { id: 'LV1000', points: 1000, amountInCurrency: 10, available: true },
];

describe('voucherChoices', () => {
  it('lets a member with 1 250 points apply the 500 and 1 000 vouchers but not the 2 000 one, which is 750 short', () => {
    const choices = voucherChoices(offered, { points: 1250, member: true });
    expect(choices.map((choice) => [choice.id, choice.applicable, choice.refusal, choice.pointsShort])).toEqual([
      ['LV500', true, null, 0],
      ['LV1000', true, null, 0],
      ['LV2000', false, 'NOT_ENOUGH_POINTS', 750],
    ]);
  });

  it('applies a voucher when the points exactly meet it', () => {
    expect(
      voucherChoices(offered, { points: 1000, member: true }).find((choice) => choice.id === 'LV1000')?.applicable,
    ).toBe(true);
  });

  it('decides from the points, not from an eligible flag the API sent', () => {
    const [choice] = voucherChoices([{ id: 'LV500', points: 500, amountInCurrency: 5, eligible: true } as never], {
      points: 100,
      member: true,
    });
    expect(choice?.applicable).toBe(false);
  });

  it('refuses every voucher to a shopper who is not a member, whatever the points', () => {
    const choices = voucherChoices(offered, { points: 5000, member: false });
    expect(choices.every((choice) => !choice.applicable && choice.refusal === 'NOT_MEMBER')).toBe(true);
  });

  it('treats missing or negative points as none and drops vouchers without an id or points', () => {
    const choices = voucherChoices([...offered, { id: null, points: 100 }, { id: 'LV0', points: 0 }], {
      points: -5,
      member: true,
    });
    expect(choices.map((choice) => choice.id)).toEqual(['LV500', 'LV1000', 'LV2000']);
    expect(choices.every((choice) => !choice.applicable)).toBe(true);
    expect(voucherChoices(null, { points: undefined, member: true })).toEqual([]);
  });
});

describe('applicableVoucher', () => {
  const choices = voucherChoices(offered, { points: 1250, member: true });
  it('returns the chosen voucher when it applies', () => {
    expect(applicableVoucher(choices, 'LV1000')?.amount).toBe(10);
  });
  it('returns null for a voucher the points do not cover, an unknown id, or no id', () => {
    expect(applicableVoucher(choices, 'LV2000')).toBeNull();
    expect(applicableVoucher(choices, 'LV9999')).toBeNull();
    expect(applicableVoucher(choices, null)).toBeNull();
  });
});
