import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { BlockRenderer } from './BlockRenderer';
import { exampleFooterColumns } from './exampleBlocks';
import { FooterColumns } from './FooterColumns';
import { footerColumnsBlockSchema } from './footerColumnsBlockSchema';

const footer = footerColumnsBlockSchema.parse(exampleFooterColumns);

// The window's width as matchMedia answers it: phones match neither the md nor the lg query.
function stubWidth(breakpoint: 'sm' | 'md' | 'lg') {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (query.includes('48') && breakpoint !== 'sm') || (query.includes('64') && breakpoint === 'lg'),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return listeners;
}

afterEach(() => vi.unstubAllGlobals());

describe('FooterColumns', () => {
  // The summary's own Enter/Space activation needs trusted key events: the e2e footer test presses the keys in
  // Chromium; here the summary is reached by Tab and activated by a click.
  it('on phones: one navigation landmark per column, each a closed accordion whose toggle is the first tab stop', async () => {
    stubWidth('sm');
    const user = userEvent.setup();
    const { container } = render(<FooterColumns {...footer} />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(screen.getAllByRole('navigation')).toHaveLength(3);
    const details = help.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(help).getByRole('heading', { level: 2, name: 'Help' }).closest('summary')).not.toBeNull();

    await user.tab();
    expect(help.querySelector('summary')).toHaveFocus();
    await user.click(help.querySelector('summary')!);
    expect(details.open).toBe(true);
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-gb/help/contact-us');
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'data-sb-target-id',
      'link-en-gb-f-contact',
    );
    expect(container.querySelectorAll('details[open]')).toHaveLength(1);
  });

  it('renders accordions on the server (they work without JavaScript), with every link in the markup', () => {
    const html = renderToString(<FooterColumns {...footer} />);
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('href="/en-gb/terms/privacy"');
  });

  it('from md: plain headings and lists side by side, no toggles, and follows the window when it narrows', () => {
    const listeners = stubWidth('lg');
    render(<FooterColumns {...footer} />);
    expect(document.querySelector('details')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Help',
      'Shop',
      'About',
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(9);

    stubWidth('sm');
    act(() => listeners.forEach((listener) => listener()));
    expect(document.querySelectorAll('details')).toHaveLength(3);
  });

  it('drops unsafe links (explained in preview), link-less columns and untitled columns; needs one column', async () => {
    stubWidth('lg');
    const parsed = footerColumnsBlockSchema.parse({
      ...exampleFooterColumns,
      columns: [
        {
          title: 'Help',
          targets: [
            { id: 'x', text: 'Win a tent', url: 'javascript:alert(1)' },
            { id: 'c', text: 'Contact us', url: '/en-gb/help/contact-us' },
          ],
        },
        { title: 'Empty', targets: [{ id: 'bad' }] },
        { targets: [{ id: 'n', text: 'No title', url: '/en-gb' }] },
      ],
    });
    expect(parsed.columns.map((column) => column.title)).toEqual(['Help']);
    const { rerender } = render(<FooterColumns {...parsed} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText(/Win a tent/)).toBeNull();
    rerender(<FooterColumns {...parsed} preview />);
    expect(screen.getByText(/Link “Win a tent” is hidden/)).toBeInTheDocument();
    expect(
      footerColumnsBlockSchema.safeParse({ ...exampleFooterColumns, columns: [{ title: 'Help', targets: [] }] })
        .success,
    ).toBe(false);
  });

  it('is a registered block the renderer draws from CMS data', () => {
    stubWidth('lg');
    render(<BlockRenderer blocks={[exampleFooterColumns]} />);
    expect(screen.getByRole('navigation', { name: 'About' })).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    stubWidth('sm');
    const { container } = render(
      <footer>
        <FooterColumns {...footer} />
      </footer>,
    );
    expect(await axeViolations(container)).toEqual([]);
    container.querySelectorAll('details').forEach((details) => (details.open = true));
    expect(await axeViolations(container)).toEqual([]);
  });
});
