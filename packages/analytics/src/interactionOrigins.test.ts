import { describe, expect, it } from 'vitest';
import { interactionOrigins, isInteractionOrigin } from './interactionOrigins';

describe('interactionOrigins', () => {
  it('lists the sixteen origins of the spec once each', () => {
    expect(interactionOrigins).toHaveLength(16);
    expect(new Set(interactionOrigins).size).toBe(16);
  });

  it('recognises known origins only', () => {
    expect(isInteractionOrigin('tent-and-sleeping-bag-guide')).toBe(true);
    expect(isInteractionOrigin('Search')).toBe(false);
    expect(isInteractionOrigin('')).toBe(false);
  });
});
