import { render, screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Radio, RadioGroup } from './Radio';

function Delivery(props: { error?: string; disabled?: boolean }) {
  return (
    <form aria-label="Delivery form">
      <RadioGroup legend="Delivery" name="delivery" hint="Choose one" required {...props}>
        <Radio label="Standard" value="standard" hint="3–5 working days" />
        <Radio label="Next day" value="next-day" />
      </RadioGroup>
    </form>
  );
}

describe('RadioGroup and Radio', () => {
  it('is a group named by its legend whose radios share its name', async () => {
    const { user, container } = renderWithUser(<Delivery />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(group).toHaveAttribute('aria-required', 'true');
    const standard = screen.getByRole('radio', { name: 'Standard' });
    expect(standard).toHaveAccessibleDescription('3–5 working days');
    await user.click(screen.getByText('Next day'));
    expect(screen.getByRole('radio', { name: 'Next day' })).toBeChecked();
    const form = screen.getByRole('form', { name: 'Delivery form' }) as HTMLFormElement;
    expect(new FormData(form).get('delivery')).toBe('next-day');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the group error and marks the group invalid', async () => {
    const { container } = render(<Delivery error="Choose a delivery option" />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose one Choose a delivery option');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disables every option with the group', () => {
    render(<Delivery disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
