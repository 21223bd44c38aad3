import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Dialog } from './Dialog';

type DialogStoryArgs = Omit<ComponentProps<typeof Dialog>, 'open' | 'onClose'> & { opener: string };

function DialogWithOpener({ opener, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text-link" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const sizeChart = (
  <>
    <p>Measure your foot from heel to longest toe, standing, at the end of the day.</p>
    <table style={{ width: '100%', borderCollapse: 'collapse', textAlign: 'start' }}>
      <thead>
        <tr>
          <th scope="col">UK</th>
          <th scope="col">EU</th>
          <th scope="col">Foot length</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>7</td>
          <td>41</td>
          <td>26.0 cm</td>
        </tr>
        <tr>
          <td>8</td>
          <td>42</td>
          <td>26.7 cm</td>
        </tr>
        <tr>
          <td>9</td>
          <td>43</td>
          <td>27.5 cm</td>
        </tr>
      </tbody>
    </table>
    <p>Between sizes? Go half a size up for long descents: your feet swell over a day on the trail.</p>
  </>
);

const meta = {
  title: 'UI/Dialog',
  component: DialogWithOpener,
  args: { opener: 'Size guide', title: 'Trail shoe sizes', children: sizeChart },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof DialogWithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A centred modal from md up; Escape closes it and focus goes back to the link that opened it. */
export const SizeGuide: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Size guide' });
    await userEvent.click(opener);

    // The dialog lives in the top layer, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Trail shoe sizes' });
    await expect(dialog).toHaveAttribute('open');
    await expect(dialog.matches(':modal')).toBe(true);
    // Centred, with the page visible around it.
    const view = canvasElement.ownerDocument.defaultView!;
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.left)).toBe(Math.round(view.innerWidth - box.right));
    await expect(box.width).toBeLessThan(view.innerWidth);
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    // Left open so the accessibility check and the screenshot see the dialog itself.
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'Trail shoe sizes' });
  },
};

/** Actions in a footer that stays put while the body scrolls. */
export const WithFooter: Story = {
  args: {
    opener: 'Remove from bag',
    title: 'Remove the Ridgeline shell?',
    children: <p>It stays in your wishlist, in Moss, size M, in case you change your mind.</p>,
    footer: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button>Remove</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from bag' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Remove the Ridgeline shell?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove from bag' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from bag' }));
    await page.findByRole('dialog');
  },
};

/** On phones the same dialog is a panel rising from the bottom edge. */
export const SmallScreenPanel: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Size guide' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('open');
    // Full width and flush with the bottom edge.
    const view = canvasElement.ownerDocument.defaultView!;
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(view.innerWidth);
    await expect(Math.round(box.bottom)).toBe(view.innerHeight);
  },
};
