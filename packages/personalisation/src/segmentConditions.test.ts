import { describe, expect, it } from 'vitest';
import { isSegmentCondition, segmentConditions } from './segmentConditions';

describe('segmentConditions', () => {
  it('lists the sixteen conditions of the spec once each', () => {
    expect(new Set(segmentConditions).size).toBe(16);
  });

  it('recognises known conditions only', () => {
    expect(isSegmentCondition('non-athletes-loggedin')).toBe(true);
    expect(isSegmentCondition('athlete-loggedin')).toBe(false);
  });
});
