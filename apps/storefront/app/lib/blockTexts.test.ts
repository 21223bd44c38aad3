import { describe, expect, it } from 'vitest';
import { blockPriceFormatFor, blockTextsFor } from './blockTexts';

describe('blockTextsFor', () => {
  it('gives the CMS blocks French words on fr-ca once the French catalogue is loaded, and the shop’s English elsewhere', () => {
    // vitest.setup.ts loads every language, as the server does; the French catalogue brings the blocks' strings.
    const french = blockTextsFor('fr-ca');
    expect(french?.video?.play).toBe('Lire la vidéo');
    expect(french?.video?.transcript?.('français')).toBe('Transcription (français)');
    expect(french?.carousel?.slideOf?.(2, 5)).toBe('2 sur 5');
    expect(french?.recommendations?.rating?.(3.8)).toBe('Noté 3,8 sur 5');
    expect(french?.recommendations?.add).toBe('Ajouter au panier');
    // The product pages and listings put products in the cart on every English site; so do the blocks' buttons.
    for (const locale of ['en-us', 'en-ca', 'en-gb'] as const) {
      expect(blockTextsFor(locale).recommendations?.add).toBe('Add to cart');
      expect(blockTextsFor(locale).upSell?.add).toBe('Add to cart');
      expect(blockTextsFor(locale).video).toBeUndefined();
    }
  });
});

describe('blockPriceFormatFor', () => {
  it('writes the blocks’ prices as the listings do in each locale', () => {
    expect(blockPriceFormatFor('en-us')(249, 'USD')).toBe('$249.00');
    expect(blockPriceFormatFor('en-gb')(249, 'GBP')).toBe('£249.00');
    expect(blockPriceFormatFor('en-ca')(339, 'CAD')).toBe('CAD\u00a0339.00');
    expect(blockPriceFormatFor('fr-ca')(339, 'CAD')).toBe('339,00\u00a0CAD');
    expect(blockPriceFormatFor('en-us')).toBe(blockPriceFormatFor('en-us'));
  });
});
