import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';

const options = (
  <>
    <Radio label="Standard" value="standard" hint="3–5 working days, free" defaultChecked />
    <Radio label="Express" value="express" hint="1–2 working days, $9.95" />
    <Radio label="Collect from a store" value="store" hint="Ready in 2 hours" />
  </>
);

const meta = {
  title: 'UI/Radio',
  component: RadioGroup,
  args: { legend: 'Delivery', name: 'delivery', children: options },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    const standard = canvas.getByRole('radio', { name: 'Standard' });
    await expect(standard).toBeChecked();
    // The browser moves the choice with the arrow keys inside the group.
    standard.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.click(canvas.getByText('Collect from a store'));
    await expect(canvas.getByRole('radio', { name: 'Collect from a store' })).toBeChecked();
  },
};

export const WithHint: Story = { args: { hint: 'Order by 2 pm for dispatch today.' } };

export const Error: Story = {
  args: {
    required: true,
    error: 'Choose a delivery option',
    children: (
      <>
        <Radio label="Standard" value="standard" />
        <Radio label="Express" value="express" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a delivery option');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const OneOptionDisabled: Story = {
  args: {
    children: (
      <>
        <Radio label="Standard" value="standard" defaultChecked />
        <Radio label="Same day (not in your area)" value="same-day" disabled />
      </>
    ),
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Fit',
    name: 'fit',
    orientation: 'horizontal',
    children: (
      <>
        <Radio label="Slim" value="slim" />
        <Radio label="Regular" value="regular" defaultChecked />
        <Radio label="Relaxed" value="relaxed" />
      </>
    ),
  },
};
