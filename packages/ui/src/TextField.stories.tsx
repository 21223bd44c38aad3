import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your order confirmation here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send your order confirmation here.',
    );
  },
};

export const Required: Story = {
  args: { label: 'First name', type: 'text', autoComplete: 'given-name', required: true },
};

/** The error is text under the field, read out with it; the field is `aria-invalid`. */
export const Error: Story = {
  args: {
    defaultValue: 'ada@',
    hint: 'We send your order confirmation here.',
    error: 'Enter an email address like name@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send your order confirmation here. Enter an email address like name@example.com',
    );
  },
};

export const Disabled: Story = { args: { defaultValue: 'ada@example.com', disabled: true } };

export const ReadOnly: Story = {
  args: { defaultValue: 'ada@example.com', readOnly: true, hint: 'Change it under Sign-in details.' },
};

export const PrefixAndSuffix: Story = {
  args: {
    label: 'Gift card amount',
    name: 'amount',
    type: 'text',
    inputMode: 'decimal',
    prefix: '£',
    suffix: 'GBP',
    autoComplete: 'off',
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </div>
  ),
};
