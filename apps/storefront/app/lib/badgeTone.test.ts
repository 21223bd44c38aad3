import { describe, expect, it } from 'vitest';
import { badgeTone } from './badgeTone';

describe('badgeTone', () => {
  it('draws the catalogue badges in their tones, on the English and the French site alike', () => {
    expect(['Sale', 'Limited edition', 'Recycled', 'New'].map(badgeTone)).toEqual([
      'sale',
      'brand',
      'success',
      'brand',
    ]);
    expect(['Solde', 'Édition limitée', 'Recyclé', 'Nouveau'].map(badgeTone)).toEqual([
      'sale',
      'brand',
      'success',
      'brand',
    ]);
  });

  it('draws any other badge neutral', () => {
    expect(badgeTone('Bestseller')).toBe('neutral');
  });
});
