import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';
import { approachingPromotions, calloutText, promoSummaryByLevel, thresholdStatusOf } from './promotions';

describe('calloutText (spec §3)', () => {
  it('shows the third pipe piece', () => {
    expect(calloutText('AUTUMN10|Autumn code|10% off your order')).toBe('10% off your order');
    expect(calloutText('A|B|C|D')).toBe('C');
  });
  it('shows a message without pipes whole, and nothing for empty pieces', () => {
    expect(calloutText('Free shipping')).toBe('Free shipping');
    expect(calloutText('A|B')).toBeNull();
    expect(calloutText('A|B| ')).toBeNull();
    expect(calloutText(null)).toBeNull();
  });
});

describe('promoSummaryByLevel', () => {
  it('groups by level with the callout text, falling back to the name', () => {
    const grouped = promoSummaryByLevel([
      {
        promotionId: 'AUTUMN10',
        promotionName: '10% off',
        calloutMessage: 'AUTUMN10|Autumn|10% off your order',
        level: 'ORDER',
      },
      { promotionId: 'TENTS15', promotionName: 'Tent sale', calloutMessage: null, level: 'product' },
      {
        promotionId: 'FREESHIP',
        promotionName: 'Free shipping',
        calloutMessage: 'F|F|Free standard shipping',
        level: 'SHIPPING',
        thresholdStatus: 'Threshold Reached',
      },
      { promotionId: 'X', level: 'OTHER' },
    ]);
    expect(grouped.ORDER).toEqual([
      { id: 'AUTUMN10', name: '10% off', text: '10% off your order', thresholdStatus: null },
    ]);
    expect(grouped.PRODUCT.map((entry) => entry.text)).toEqual(['Tent sale']);
    expect(grouped.SHIPPING[0]?.thresholdStatus).toBe('Threshold Reached');
  });
});

describe('approaching promotions (spec §4 threshold states)', () => {
  it('derives the state from the distance when the API does not say', () => {
    expect(thresholdStatusOf({ distanceFromConditionThreshold: 0 }, 75)).toBe('Threshold Reached');
    expect(thresholdStatusOf({ distanceFromConditionThreshold: 30 }, 75)).toBe('Below Threshold');
    expect(thresholdStatusOf({ distanceFromConditionThreshold: 60 }, 75)).toBe('Above Threshold');
    expect(thresholdStatusOf({ distanceFromConditionThreshold: 60, thresholdStatus: 'Below Threshold' }, 75)).toBe(
      'Below Threshold',
    );
  });

  it('says how much more to spend and leaves reached ones out', () => {
    const shown = approachingPromotions(
      [
        {
          promotionId: 'FREESHIP',
          promotionClass: 'SHIPPING',
          distanceFromConditionThreshold: 20.5,
          calloutMsg: 'Free standard shipping',
          approachingDisplayLevel: 'CART',
          thresholdStatus: 'Below Threshold',
        },
        {
          promotionId: 'DONE',
          distanceFromConditionThreshold: 0,
          calloutMsg: 'x',
          thresholdStatus: 'Threshold Reached',
        },
      ],
      (amount) => formatMoney(amount, 'USD'),
    );
    expect(shown).toEqual([
      {
        id: 'FREESHIP',
        contexts: ['CART'],
        message: 'Spend $20.50 more for free standard shipping',
        promotionClass: 'SHIPPING',
        thresholdStatus: 'Below Threshold',
        distance: 20.5,
      },
    ]);
  });

  it('shows a callout that is already the whole sentence once, not wrapped in a second one', () => {
    const shown = approachingPromotions(
      [
        {
          promotionId: 'FREESHIP',
          distanceFromConditionThreshold: 46.05,
          calloutMsg: 'Spend 46.05 USD more for free shipping',
          thresholdStatus: 'Below Threshold',
        },
        {
          promotionId: 'spend-300',
          distanceFromConditionThreshold: 40.1,
          calloutMsg: 'Spend $40.10 more for $30 off',
          thresholdStatus: 'Below Threshold',
        },
      ],
      (amount) => formatMoney(amount, 'USD'),
    );
    expect(shown.map((entry) => entry.message)).toEqual([
      'Spend 46.05 USD more for free shipping',
      'Spend $40.10 more for $30 off',
    ]);
  });
});
