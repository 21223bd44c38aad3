import { describe, expect, it } from 'vitest';
import type { ShopperContext } from './evaluateSegmentCondition';
import { selectSegment } from './selectSegment';
import { GUEST_SHOPPER } from './shopperContextFrom';

const guest: ShopperContext = GUEST_SHOPPER;
const loyal: ShopperContext = { ...guest, loggedIn: true, loyaltyMember: true, cartItemCount: 2 };

const block = {
  segments: [
    { id: 'employee-loggedin', targets: ['staff-offer'] },
    { id: 'loyalty-loggedin', targets: ['member-hero'] },
    { id: 'loggedin', targets: ['welcome-back'] },
  ],
  baselines: [{ targets: ['default-hero'] }, { targets: ['unused'] }],
};

describe('selectSegment', () => {
  it('takes the first segment, in editor order, whose condition holds', () => {
    expect(selectSegment(block, loyal)).toEqual({ source: 'condition', segment: block.segments[1] });
  });

  it('falls back to the first baseline when no condition holds', () => {
    expect(selectSegment(block, guest)).toEqual({ source: 'baseline', baseline: block.baselines[0] });
  });

  it('lets the test override win over a matching condition', () => {
    expect(selectSegment(block, loyal, 'employee-loggedin')).toEqual({
      source: 'override',
      segment: block.segments[0],
    });
  });

  it('lets the test override show a segment the shopper is not in', () => {
    expect(selectSegment(block, guest, 'loggedin')).toEqual({ source: 'override', segment: block.segments[2] });
  });

  it('ignores an override that names no segment of the block', () => {
    expect(selectSegment(block, loyal, 'cart-empty')).toEqual({ source: 'condition', segment: block.segments[1] });
    expect(selectSegment(block, loyal, '')).toEqual({ source: 'condition', segment: block.segments[1] });
    expect(selectSegment(block, loyal, null)).toEqual({ source: 'condition', segment: block.segments[1] });
  });

  it('skips segments with an unknown condition', () => {
    const withTypo = { segments: [{ id: 'loyality-loggedin' }], baselines: [{ id: 'base' }] };
    expect(selectSegment(withTypo, loyal)).toEqual({ source: 'baseline', baseline: { id: 'base' } });
  });

  it('returns undefined when nothing matches and there is no baseline', () => {
    expect(selectSegment({ segments: block.segments, baselines: [] }, guest)).toBeUndefined();
    expect(selectSegment({ segments: null, baselines: null }, guest)).toBeUndefined();
    expect(selectSegment({}, loyal)).toBeUndefined();
  });
});
