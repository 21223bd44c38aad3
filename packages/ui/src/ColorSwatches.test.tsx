import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ColorSwatches, type Swatch } from './ColorSwatches';

const swatches: Swatch[] = [
  { value: 'BLK', name: 'Black', color: '#111' },
  { value: 'NVY', name: 'Navy', color: '#1b2a4a' },
  { value: 'RED', name: 'Ember', color: '#b83f12', soldOut: true },
];

describe('ColorSwatches', () => {
  it('as links: the current colour is marked, a sold-out colour stays focusable and says so', async () => {
    const { container } = render(
      <ColorSwatches
        label="Colour"
        value="NVY"
        swatches={swatches.map((swatch) => ({ ...swatch, href: `?color=${swatch.value}` }))}
      />,
    );
    expect(screen.getByRole('list', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Navy' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Black' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Ember, sold out' })).toHaveAttribute('href', '?color=RED');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws links with the app’s own link component', () => {
    render(
      <ColorSwatches
        label="Colour"
        swatches={[{ value: 'BLK', name: 'Black', href: '/p/1?color=BLK' }]}
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Black' })).toHaveAttribute('data-router', 'yes');
  });

  it('as radios: a named group, arrow keys choose, sold out still selectable and announced', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithUser(
      <ColorSwatches label="Colour" name="color" value="BLK" onChange={onChange} swatches={swatches} />,
    );
    const group = screen.getByRole('group', { name: 'Colour' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('NVY', expect.anything());
    expect(screen.getByRole('radio', { name: 'Ember, sold out' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on a tile: a list of colours, at most `max` and a count of the rest', () => {
    render(<ColorSwatches label="3 colours" size="sm" max={2} swatches={swatches} />);
    const list = screen.getByRole('list', { name: '3 colours' });
    expect(list.querySelectorAll('.sb-swatch')).toHaveLength(2);
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('Black')).toHaveClass('sb-visually-hidden');
  });
});
