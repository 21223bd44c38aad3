import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard', async () => {
    const { user, container } = renderWithUser(<Checkbox label="Waterproof" name="feature" value="waterproof" />);
    const box = screen.getByRole('checkbox', { name: 'Waterproof' });
    await user.click(screen.getByText('Waterproof'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads out its hint and error and is invalid while the error shows', async () => {
    const { container } = render(
      <Checkbox
        label="I accept the terms"
        hint="You can read them first"
        error="Accept the terms to continue"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can read them first Accept the terms to continue');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can be disabled', () => {
    render(<Checkbox label="Sold out colours" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Sold out colours' })).toBeDisabled();
  });
});
