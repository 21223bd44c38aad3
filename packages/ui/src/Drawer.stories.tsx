import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Drawer } from './Drawer';

type DrawerStoryArgs = Omit<ComponentProps<typeof Drawer>, 'open' | 'onClose'> & { opener: string };

function DrawerWithOpener({ opener, ...props }: DrawerStoryArgs) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const categories = (
  <nav aria-label="Categories">
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
      <li>
        <a href="#men">Men</a>
      </li>
      <li>
        <a href="#women">Women</a>
      </li>
      <li>
        <a href="#kids">Kids</a>
      </li>
      <li>
        <a href="#footwear">Footwear</a>
      </li>
      <li>
        <a href="#sale">Sale</a>
      </li>
    </ul>
  </nav>
);

const meta = {
  title: 'UI/Drawer',
  component: DrawerWithOpener,
  args: { opener: 'Menu', title: 'Shop', children: categories },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof DrawerWithOpener>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone menu: a sheet from the left edge; Escape closes it and focus goes back to the Menu button. */
export const MenuFromTheLeft: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);

    // The drawer lives in the top layer, outside the story's canvas.
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Shop' });
    await expect(drawer.matches(':modal')).toBe(true);
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Flush with the left edge, full height, leaving part of the page visible.
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(view.innerHeight);
    await expect(box.width).toBeLessThan(view.innerWidth);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    // Left open so the accessibility check and the screenshot see the drawer itself.
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'Shop' });
  },
};

/** A mini cart: from the right edge, with a footer that stays put while the lines scroll. */
export const MiniCartFromTheRight: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  args: {
    opener: 'Cart, 2 items',
    title: 'Your cart',
    side: 'right',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
        <li>Ridgeline shell, Moss, M × 1 — $220.00</li>
        <li>Trail runner, Slate, 9 × 1 — $140.00</li>
      </ul>
    ),
    footer: (
      <>
        <p style={{ margin: 0 }}>
          Subtotal <strong>$360.00</strong>
        </p>
        <Button>Checkout</Button>
        <Button variant="secondary">View cart</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await userEvent.click(opener);
    const page = within(canvasElement.ownerDocument.body);
    const drawer = await page.findByRole('dialog', { name: 'Your cart' });
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(view.innerWidth));
    await expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeVisible();

    // A click on the ::backdrop (the page behind) is dispatched to the <dialog> element itself.
    await userEvent.click(drawer);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'Your cart' });
  },
};
