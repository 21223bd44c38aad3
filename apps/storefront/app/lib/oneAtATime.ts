import type { FormEvent } from 'react';

/**
 * What a form sending through a fetcher needs while its answer is on its way, so the shopper's focus stays where it
 * was: the submit button is marked busy (`aria-disabled`, styled as disabled) rather than `disabled`, which would
 * drop focus to the page's body; and the form refuses a second submission meanwhile (no double vote or add).
 *
 * @example
 * const pending = oneAtATime(fetcher.state !== 'idle');
 * <fetcher.Form onSubmit={pending.onSubmit}><button type="submit" {...pending.button}>Helpful</button></fetcher.Form>
 */
export function oneAtATime(busy: boolean): {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  button: { 'aria-disabled'?: true };
} {
  return {
    onSubmit: (event) => {
      if (busy) event.preventDefault();
    },
    button: busy ? { 'aria-disabled': true } : {},
  };
}
