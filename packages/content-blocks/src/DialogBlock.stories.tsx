import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import { DialogBlock, openModalByHash } from './DialogBlock';
import { dialogBlockSchema, dialogMediaPositions } from './dialogBlockSchema';
import { exampleDialogBlock } from './presentationalExamples';

const sizeGuide = dialogBlockSchema.parse(exampleDialogBlock);

const meta = {
  title: 'Content blocks/Dialog block',
  component: DialogBlock,
  parameters: { layout: 'padded' },
  args: sizeGuide,
  argTypes: { mediaPosition: { control: 'inline-radio', options: dialogMediaPositions } },
  // Each story starts and ends without the modal hash, so one story's open dialog never leaks into the next.
  beforeEach: () => {
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
} satisfies Meta<typeof DialogBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFromTrigger = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('link', { name: 'Open the size guide' });
  await userEvent.click(trigger);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Jacket size guide' });
  return { trigger, dialog };
};

/** Media on the left at a third of the width; keyboard path: focus moves in, Escape closes, focus returns. */
export const LeftNormal: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement);
    const image = within(dialog).getByRole('img').getBoundingClientRect();
    const body = dialog.querySelector('.sb-dialog-block__body')!.getBoundingClientRect();
    await expect(image.right).toBeLessThanOrEqual(body.left);
    await expect(image.width / (body.right - image.left)).toBeCloseTo(1 / 3, 1);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(trigger).toHaveFocus();
    await expect(window.location.hash).toBe('');
  },
};

/** Media on the left at half the width. */
export const LeftLarge: Story = {
  args: { mediaPosition: 'left-large' },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromTrigger(canvasElement);
    const image = within(dialog).getByRole('img').getBoundingClientRect();
    const body = dialog.querySelector('.sb-dialog-block__body')!.getBoundingClientRect();
    await expect(image.width / (body.right - image.left)).toBeCloseTo(0.5, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

/** Media above the text (a bottom panel on phones). */
export const MediaTop: Story = {
  args: { mediaPosition: 'top' },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromTrigger(canvasElement);
    const image = within(dialog).getByRole('img').getBoundingClientRect();
    const text = within(dialog)
      .getByText(/Between two sizes/)
      .getBoundingClientRect();
    await expect(image.bottom).toBeLessThanOrEqual(text.top);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

/** Media inside the body, after the text. */
export const MediaInBody: Story = {
  args: { mediaPosition: 'body' },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromTrigger(canvasElement);
    const image = within(dialog).getByRole('img').getBoundingClientRect();
    const text = within(dialog)
      .getByText(/Between two sizes/)
      .getBoundingClientRect();
    await expect(image.top).toBeGreaterThanOrEqual(text.bottom);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
};

/** A banner's `#modal-size-guide` link on the same page opens the dialog block through `openModalByHash`. */
export const OpenedByAModalLink: Story = {
  render: (args) => (
    <BlockRenderer
      onOpenModal={openModalByHash}
      blocks={[
        {
          id: 'fit-banner',
          type: 'banner',
          variant: 'thin',
          title: 'Not sure of your size?',
          targets: [{ id: 'size', text: 'See the size guide', url: '#modal-size-guide', style: { sm: 'text-link' } }],
        },
        { ...args, triggerText: undefined, type: 'dialogBlock' },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'See the size guide' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Jacket size guide' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};
