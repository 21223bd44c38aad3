/**
 * The foreground/background token pairs that components may combine, with the WCAG contrast each must reach.
 * `tokens.css` is the single source of the colours; `contrastPairs.test.ts` resolves both tokens from it and
 * computes the ratio, and the `UI/Design tokens` Contrast story draws every pair with its ratio.
 *
 * Text must reach 4.5:1 (WCAG 1.4.3 AA, body text); a control's outline and the focus ring 3:1 (WCAG 1.4.11).
 * A pair that is not listed here is not promised to be readable: add it (and let the test judge it) first.
 */
export interface ContrastPair {
  /** The foreground token, e.g. `--sb-color-text`. */
  fg: `--sb-${string}`;
  /** The background token it is drawn on. */
  bg: `--sb-${string}`;
  /** The minimum contrast ratio: 4.5 for text, 3 for non-text (borders of controls, focus ring). */
  min: 4.5 | 3;
  /** Where the pair is used. */
  use: string;
}

const surfaces = ['--sb-color-surface', '--sb-color-surface-subtle', '--sb-color-surface-muted'] as const;

/** Every documented pair. Kept out of the package's index: the data is for the test and the tokens page. */
export const contrastPairs: readonly ContrastPair[] = [
  ...surfaces.flatMap((bg): ContrastPair[] => [
    { fg: '--sb-color-text', bg, min: 4.5, use: 'body text' },
    { fg: '--sb-color-text-muted', bg, min: 4.5, use: 'secondary text, hints' },
    { fg: '--sb-color-link', bg, min: 4.5, use: 'links' },
    { fg: '--sb-color-sale', bg, min: 4.5, use: 'reduced price' },
    { fg: '--sb-color-error', bg, min: 4.5, use: 'error messages' },
    { fg: '--sb-color-success', bg, min: 4.5, use: 'confirmations' },
    { fg: '--sb-color-warning', bg, min: 4.5, use: 'low stock' },
    { fg: '--sb-color-border-input', bg, min: 3, use: 'outline of a text field, checkbox, select' },
    { fg: '--sb-color-focus', bg, min: 3, use: 'focus ring' },
  ]),
  { fg: '--sb-color-text', bg: '--sb-color-surface-strong', min: 4.5, use: 'hovered soft button' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-surface-inverse', min: 4.5, use: 'dark bars, toasts' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-brand', min: 4.5, use: 'primary button' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-brand-hover', min: 4.5, use: 'hovered primary button' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-accent', min: 4.5, use: 'sale badge (solid)' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-error', min: 4.5, use: 'error toast, solid error badge' },
  { fg: '--sb-color-text-inverse', bg: '--sb-color-success', min: 4.5, use: 'solid success badge' },
  { fg: '--sb-color-text', bg: '--sb-color-brand-subtle', min: 4.5, use: 'text on a brand tint' },
  { fg: '--sb-color-brand', bg: '--sb-color-brand-subtle', min: 4.5, use: 'brand badge' },
  { fg: '--sb-color-text', bg: '--sb-color-accent-subtle', min: 4.5, use: 'text on an accent tint' },
  { fg: '--sb-color-accent-strong', bg: '--sb-color-accent-subtle', min: 4.5, use: 'sale badge (soft)' },
  { fg: '--sb-color-error', bg: '--sb-color-error-subtle', min: 4.5, use: 'error message box, badge' },
  { fg: '--sb-color-success', bg: '--sb-color-success-subtle', min: 4.5, use: 'success message box, badge' },
  { fg: '--sb-color-warning', bg: '--sb-color-warning-subtle', min: 4.5, use: 'low-stock badge' },
  { fg: '--sb-color-focus', bg: '--sb-color-surface-inverse', min: 3, use: 'focus ring on a dark bar' },
  { fg: '--sb-color-success-on-inverse', bg: '--sb-color-surface-inverse', min: 3, use: 'success mark on a toast' },
  { fg: '--sb-color-error-on-inverse', bg: '--sb-color-surface-inverse', min: 3, use: 'error mark on a toast' },
];
