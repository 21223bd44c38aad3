// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SizeChart, sizeChartFor } from './SizeChart';

beforeAll(() => installDialogStandIn());

function renderChart(productType: string | null, sizes: string[], url = '/en-us/p/parka-SBJK10026') {
  const Stub = createRoutesStub([{ path: '/:locale/*', Component: () => <SizeChart productType={productType} sizes={sizes} /> }]);
  return renderWithUser(<Stub initialEntries={[url]} />);
}

describe('sizeChartFor', () => {
  it('keeps the rows of the product’s own sizes, in its order', () => {
    const chart = sizeChartFor('hiking-boot', ['9', '8', '99']);
    expect(chart?.kind).toBe('footwear');
    expect(chart?.rows.map((row) => row[0])).toEqual(['9', '8']);
  });

  it('has no chart for types without one or sizes it does not know', () => {
    expect(sizeChartFor('tent', ['One Size'])).toBeNull();
    expect(sizeChartFor('jacket', ['One Size'])).toBeNull();
    expect(sizeChartFor(null, ['M'])).toBeNull();
  });
});

describe('SizeChart', () => {
  it('opens a labelled modal with the chart and closes it, giving focus back to its button', async () => {
    const { user, container } = renderChart('jacket', ['S', 'M']);
    const opener = await screen.findByRole('button', { name: 'Size chart' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Size chart: clothing' });
    expect(within(dialog).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['S', 'M']);
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French on the French site', async () => {
    const { user } = renderChart('pants', ['32'], '/fr-ca/p/pants-SBPT1');
    await user.click(await screen.findByRole('button', { name: 'Guide des tailles' }));
    expect(screen.getByRole('dialog', { name: 'Guide des tailles : pantalons' })).toBeTruthy();
  });

  it('draws nothing for a product without a chart', () => {
    const { container } = renderChart('tent', ['One Size']);
    expect(container.textContent).toBe('');
  });
});
