import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Gift message', name: 'giftMessage', maxLength: 250 },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Gift message' });
    await userEvent.click(box);
    await userEvent.type(box, 'Happy trails!{enter}Sam');
    await expect(box).toHaveValue('Happy trails!\nSam');
    await expect(box).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'Up to 250 characters, printed on the packing slip.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Gift message' })).toHaveAccessibleDescription(
      'Up to 250 characters, printed on the packing slip.',
    );
  },
};

/** The error is text under the box, read out with it; the box is `aria-invalid`. */
export const Error: Story = {
  args: { defaultValue: 'A very long message', error: 'Keep the message under 250 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Gift message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Gift options are closed for this order.' } };
