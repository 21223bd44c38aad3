import { screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch named by its label that toggles with Space', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithUser(
      <Switch label="Order updates by text" hint="Standard rates apply" onChange={onChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Order updates by text' });
    expect(control).toHaveAccessibleDescription('Standard rates apply');
    expect(control).not.toBeChecked();
    control.focus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });
});
