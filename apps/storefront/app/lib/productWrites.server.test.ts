import { describe, expect, it } from 'vitest';
import { noteProductWrite, productGeneration } from './productWrites.server';

describe('noteProductWrite', () => {
  it('moves a product to a new generation on any write to its own path, never on reads or other paths', () => {
    expect(productGeneration('SBJK20001')).toBe(0);
    noteProductWrite('GET', 'http://api.test/products/v1/products/SBJK20001/reviews?sort=newest');
    noteProductWrite('POST', 'http://api.test/products/v1/review/R1/translate');
    noteProductWrite('PUT', 'http://api.test/products/v1/notifications');
    expect(productGeneration('SBJK20001')).toBe(0);
    noteProductWrite('POST', 'http://api.test/products/v1/products/SBJK20001/reviews');
    noteProductWrite('post', new URL('http://api.test/products/v1/products/SBJK20001/review/R1/vote'));
    noteProductWrite('POST', 'http://api.test/products/v1/products/SBJK20001/reviews/questions');
    expect(productGeneration('SBJK20001')).toBe(3);
    expect(productGeneration('SBJK20002')).toBe(0);
  });
});
