import { describe, expect, it } from 'vitest';
import { experienceDecisionsFrom, recommendationsFrom } from './engineDecisions';
import { selectExperienceVariant } from './selectExperienceVariant';

const hero = {
  actionId: 'exp_home_hero:home-hero-b',
  component: 'exp_home_hero',
  json: { blockId: 'hero', variant: 'trail-fork' },
  impressionReporting: [
    { experienceId: 'exp_home_hero', variantId: 'home-hero-b', variantLabel: 'Trail fork hero', isControl: false },
  ],
};
const recommendations = {
  actionId: 'exp_pdp_recommendations:recs-5',
  component: 'exp_pdp_recommendations',
  json: {
    blockId: 'recommendations',
    variant: '5-cards',
    title: 'You may also like',
    items: [
      {
        id: 'SBHB10002',
        sku: 'SBHB10002-42',
        title: 'Talus Mid',
        url: '/p/talus-mid-SBHB10002',
        image: { src: '/media/p.svg', alt: 'Boot' },
        rating: { score: 4.5 },
        price: 150,
        currency: 'USD',
        recToken: 'rt-1',
      },
      { id: '', title: 'No id', url: '/p/x' },
      { id: 'SBHB10003', title: 'Scree', url: '/p/scree-SBHB10003', price: '99.5' },
    ],
  },
  impressionReporting: [
    { experienceId: 'exp_pdp_recommendations', variantId: 'recs-5', variantLabel: '5 cards', isControl: false },
  ],
};

describe('experienceDecisionsFrom', () => {
  it('keys each decided variant by the experience key, and reports control arms as Control', () => {
    const control = {
      ...hero,
      impressionReporting: [
        {
          experienceId: 'exp_loyalty_popup',
          variantId: 'loyalty-popup-off',
          variantLabel: 'Control: no popup',
          isControl: true,
        },
      ],
    };
    const decisions = experienceDecisionsFrom([hero, control]);
    expect(decisions).toEqual({
      hero: { variantId: 'home-hero-b', name: 'Trail fork hero' },
      popup: { variantId: 'loyalty-popup-off', name: 'Control' },
    });
    expect(selectExperienceVariant([{ variantId: 'loyalty-popup-off', name: 'Off' }], decisions.popup).source).toBe(
      'baseline',
    );
  });
});

describe('recommendationsFrom', () => {
  it('reads the recommendation action, leaving out items it cannot link', () => {
    const found = recommendationsFrom([hero, recommendations]);
    expect(found).toMatchObject({
      actionId: 'exp_pdp_recommendations:recs-5',
      variant: '5-cards',
      title: 'You may also like',
      decision: { name: '5 cards', variant: 'recs-5' },
    });
    expect(found?.products.map((product) => [product.id, product.price, product.recToken])).toEqual([
      ['SBHB10002', 150, 'rt-1'],
      ['SBHB10003', 99.5, undefined],
    ]);
  });

  it('is undefined when no action carries products', () => {
    expect(
      recommendationsFrom([hero, { ...recommendations, json: { blockId: 'recommendations', items: [] } }]),
    ).toBeUndefined();
  });
});
