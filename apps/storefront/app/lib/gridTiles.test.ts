import { describe, expect, it } from 'vitest';
import { placeGridTiles, type GridTile } from './gridTiles';

const tile = (id: string, position: number | null, span: 1 | 2 = 1): GridTile => ({
  id,
  gridId: 'grid',
  position,
  span,
  blocks: [],
});
const layout = (products: string[], tiles: GridTile[]) =>
  placeGridTiles(products, tiles).map((cell) => (cell.kind === 'product' ? cell.product : `[${cell.tile.id}]`));

describe('placeGridTiles', () => {
  it('puts each tile in the cell of its position, the products in order around them', () => {
    expect(layout(['a', 'b', 'c', 'd'], [tile('eight', 8), tile('two', 2), tile('four', 4)])).toEqual([
      'a',
      '[two]',
      'b',
      '[four]',
      'c',
      'd',
      '[eight]',
    ]);
  });

  it('keeps each product’s own index for analytics and eager images', () => {
    const cells = placeGridTiles(['a', 'b'], [tile('first', 1)]);
    expect(cells.map((cell) => (cell.kind === 'product' ? cell.index : null))).toEqual([null, 0, 1]);
  });

  it('puts tiles without a position after the products, in content order', () => {
    expect(layout(['a', 'b'], [tile('x', null), tile('one', 1), tile('y', null)])).toEqual([
      '[one]',
      'a',
      'b',
      '[x]',
      '[y]',
    ]);
  });

  it('shows no tiles in an empty listing', () => {
    expect(layout([], [tile('one', 1)])).toEqual([]);
  });
});
