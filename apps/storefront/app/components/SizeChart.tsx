import { Dialog } from '@switchback/ui';
import { useState } from 'react';
import { useProductText, type ProductMessagesAll } from '../lib/productText';
import { useHydrated } from '../lib/useHydrated';
import type { SizeChartColumn, SizeChartView } from '../lib/sizeChart';
import './SizeChart.css';

const COLUMN_TEXT = {
  chest: 'sizeChartChest',
  waist: 'sizeChartWaist',
  hip: 'sizeChartHip',
  foot: 'sizeChartFoot',
  eu: 'sizeChartEu',
  inseam: 'sizeChartInseam',
} as const satisfies Record<SizeChartColumn, keyof ProductMessagesAll>;

function ChartTable({
  chart,
  t,
  hideCaption = false,
}: {
  chart: SizeChartView;
  t: ProductMessagesAll;
  /** In the dialog the title says it; the caption still names the table for screen readers. */
  hideCaption?: boolean;
}) {
  return (
    <table className="size-chart__table">
      <caption className={hideCaption ? 'sb-visually-hidden' : undefined}>{chartTitle(chart, t)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.sizeChartSize}</th>
          {chart.columns.map((column) => (
            <th scope="col" key={column}>
              {t[COLUMN_TEXT[column]]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map(([size, ...values]) => (
          <tr key={size}>
            <th scope="row">{size}</th>
            {values.map((value, index) => (
              <td key={chart.columns[index]}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const chartTitle = (chart: SizeChartView, t: ProductMessagesAll) => t.sizeChartTitle(t.sizeChartKinds[chart.kind]);

/**
 * "Size chart" next to the size selector: a button opening the chart in the design system's modal `Dialog` (its
 * title, close button and padding; Escape, the close button or the backdrop shut it and focus returns to the button). Without JavaScript it is a disclosure (`<details>`) with the same table.
 * The chart comes from commerce-api (`frontend.getSizeChart`, trimmed by `toSizeChartView`); nothing when the
 * product has none.
 *
 * @example
 * <SizeChart chart={{ kind: 'apparel', columns: ['chest', 'waist', 'hip'], rows: [['S', '86–94', '71–79', '89–97']] }} />
 */
export function SizeChart({ chart }: { chart: SizeChartView | null }) {
  const t = useProductText();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!chart) return null;
  if (!hydrated) {
    return (
      <details className="size-chart">
        <summary>{t.sizeChart}</summary>
        <ChartTable chart={chart} t={t} />
      </details>
    );
  }
  return (
    <div className="size-chart">
      <button type="button" className="size-chart__open" onClick={() => setOpen(true)}>
        {t.sizeChart}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={chartTitle(chart, t)} closeLabel={t.close}>
        <ChartTable chart={chart} t={t} hideCaption />
      </Dialog>
    </div>
  );
}
