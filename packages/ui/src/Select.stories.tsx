import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Select } from './Select';

const options = (
  <>
    <option value="">Choose a state</option>
    <option value="CA">California</option>
    <option value="CO">Colorado</option>
    <option value="WA">Washington</option>
  </>
);

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'State', name: 'state', children: options },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await userEvent.selectOptions(select, 'Colorado');
    await expect(select).toHaveValue('CO');
  },
};

export const WithHint: Story = { args: { hint: 'Used for the sales tax of your order.' } };

export const Error: Story = {
  args: { required: true, error: 'Choose a state' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a state');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'WA' } };

export const Small: Story = {
  args: {
    label: 'Sort by',
    name: 'sort',
    size: 'sm',
    children: (
      <>
        <option value="new">Newest</option>
        <option value="price-asc">Price, low to high</option>
        <option value="price-desc">Price, high to low</option>
      </>
    ),
  },
};
