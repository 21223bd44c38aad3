import { describe, expect, it } from 'vitest';
import { EXPERIENCE_DECISIONS_GLOBAL, readExperienceDecision } from './readExperienceDecision';
import { experienceKey, selectExperienceVariant } from './selectExperienceVariant';

const variants = [
  { name: 'Control', variantId: 'v-0' },
  { name: 'Free delivery message', variantId: 'v-1' },
  { name: 'Member prices message', variantId: 'v-2' },
];

describe('selectExperienceVariant', () => {
  it('keeps the baseline until a variant is decided, and for Control or an unknown variant', () => {
    expect(selectExperienceVariant(variants, undefined)).toEqual({ source: 'baseline' });
    expect(selectExperienceVariant(variants, { name: 'control' })).toEqual({ source: 'baseline' });
    expect(selectExperienceVariant(variants, { variantId: 'v-0' })).toEqual({ source: 'baseline' });
    expect(selectExperienceVariant(variants, { variantId: 'v-9', name: 'Gone' })).toEqual({ source: 'baseline' });
  });

  it('shows the decided variant, found by id or name', () => {
    expect(selectExperienceVariant(variants, { variantId: 'v-2' })).toEqual({
      source: 'decision',
      variant: variants[2],
    });
    expect(selectExperienceVariant(variants, { name: 'Free delivery message' })).toEqual({
      source: 'decision',
      variant: variants[1],
    });
  });

  it('lets a test-context override force a variant of this block, and ignores one it does not have', () => {
    expect(selectExperienceVariant(variants, { variantId: 'v-1' }, 'v-2')).toEqual({
      source: 'override',
      variant: variants[2],
    });
    expect(selectExperienceVariant(variants, undefined, 'Member prices message')).toEqual({
      source: 'override',
      variant: variants[2],
    });
    expect(selectExperienceVariant(variants, { variantId: 'v-1' }, 'v-0')).toEqual({ source: 'baseline' });
    expect(selectExperienceVariant(variants, { variantId: 'v-1' }, 'loyalty-loggedin')).toEqual({
      source: 'decision',
      variant: variants[1],
    });
  });
});

describe('readExperienceDecision', () => {
  it('reads the page global by the last segment of the experience id after an underscore', () => {
    expect(experienceKey('home_hero_exp-4411')).toBe('exp-4411');
    expect(experienceKey('exp-4411')).toBe('exp-4411');
    const page = {
      [EXPERIENCE_DECISIONS_GLOBAL]: {
        'exp-4411': { variantId: 'v-2', name: 'Member prices message' },
        bad: 'x',
        empty: {},
      },
    };
    expect(readExperienceDecision('home_hero_exp-4411', page)).toEqual({
      variantId: 'v-2',
      name: 'Member prices message',
    });
    expect(readExperienceDecision('home_bad', page)).toBeUndefined();
    expect(readExperienceDecision('home_empty', page)).toBeUndefined();
    expect(readExperienceDecision('home_exp-1', {})).toBeUndefined();
    expect(readExperienceDecision('home_exp-1', undefined)).toBeUndefined();
  });
});
