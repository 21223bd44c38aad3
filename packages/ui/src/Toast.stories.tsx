import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { ToastProvider, useToast } from './Toast';

function Demo() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show('Added to your bag', { tone: 'success' })}>Add to bag</Button>
      <Button variant="secondary" onClick={() => toast.show('Saved to your favourites')}>
        Save
      </Button>
      <Button
        variant="tertiary"
        onClick={() => toast.show('We could not update your bag. Try again.', { tone: 'error' })}
      >
        Fail
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a button: the message appears in the polite live region, and goes by itself (errors stay). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const region = page.getByRole('status', { name: 'Notifications' });
    await userEvent.click(page.getByRole('button', { name: 'Add to bag' }));
    await expect(region).toHaveTextContent('Added to your bag');
    await userEvent.click(page.getByRole('button', { name: 'Fail' }));
    await expect(region).toHaveTextContent('We could not update your bag. Try again.');
    // Dismissed from the keyboard with its labelled close button.
    const [, errorClose] = within(region).getAllByRole('button', { name: 'Dismiss' });
    errorClose!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).not.toHaveTextContent('We could not update your bag'));
  },
};

export const Translated: Story = {
  args: { dismissLabel: 'Fermer', label: 'Notifications' },
};
