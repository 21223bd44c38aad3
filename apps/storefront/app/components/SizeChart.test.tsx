// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SizeChartView } from '../lib/sizeChart';
import { SizeChart } from './SizeChart';

beforeAll(() => installDialogStandIn());

const clothing: SizeChartView = {
  kind: 'apparel',
  columns: ['chest', 'waist', 'hip'],
  rows: [
    ['S', '86–94', '71–79', '89–97'],
    ['M', '94–102', '79–86', '97–104'],
  ],
};
const pants: SizeChartView = { kind: 'pants', columns: ['waist', 'inseam'], rows: [['32', '81', '81']] };

function renderChart(chart: SizeChartView | null, url = '/en-us/p/parka-SBJK10026') {
  const Stub = createRoutesStub([{ path: '/:locale/*', Component: () => <SizeChart chart={chart} /> }]);
  return renderWithUser(<Stub initialEntries={[url]} />);
}

describe('SizeChart', () => {
  it('opens a labelled modal with the chart and closes it, giving focus back to its button', async () => {
    const { user, container } = renderChart(clothing);
    const opener = await screen.findByRole('button', { name: 'Size chart' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Size chart: clothing' });
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S', 'M']);
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French on the French site', async () => {
    const { user } = renderChart(pants, '/fr-ca/p/pants-SBPT1');
    await user.click(await screen.findByRole('button', { name: 'Guide des tailles' }));
    expect(screen.getByRole('dialog', { name: 'Guide des tailles\u00a0: pantalons' })).toBeTruthy();
  });

  it('draws nothing for a product without a chart', () => {
    const { container } = renderChart(null);
    expect(container.textContent).toBe('');
  });
});
