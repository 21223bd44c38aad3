import { fireEvent, screen } from '@testing-library/react';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';

beforeAll(installDialogStandIn);

function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Size guide</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Trail shoe sizes">
        <p>Between sizes? Go half a size up for long descents.</p>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('is closed until opened and then labelled by its title', async () => {
    const { user } = renderWithUser(<SizeGuide />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Size guide' }));

    const dialog = screen.getByRole('dialog', { name: 'Trail shoe sizes' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText(/half a size up/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithUser(<SizeGuide />);
    const opener = screen.getByRole('button', { name: 'Size guide' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from its labelled close button and returns focus to the opener', async () => {
    const { user } = renderWithUser(<SizeGuide />);
    const opener = screen.getByRole('button', { name: 'Size guide' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes when the backdrop is clicked, not when the content is', async () => {
    const { user } = renderWithUser(<SizeGuide />);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = screen.getByRole('dialog');

    fireEvent.click(screen.getByText(/half a size up/));
    expect(dialog).toHaveAttribute('open');

    // A click on ::backdrop is dispatched to the <dialog> element itself.
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to the opener when it is removed while open', async () => {
    function Removable() {
      const [shown, setShown] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Notify me</Button>
          {shown ? (
            <Dialog open={open} onClose={() => setOpen(false)} title="Back-in-stock alert">
              <Button onClick={() => setShown(false)}>Done</Button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { user } = renderWithUser(<Removable />);
    const opener = screen.getByRole('button', { name: 'Notify me' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("gives focus to the link that took the opener's place when the page drew it anew while open", async () => {
    // A cart line moved to another group by the dialog's own change: its "Change delivery" link is a new element.
    function Moving() {
      const [group, setGroup] = useState<'home' | 'pickup'>('home');
      const [open, setOpen] = useState(false);
      const opener = (
        <a
          href="?delivery=line-1"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Change delivery
        </a>
      );
      return (
        <>
          <section key="home">{group === 'home' ? opener : null}</section>
          <section key="pickup">{group === 'pickup' ? opener : null}</section>
          {open ? (
            <Dialog open onClose={() => setOpen(false)} title="Change delivery method">
              <Button
                onClick={() => {
                  setGroup('pickup');
                  setOpen(false);
                }}
              >
                Save
              </Button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { user } = renderWithUser(<Moving />);
    const first = screen.getByRole('link', { name: 'Change delivery' });
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const moved = screen.getByRole('link', { name: 'Change delivery' });
    expect(moved).not.toBe(first);
    expect(moved).toHaveFocus();
  });

  it('uses the translated close label it is given', async () => {
    function Translated() {
      return (
        <Dialog open onClose={() => {}} title="Guide des tailles" closeLabel="Fermer">
          <p>Contenu</p>
        </Dialog>
      );
    }
    renderWithUser(<Translated />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('has no axe violations while open', async () => {
    const { user, container } = renderWithUser(<SizeGuide />);
    await user.click(screen.getByRole('button', { name: 'Size guide' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
