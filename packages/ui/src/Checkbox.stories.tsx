import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Waterproof', name: 'feature', value: 'waterproof' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Waterproof' });
    await userEvent.click(canvas.getByText('Waterproof'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { label: 'Keep me signed in', name: 'remember', hint: 'Not on a shared computer.' },
};

export const Error: Story = {
  args: {
    label: 'I accept the terms and conditions',
    name: 'terms',
    required: true,
    error: 'Accept the terms to place your order',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to place your order');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div>
      <Checkbox {...args} label="Gore-Tex (none in stock)" disabled />
      <Checkbox {...args} label="Recycled (always on)" disabled defaultChecked />
    </div>
  ),
};

/** A filter list: each row is a 44px target. */
export const FilterList: Story = {
  render: () => (
    <fieldset style={{ border: 0, padding: 0 }}>
      <legend className="sb-field__label">Features</legend>
      <Checkbox label="Waterproof (24)" name="feature" value="waterproof" defaultChecked />
      <Checkbox label="Insulated (12)" name="feature" value="insulated" />
      <Checkbox label="Packable (7)" name="feature" value="packable" />
    </fieldset>
  ),
};
