import type { PreparedBlock } from '@switchback/content-blocks';

/**
 * An editorial tile placed within a listing's product grid: one tile of a category's inline catalog grid
 * (content-blocks §2, §9), with its 1-based cell (`position`; none: after the products) and width in columns.
 *
 * @example
 * const tile: GridTile = { id: 'guide', gridId: 'tents-tiles', position: 3, span: 1, blocks: [preparedCard] };
 */
export interface GridTile {
  id: string;
  /** The inline catalog grid block the tile comes from. */
  gridId: string;
  position: number | null;
  span: 1 | 2;
  /** The tile's own block, prepared on the server (one entry). */
  blocks: PreparedBlock[];
}

/** One cell of a listing grid: a product or an editorial tile. */
export type GridCell<Product> = { kind: 'product'; product: Product; index: number } | { kind: 'tile'; tile: GridTile };

/**
 * Lays products and editorial tiles out as one grid: a tile takes the cell of its `position` (earlier positions
 * first, as the inline catalog grid orders them); products fill the other cells in their order; a tile whose
 * position lies past the products, or that has none, follows them. Without products there are no tiles either
 * (an empty listing says so instead).
 *
 * @example
 * placeGridTiles(['a', 'b', 'c'], [{ id: 't', gridId: 'g', position: 2, span: 1, blocks: [] }]).map((cell) => cell.kind);
 * // ['product', 'tile', 'product', 'product']
 */
export function placeGridTiles<Product>(products: readonly Product[], tiles: readonly GridTile[]): GridCell<Product>[] {
  if (products.length === 0) return [];
  const placed = tiles.filter((tile) => tile.position !== null).sort((a, b) => a.position! - b.position!);
  const rest = tiles.filter((tile) => tile.position === null);
  const cells: GridCell<Product>[] = [];
  let next = 0;
  for (const tile of placed) {
    while (cells.length < tile.position! - 1 && next < products.length) {
      cells.push({ kind: 'product', product: products[next]!, index: next });
      next += 1;
    }
    cells.push({ kind: 'tile', tile });
  }
  for (; next < products.length; next += 1) cells.push({ kind: 'product', product: products[next]!, index: next });
  for (const tile of rest) cells.push({ kind: 'tile', tile });
  return cells;
}
