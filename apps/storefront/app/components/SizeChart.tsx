import { useEffect, useRef, useState } from 'react';
import { useProductText, type ProductMessagesAll } from '../lib/productText';
import { closeOnEscape } from '../lib/closeOnEscape';
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

function ChartTable({ chart, t, captionId }: { chart: SizeChartView; t: ProductMessagesAll; captionId: string }) {
  return (
    <table className="size-chart__table">
      <caption id={captionId}>{t.sizeChartTitle(t.sizeChartKinds[chart.kind])}</caption>
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

/**
 * "Size chart" next to the size selector: a button opening a modal dialog with the chart (Escape or Close shut it
 * and focus returns to the button). Without JavaScript it is a disclosure (`<details>`) with the same table.
 * The chart comes from commerce-api (`frontend.getSizeChart`, trimmed by `toSizeChartView`); nothing when the
 * product has none.
 *
 * @example
 * <SizeChart chart={{ kind: 'apparel', columns: ['chest', 'waist', 'hip'], rows: [['S', '86–94', '71–79', '89–97']] }} />
 */
export function SizeChart({ chart }: { chart: SizeChartView | null }) {
  const t = useProductText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!chart) return null;
  if (!hydrated) {
    return (
      <details className="size-chart">
        <summary>{t.sizeChart}</summary>
        <ChartTable chart={chart} t={t} captionId="size-chart-caption" />
      </details>
    );
  }
  return (
    <div className="size-chart">
      <button type="button" ref={openerRef} className="size-chart__open" onClick={() => dialogRef.current?.showModal()}>
        {t.sizeChart}
      </button>
      <dialog
        ref={dialogRef}
        className="sb-dialog size-chart__dialog"
        aria-labelledby="size-chart-caption"
        onKeyDown={closeOnEscape}
        onClose={() => openerRef.current?.focus()}
      >
        <ChartTable chart={chart} t={t} captionId="size-chart-caption" />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's autofocus is where the browser puts focus as it opens (HTML dialog focusing steps) */}
        <button type="button" className="sb-button" autoFocus onClick={() => dialogRef.current?.close()}>
          {t.close}
        </button>
      </dialog>
    </div>
  );
}
