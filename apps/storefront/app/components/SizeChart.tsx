import { useEffect, useRef, useState } from 'react';
import { useText } from '../lib/useText';
import type { Messages } from '../lib/messages';
import './SizeChart.css';

/**
 * commerce-api has no size-chart data (the `frontend.getSizeChart` endpoint of spec §7 is not served), so the
 * storefront keeps this small typed table per kind of product. Measurements are body measurements in cm.
 */
type ChartKind = 'apparel' | 'footwear' | 'pants';
type Column = 'sizeChartChest' | 'sizeChartWaist' | 'sizeChartHip' | 'sizeChartFoot' | 'sizeChartEu' | 'sizeChartInseam';
interface Chart {
  columns: Column[];
  rows: Record<string, string[]>;
}

/** The size charts per kind of product, keyed by the size label the catalogue uses. */
export const SIZE_CHARTS: Record<ChartKind, Chart> = {
  apparel: {
    columns: ['sizeChartChest', 'sizeChartWaist', 'sizeChartHip'],
    rows: {
      XS: ['81–86', '66–71', '84–89'], S: ['86–94', '71–79', '89–97'], M: ['94–102', '79–86', '97–104'],
      L: ['102–109', '86–94', '104–112'], XL: ['109–117', '94–102', '112–119'], XXL: ['117–125', '102–110', '119–127'],
      '4': ['56', '53', '58'], '6': ['61', '56', '63'], '8': ['66', '58', '69'], '10': ['71', '61', '74'], '12': ['76', '64', '79'], '14': ['81', '67', '84'],
    },
  },
  footwear: {
    columns: ['sizeChartFoot', 'sizeChartEu'],
    rows: {
      '5': ['22.0', '35.5'], '6': ['22.9', '36.5'], '6.5': ['23.3', '37'], '7': ['23.7', '38'], '7.5': ['24.1', '38.5'], '8': ['24.6', '39'],
      '8.5': ['25.0', '40'], '9': ['25.4', '40.5'], '9.5': ['25.8', '41'], '10': ['26.2', '42'], '10.5': ['26.7', '42.5'], '11': ['27.1', '43'],
      '12': ['27.9', '44.5'], '13': ['28.8', '45.5'], '11K': ['17.1', '28'], '12K': ['18.0', '30'], '13K': ['18.8', '31'],
      '1Y': ['19.7', '32'], '2Y': ['20.5', '33'], '3Y': ['21.4', '34'], '4Y': ['22.2', '35'],
    },
  },
  pants: {
    columns: ['sizeChartWaist', 'sizeChartInseam'],
    rows: {
      '30': ['76', '81'], '32': ['81', '81'], '34': ['86', '81'], '36': ['91', '81'], '38': ['97', '81'],
      '2': ['64', '76'], '4': ['66', '76'], '6': ['69', '76'], '8': ['71', '76'], '10': ['74', '76'], '12': ['78', '76'],
    },
  },
};

const KIND_OF_TYPE: Record<string, ChartKind> = { jacket: 'apparel', fleece: 'apparel', 'hiking-boot': 'footwear', 'trail-shoe': 'footwear', pants: 'pants' };

/**
 * The chart rows for a product type and its sizes, or null when the type has no chart (tents, gift cards…) or
 * none of the sizes is in it.
 *
 * @example
 * sizeChartFor('jacket', ['S', 'M']); // { kind: 'apparel', columns: [...], rows: [['S', ...], ['M', ...]] }
 */
export function sizeChartFor(productType: string | null, sizes: string[]): { kind: ChartKind; columns: Column[]; rows: string[][] } | null {
  const kind = productType ? KIND_OF_TYPE[productType] : undefined;
  if (!kind) return null;
  const chart = SIZE_CHARTS[kind];
  const rows = sizes.flatMap((size) => (chart.rows[size] ? [[size, ...chart.rows[size]]] : []));
  return rows.length > 0 ? { kind, columns: chart.columns, rows } : null;
}

function ChartTable({ chart, t, captionId }: { chart: NonNullable<ReturnType<typeof sizeChartFor>>; t: Messages; captionId: string }) {
  return (
    <table className="size-chart__table">
      <caption id={captionId}>{t.sizeChartTitle(t.sizeChartKinds[chart.kind])}</caption>
      <thead>
        <tr>
          <th scope="col">{t.sizeChartSize}</th>
          {chart.columns.map((column) => (
            <th scope="col" key={column}>
              {t[column]}
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
 * Nothing when the product type has no chart.
 *
 * @example
 * <SizeChart productType="jacket" sizes={['S', 'M', 'L']} />
 */
export function SizeChart({ productType, sizes }: { productType: string | null; sizes: string[] }) {
  const t = useText();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const chart = sizeChartFor(productType, sizes);
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
      <dialog ref={dialogRef} className="sb-dialog size-chart__dialog" aria-labelledby="size-chart-caption" onClose={() => openerRef.current?.focus()}>
        <ChartTable chart={chart} t={t} captionId="size-chart-caption" />
        <button type="button" className="sb-button" autoFocus onClick={() => dialogRef.current?.close()}>
          {t.close}
        </button>
      </dialog>
    </div>
  );
}
