import { fireEvent, screen } from '@testing-library/react';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Drawer } from './Drawer';

beforeAll(installDialogStandIn);

function MenuDrawer({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Shop" keepMounted={keepMounted} id="menu">
        <a href="/c/mens-jackets">Men's jackets</a>
      </Drawer>
    </main>
  );
}

describe('Drawer', () => {
  it('is closed until opened, then a labelled dialog with focus inside', async () => {
    const { user } = renderWithUser(<MenuDrawer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: "Men's jackets", hidden: true })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const drawer = screen.getByRole('dialog', { name: 'Shop' });
    expect(drawer).toHaveAttribute('open');
    expect(drawer).toHaveClass('sb-drawer', 'sb-drawer--left');
    expect(screen.getByRole('link', { name: "Men's jackets" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithUser(<MenuDrawer />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and on a backdrop click, not on a click inside', async () => {
    const { user } = renderWithUser(<MenuDrawer />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const drawer = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('link', { name: "Men's jackets" }));
    expect(drawer).toHaveAttribute('open');
    // A click on ::backdrop is dispatched to the <dialog> element itself.
    fireEvent.click(drawer);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps its body in the page while closed when asked, for a no-JavaScript fallback link', () => {
    const { container } = renderWithUser(<MenuDrawer keepMounted />);
    const drawer = container.querySelector('dialog#menu');
    expect(drawer).not.toBeNull();
    expect(drawer).not.toHaveAttribute('open');
    expect(drawer?.querySelector('a[href="/c/mens-jackets"]')).not.toBeNull();
  });

  it('opens from the right edge when asked', async () => {
    function Bag() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Bag</Button>
          <Drawer
            open={open}
            onClose={() => setOpen(false)}
            title="Your bag"
            side="right"
            footer={<Button>Checkout</Button>}
          >
            <p>1 item</p>
          </Drawer>
        </>
      );
    }
    const { user } = renderWithUser(<Bag />);
    await user.click(screen.getByRole('button', { name: 'Bag' }));
    expect(screen.getByRole('dialog', { name: 'Your bag' })).toHaveClass('sb-drawer--right');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeVisible();
  });

  it('has no accessibility violations when open', async () => {
    const { user, container } = renderWithUser(<MenuDrawer />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
