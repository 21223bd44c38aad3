// The keyboard path every dialog of the shop must keep, checked in the stories' play functions. Not part of the app.
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The open modal dialog named `name` on the page. */
export async function findOpenDialog(name: string | RegExp): Promise<HTMLDialogElement> {
  const dialog = (await within(document.body).findByRole('dialog', { name })) as HTMLDialogElement;
  await waitFor(() => expect(dialog.open).toBe(true));
  return dialog;
}

/**
 * Opens a dialog from its opener and walks it with the keyboard as a shopper would: it opens as a modal (the page
 * behind is inert), focus moves into it, Tab and Shift+Tab never put focus on the page behind, Escape closes it and
 * focus goes back to the opener. Returns the dialog (closed).
 *
 * @example
 * await expectDialogKeyboardPath(canvas.getByRole('button', { name: 'Size chart' }), 'Apparel sizes');
 */
export async function expectDialogKeyboardPath(
  opener: HTMLElement,
  name: string | RegExp,
  open: () => Promise<void> = () => userEvent.click(opener),
): Promise<HTMLDialogElement> {
  await open();
  const dialog = await findOpenDialog(name);
  await expect(dialog.matches(':modal')).toBe(true);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const stops = dialog.querySelectorAll(
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea',
  ).length;
  // One more Tab than there are controls, both ways: focus wraps or leaves for the browser's own UI, never the page.
  const behindTheDialog = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && !dialog.contains(active);
  };
  for (let press = 0; press <= stops; press += 1) {
    await userEvent.tab();
    await expect(behindTheDialog()).toBe(false);
  }
  for (let press = 0; press <= stops; press += 1) {
    await userEvent.tab({ shift: true });
    await expect(behindTheDialog()).toBe(false);
  }
  // Escape goes to whatever has focus in the dialog, as the shopper's key press would.
  (dialog.contains(document.activeElement) ? (document.activeElement as HTMLElement) : dialog).focus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(dialog.open).toBe(false));
  await waitFor(() => expect(document.activeElement).toBe(opener));
  return dialog;
}
