import { describe, expect, it } from 'vitest';
import { forcedDecisions, parseTestContext } from './parseTestContext';

describe('parseTestContext', () => {
  it('splits block overrides from forced experience variants', () => {
    expect(parseTestContext('loyalty-loggedin, exp_home_hero:home-hero-b ,exp_home-intro-copy:trail-story')).toEqual({
      blockOverride: 'loyalty-loggedin',
      forcedVariants: { exp_home_hero: 'home-hero-b', 'exp_home-intro-copy': 'trail-story' },
    });
  });

  it('changes nothing for empty or malformed values', () => {
    expect(parseTestContext(null)).toEqual({ blockOverride: undefined, forcedVariants: {} });
    expect(parseTestContext(':x,exp:,a:b:c,,')).toEqual({ blockOverride: undefined, forcedVariants: {} });
  });

  it('keys forced variants the way experience blocks look them up', () => {
    expect(forcedDecisions({ exp_home_hero: 'home-hero-b', 'exp_home-intro-copy': 'trail-story' })).toEqual({
      hero: { variantId: 'home-hero-b' },
      'home-intro-copy': { variantId: 'trail-story' },
    });
  });
});
