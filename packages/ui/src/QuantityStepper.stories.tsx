import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'UI/QuantityStepper',
  component: QuantityStepper,
  args: { label: 'Quantity', name: 'qty', defaultValue: 1, max: 5, statusText: (value: number) => `Quantity ${value}` },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** − and + step between 1 and 5; each change is announced; − is disabled at 1 and + at 5. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const less = canvas.getByRole('button', { name: 'Decrease quantity' });
    const more = canvas.getByRole('button', { name: 'Increase quantity' });
    await waitFor(() => expect(more).toBeEnabled());
    await expect(less).toBeDisabled();
    await userEvent.click(more);
    await expect(field).toHaveValue(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Quantity 2');
    for (let step = 0; step < 3; step += 1) await userEvent.click(more);
    await expect(field).toHaveValue(5);
    await expect(more).toBeDisabled();
    // Typing works as in any number field.
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await expect(field).toHaveValue(3);
  },
};

export const WithHint: Story = { args: { hint: 'Up to 5 per order' } };

export const Error: Story = {
  args: { defaultValue: 5, error: 'Only 3 left in this size', 'aria-invalid': true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Only 3 left in this size');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };

/** In a cart form: − and + submit the step to the server (they work before JavaScript). */
export const ServerSteps: Story = {
  args: {
    label: 'Quantity',
    stepName: 'step',
    defaultValue: 2,
    decrementLabel: 'Decrease quantity of Ridgeline shell',
    incrementLabel: 'Increase quantity of Ridgeline shell',
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()} aria-label="Ridgeline shell">
      <QuantityStepper {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'Increase quantity of Ridgeline shell' });
    await expect(more).toHaveAttribute('type', 'submit');
    await expect(more).toHaveAttribute('value', '+1');
  },
};
