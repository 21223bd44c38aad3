import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Order updates by text message', name: 'smsUpdates', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Order updates by text message' });
    await expect(control).not.toBeChecked();
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByText('Order updates by text message'));
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = { args: { hint: 'Standard message rates apply.' } };

export const Disabled: Story = {
  render: (args) => (
    <div>
      <Switch {...args} label="Member prices (sign in first)" disabled />
      <Switch {...args} label="Service messages (always on)" disabled defaultChecked />
    </div>
  ),
};
