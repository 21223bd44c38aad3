import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  it('is a native select named by its label', async () => {
    const { user, container } = renderWithUser(
      <Select label="Sort by" name="sort" defaultValue="new">
        <option value="new">Newest</option>
        <option value="price-asc">Price, low to high</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'Price, low to high');
    expect(select).toHaveValue('price-asc');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('describes itself with its hint and error and marks itself invalid', async () => {
    const { container } = render(
      <Select label="State" id="state" hint="For the sales tax" error="Choose a state" required>
        <option value="">Choose…</option>
        <option value="CA">California</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('For the sales tax Choose a state');
    expect(await axeViolations(container)).toEqual([]);
  });
});
