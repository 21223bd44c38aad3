import type { KeyboardEvent } from 'react';

/**
 * `onKeyDown` of a native modal `<dialog>`: Escape closes it (firing its `close` event) even where the browser's own
 * close request does not run — a key event sent by a script (assistive tools, tests, Storybook play functions) or
 * an environment without close requests. In a browser that has them the outcome is the same as the native one: the
 * dialog closes and its `close` handler returns focus. The same fallback as the ui `Dialog`.
 *
 * @example
 * <dialog ref={dialogRef} onKeyDown={closeOnEscape} onClose={() => opener.current?.focus()}>…</dialog>
 */
export function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.open) return;
  event.preventDefault();
  event.currentTarget.close();
}
