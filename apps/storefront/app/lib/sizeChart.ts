/** The kinds of chart the shop names in its heading ("Size chart: footwear"). */
export type SizeChartKind = 'apparel' | 'footwear' | 'pants';

/** The columns commerce-api's size charts carry, in centimetres except the EU size. */
export type SizeChartColumn = 'chest' | 'waist' | 'hip' | 'foot' | 'eu' | 'inseam';

const KINDS: readonly string[] = ['apparel', 'footwear', 'pants'];
const COLUMNS: readonly string[] = ['chest', 'waist', 'hip', 'foot', 'eu', 'inseam'];

/**
 * A size chart as the product page draws it: the chart's kind, its columns and one row per size of the product
 * (`[size, ...values]`), in the product's size order.
 *
 * @example
 * const chart: SizeChartView = { kind: 'footwear', columns: ['foot', 'eu'], rows: [['9', '25.4', '40.5']] };
 */
export interface SizeChartView {
  kind: SizeChartKind;
  columns: SizeChartColumn[];
  rows: string[][];
}

/**
 * Trims commerce-api's `GET /fapi/components/size-chart/{productType}` answer to the product's own sizes. Null when
 * the answer is not a chart the shop can label (unknown kind or column) or none of the sizes is in it.
 *
 * @example
 * toSizeChartView({ kind: 'footwear', columns: ['foot', 'eu'], rows: [{ size: '9', values: ['25.4', '40.5'] }] }, ['9', '99']);
 * // { kind: 'footwear', columns: ['foot', 'eu'], rows: [['9', '25.4', '40.5']] }
 */
export function toSizeChartView(answer: unknown, sizes: readonly string[]): SizeChartView | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { kind, columns, rows } = answer as { kind?: unknown; columns?: unknown; rows?: unknown };
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if (
    !Array.isArray(columns) ||
    columns.length === 0 ||
    !columns.every((column) => typeof column === 'string' && COLUMNS.includes(column))
  )
    return null;
  if (!Array.isArray(rows)) return null;
  const bySize = new Map<string, string[]>();
  for (const row of rows as unknown[]) {
    const { size, values } = (row ?? {}) as { size?: unknown; values?: unknown };
    if (
      typeof size === 'string' &&
      Array.isArray(values) &&
      values.length === columns.length &&
      values.every((value) => typeof value === 'string')
    ) {
      bySize.set(size, values as string[]);
    }
  }
  const shown = sizes.flatMap((size) => {
    const values = bySize.get(size);
    return values ? [[size, ...values]] : [];
  });
  return shown.length > 0 ? { kind: kind as SizeChartKind, columns: columns as SizeChartColumn[], rows: shown } : null;
}
