import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { SizeButtons, type SizeOption } from './SizeButtons';

const options: SizeOption[] = [
  { value: 'S' },
  { value: 'M', lowStock: true },
  { value: 'L', unavailable: true },
  { value: 'XL' },
];

describe('SizeButtons', () => {
  it('is a group of native radios named by size; an unavailable size is disabled and says so', async () => {
    const { container } = render(<SizeButtons name="size" legend="Size" options={options} value="S" required />);
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'XL' })).toBeRequired();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes a low-stock size without changing its name', () => {
    render(<SizeButtons name="size" legend="Size" options={options} lowStockLabel="Only 2 left" />);
    expect(screen.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription('Only 2 left');
    expect(screen.getByRole('radio', { name: 'S' })).not.toHaveAccessibleDescription();
  });

  it('moves with the arrow keys, skipping an unavailable size, and reports the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderWithUser(
      <SizeButtons name="size" legend="Size" options={options} value="M" onChange={onChange} />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'XL' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('XL', expect.anything());
  });

  it('posts the chosen size with its form, without any script of its own', () => {
    render(
      <form aria-label="Add">
        <SizeButtons
          name="size"
          legend="Size"
          options={options}
          value="XL"
          sizeChart={<a href="#chart">Size chart</a>}
        />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Add' }) as HTMLFormElement);
    expect(data.get('size')).toBe('XL');
    expect(screen.getByRole('link', { name: 'Size chart' })).toBeInTheDocument();
  });
});
