/**
 * The fixed-name CMS pages drawn inside the shop's dialogs (commerce-core §7 content by name): the sign-in dialog's
 * (`sign-in-modal`, and `sign-up-modal` on its sign-up step) and the loyalty sign-up's (`loyalty-modal`). The
 * browser asks for them when a dialog opens (`routes/contentSlot.ts`); only these names are served that way.
 */
export const DIALOG_CONTENT_NAMES = ['sign-in-modal', 'sign-up-modal', 'loyalty-modal'] as const;

/** A fixed-name CMS page drawn inside a dialog. */
export type DialogContentName = (typeof DIALOG_CONTENT_NAMES)[number];

/**
 * Whether a name is one of {@link DIALOG_CONTENT_NAMES}.
 *
 * @example
 * isDialogContentName('sign-in-modal'); // true
 * isDialogContentName('checkout'); // false: drawn by its page, not fetched by a dialog
 */
export function isDialogContentName(name: string | undefined): name is DialogContentName {
  return (DIALOG_CONTENT_NAMES as readonly string[]).includes(name ?? '');
}
