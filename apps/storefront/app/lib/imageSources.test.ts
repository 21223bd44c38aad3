import { describe, expect, it } from 'vitest';
import { imageSources, transformedImageUrl } from './imageSources';

describe('imageSources', () => {
  it('adds the commerce-core §9 defaults and each width at double resolution', () => {
    expect(transformedImageUrl('https://cdn.test/a.svg?v=2', 300)).toBe(
      'https://cdn.test/a.svg?v=2&w=300&q=50&sharpen=60',
    );
    const { src, srcSet } = imageSources('https://cdn.test/a.svg', [300, 400]);
    expect(src).toBe('https://cdn.test/a.svg?w=300&q=50&sharpen=60');
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['300w', '400w', '600w', '800w']);
  });
});
