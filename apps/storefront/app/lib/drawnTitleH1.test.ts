import { prepareBlocks } from '@switchback/content-blocks';
import { describe, expect, it } from 'vitest';
import { drawnTitleH1 as drawnTitleH1OfPrepared } from './drawnTitleH1';

// The page's blocks as the loader has them: prepared (checked) once on the server.
const drawnTitleH1 = (blocks: unknown[]) => drawnTitleH1OfPrepared(prepareBlocks(blocks));

const hero = (titleH1: boolean) => ({
  id: 'hero',
  type: 'hero',
  title: 'Made for the long way round',
  titleH1,
  media: { url: '/media/hero.svg', alt: 'A ridge', width: 1600, height: 900 },
});

describe('drawnTitleH1', () => {
  it('finds the h1 block at the top of the page or inside an experience or segmentation block', () => {
    expect(drawnTitleH1([hero(true)])).toBe(true);
    expect(
      drawnTitleH1([
        {
          id: 'exp',
          type: 'experience',
          experienceId: 'exp_home_hero',
          baselines: [{ targets: [hero(true)] }],
          variants: [],
        },
      ]),
    ).toBe(true);
    expect(
      drawnTitleH1([{ id: 'seg', type: 'segmentation', segments: [], baselines: [{ targets: [hero(true)] }] }]),
    ).toBe(true);
  });

  it('is false when no drawn block is the h1', () => {
    expect(drawnTitleH1([hero(false)])).toBe(false);
    expect(
      drawnTitleH1([
        {
          id: 'exp',
          type: 'experience',
          experienceId: 'exp_home_hero',
          baselines: [{ targets: [hero(false)] }],
          variants: [],
        },
      ]),
    ).toBe(false);
    expect(drawnTitleH1([{ id: 'x', type: 'no-such-block', titleH1: true }])).toBe(false);
  });
});
