import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@switchback/api-client';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { UpSell } from './UpSell';
import { exampleUpSell, upSellHandlers } from './UpSell.handlers';
import { upSellBlockSchema } from './upSellBlockSchema';

const API = 'https://api.test';
const asked: string[] = [];
const server = setupMswServer(...upSellHandlers(API, asked));
const client = createApiClient({
  baseUrl: API,
  identity: { siteId: 'sb-gb', locale: 'en-gb' },
  sleep: () => Promise.resolve(),
});
const block = upSellBlockSchema.parse(exampleUpSell);
const names = () => screen.queryAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('UpSell', () => {
  it('checks inventory per item and shows only in-stock items, up to the stacked count', async () => {
    const { container } = render(<UpSell {...block} services={{ getInventory: client.products.getInventory }} />);
    expect(container).toBeEmptyDOMElement();
    await waitFor(() => expect(names()).toEqual(['Merino hiking socks', 'Insulated bottle 750 ml', 'Ridge beanie']));
    expect([...asked].sort()).toEqual(['BEANIE004', 'BOTTLE003', 'GAITERS02', 'SOCKMRN01', 'WAXCARE05']);
    expect(screen.getByText('£18.00')).toBeInTheDocument();
  });

  it('skips the check on a showcase site and shows every item', async () => {
    render(
      <UpSell
        {...block}
        variant="carousel"
        services={{ getInventory: client.products.getInventory, siteId: 'sb-showcase-gb' }}
      />,
    );
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(asked).toEqual([]);
  });

  it('falls back to the item’s own stock state when a check fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...upSellHandlers(API, asked, { failing: ['GAITERS02', 'WAXCARE05'] }));
    render(<UpSell {...block} stackedCount={5} services={{ getInventory: client.products.getInventory }} />);
    await waitFor(() =>
      expect(names()).toEqual(['Merino hiking socks', 'Trail gaiters', 'Insulated bottle 750 ml', 'Ridge beanie']),
    );
    expect(logged).toHaveBeenCalled();
  });

  it('keeps the ticked up-sells in a list, and clears it when the block goes away', async () => {
    const user = userEvent.setup();
    const onUpSellSelectionChange = vi.fn();
    const { unmount } = render(
      <UpSell
        {...block}
        variant="checkbox"
        services={{ getInventory: client.products.getInventory, onUpSellSelectionChange }}
      />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Add Merino hiking socks' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add Ridge beanie' }));
    expect(onUpSellSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'SOCKMRN01', sku: '194000100101' }),
      expect.objectContaining({ id: 'BEANIE004' }),
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Add Merino hiking socks' }));
    expect(onUpSellSelectionChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'BEANIE004' })]);
    unmount();
    expect(onUpSellSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('adds one item with its call-to-action', async () => {
    const user = userEvent.setup();
    const onUpSellAdd = vi.fn();
    render(<UpSell {...block} variant="cta" services={{ getInventory: client.products.getInventory, onUpSellAdd }} />);
    await user.click(await screen.findByRole('button', { name: 'Add to basket Insulated bottle 750 ml' }));
    expect(onUpSellAdd).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'BOTTLE003', name: 'Insulated bottle 750 ml', price: 28 }),
    );
    expect(screen.getByRole('button', { name: 'Added Insulated bottle 750 ml' })).toBeDisabled();
  });

  it('renders nothing when nothing is in stock, and is drawn by the renderer without axe violations', async () => {
    const { container, unmount } = render(
      <UpSell {...block} items={[block.items[1]!]} services={{ getInventory: client.products.getInventory }} />,
    );
    await waitFor(() => expect(asked).toEqual(['GAITERS02']));
    expect(container).toBeEmptyDOMElement();
    unmount();
    const page = render(
      <BlockRenderer blocks={[exampleUpSell]} services={{ getInventory: client.products.getInventory }} />,
    );
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(await axeViolations(page.container)).toEqual([]);
  });
});
