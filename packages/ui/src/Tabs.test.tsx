import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'details', label: 'Details', content: <p>Windproof shell.</p> },
  { id: 'sizing', label: 'Size & fit', content: <p>True to size.</p> },
  { id: 'care', label: 'Care', content: <p>Wash cold.</p> },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and hides the others', () => {
    render(<Tabs label="Product information" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Details' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Windproof shell.');
    expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(screen.getByText('True to size.').parentElement).not.toBeVisible();
  });

  it('moves with the arrow keys, Home and End, wrapping, and keeps one tab stop', async () => {
    const onSelectedChange = vi.fn();
    const { user } = renderWithUser(
      <Tabs label="Product information" items={items} onSelectedChange={onSelectedChange} />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Size & fit' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Size & fit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Size & fit' })).toHaveTextContent('True to size.');
    expect(onSelectedChange).toHaveBeenLastCalledWith('sizing');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Care' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();
    // Tab leaves the tab list for the panel: the other tabs are not tab stops.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  });

  it('selects on click and can start on another tab', async () => {
    const { user } = renderWithUser(<Tabs label="Info" items={items} defaultSelectedId="care" />);
    expect(screen.getByRole('tabpanel', { name: 'Care' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Size & fit' }));
    expect(screen.getByRole('tabpanel', { name: 'Size & fit' })).toBeInTheDocument();
  });

  it('follows the parent when controlled', async () => {
    const onSelectedChange = vi.fn();
    const { user } = renderWithUser(
      <Tabs label="Info" items={items} selectedId="sizing" onSelectedChange={onSelectedChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Care' }));
    expect(onSelectedChange).toHaveBeenCalledWith('care');
    expect(screen.getByRole('tab', { name: 'Size & fit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders every panel and in-page links on the server, for pages without JavaScript', () => {
    const html = renderToString(<Tabs label="Info" items={items} />);
    expect(html).not.toContain('role="tab"');
    expect(html).not.toContain('hidden');
    for (const text of ['Windproof shell.', 'True to size.', 'Wash cold.']) expect(html).toContain(text);
    expect(html).toMatch(/<a id="[^"]+-tab-details" class="sb-tabs__tab" href="#[^"]+-panel-details">/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Product information" items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
