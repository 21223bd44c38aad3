import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * Renders a component and hands back a user-event session bound to it, so tests type and click like a shopper.
 *
 * @example
 * const { user, getByRole } = renderWithUser(<Button>Add</Button>);
 * await user.click(getByRole('button', { name: 'Add' }));
 */
export function renderWithUser(ui: ReactElement, options?: RenderOptions) {
  const user = userEvent.setup();
  return { user, ...render(ui, options) };
}
