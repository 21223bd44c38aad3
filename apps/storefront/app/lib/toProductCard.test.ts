import { describe, expect, it } from 'vitest';
import { productPath, toProductCard } from './toProductCard';

describe('toProductCard', () => {
  it('keeps what a tile shows and takes the locale out of the product URL', () => {
    const card = toProductCard(
      {
        id: 'SBJK10026',
        name: 'Alpenglow Parka',
        pdpUrl: '/en-us/p/alpenglow-parka-SBJK10026',
        badge: 'Sale',
        eyebrow: null,
        image: { url: 'http://api.test/media/a.svg', alt: 'Alpenglow Parka in Slate', width: 800, height: 1000 },
        colors: [{ code: 'SLT', name: 'Slate', hex: '#5d7283', imageUrl: 'x' }, { name: 'no code' }],
        price: { currency: 'CAD', current: 289, original: 359, historicBestPrice: 359, percentagePriceDiscount: 19.5 },
        rating: { score: 4.5, reviewsCount: 23 },
        description: 'not for a tile',
      },
      'USD',
    );
    expect(card).toEqual({
      id: 'SBJK10026',
      name: 'Alpenglow Parka',
      path: '/p/alpenglow-parka-SBJK10026',
      badge: 'Sale',
      eyebrow: null,
      image: { url: 'http://api.test/media/a.svg', alt: 'Alpenglow Parka in Slate', width: 800, height: 1000 },
      colors: [{ code: 'SLT', name: 'Slate', hex: '#5d7283' }],
      price: {
        currency: 'CAD',
        current: 289,
        original: 359,
        lowCurrent: null,
        highCurrent: null,
        historicBestPrice: 359,
      },
      rating: { score: 4.5, reviewsCount: 23 },
    });
  });

  it('leaves out what the API does not send, and an unrated product has no rating', () => {
    const card = toProductCard({ id: 'SBBP10001', rating: { score: 0, reviewsCount: 0 } }, 'GBP');
    expect(card).toMatchObject({ name: 'SBBP10001', image: null, price: null, rating: null, colors: [], badge: null });
  });
});

describe('productPath', () => {
  it('builds a path from the name when the API sends no URL', () => {
    expect(productPath({ id: 'SBJK10001', name: "Men's Ridge Shell" })).toBe('/p/men-s-ridge-shell-SBJK10001');
  });
});
