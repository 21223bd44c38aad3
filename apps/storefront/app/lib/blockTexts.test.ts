import { describe, expect, it } from 'vitest';
import { blockTextsFor } from './blockTexts';

describe('blockTextsFor', () => {
  it('gives the CMS blocks French words on fr-ca once the French catalogue is loaded, and none (English) elsewhere', () => {
    // vitest.setup.ts loads every language, as the server does; the French catalogue brings the blocks' strings.
    const french = blockTextsFor('fr-ca');
    expect(french?.video?.play).toBe('Lire la vidéo');
    expect(french?.video?.transcript?.('français')).toBe('Transcription (français)');
    expect(french?.carousel?.slideOf?.(2, 5)).toBe('2 sur 5');
    expect(french?.recommendations?.rating?.(3.8)).toBe('Noté 3,8 sur 5');
    expect(blockTextsFor('en-us')).toBeUndefined();
    expect(blockTextsFor('en-gb')).toBeUndefined();
  });
});
