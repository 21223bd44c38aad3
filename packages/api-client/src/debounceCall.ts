/**
 * Spec §9: "Request debounce default 25 ms".
 *
 * @example
 * const search = debounceCall((q: string) => client.products.autoSuggest({ q }), { wait: DEFAULT_DEBOUNCE_MS });
 */
export const DEFAULT_DEBOUNCE_MS = 25;

/**
 * What happens to callers whose call was replaced by a later one inside the wait: `share` (the default) resolves
 * them with the result of the last call; `abort` rejects them with a `DOMException` named `AbortError`.
 *
 * @example
 * const options: DebounceOptions = { wait: 25, superseded: 'abort' };
 */
export type SupersededPolicy = 'share' | 'abort';

/**
 * Options of {@link debounceCall}.
 *
 * @example
 * const options: DebounceOptions = { wait: 50 };
 */
export interface DebounceOptions {
  /** Quiet time in milliseconds before the last call runs; {@link DEFAULT_DEBOUNCE_MS} by default. */
  wait?: number;
  superseded?: SupersededPolicy;
}

interface Waiting<Result> {
  resolve: (value: Result) => void;
  reject: (reason: unknown) => void;
}

/**
 * Coalesces rapid calls: each call restarts the wait, and only the last one's arguments reach `fn` when the wait
 * is over. Every caller of that burst gets the same promise outcome (or, with `superseded: 'abort'`, the earlier
 * callers are rejected with an `AbortError` at once). Calls after the burst start a new one. No global state:
 * each debounced function has its own timer.
 *
 * @example
 * const setQuantity = debounceCall((qty: number) => client.cart.updateItem(basketId, { cartId: basketId, itemId, qty }));
 * setQuantity(2); setQuantity(3); await setQuantity(4); // one request, qty 4; all three resolve with its cart
 */
export function debounceCall<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  options: DebounceOptions = {},
): (...args: Args) => Promise<Result> {
  const wait = options.wait ?? DEFAULT_DEBOUNCE_MS;
  const superseded = options.superseded ?? 'share';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Waiting<Result>[] = [];
  let lastArgs: Args | undefined;

  return (...args: Args) =>
    new Promise<Result>((resolve, reject) => {
      if (timer !== undefined) clearTimeout(timer);
      if (superseded === 'abort') {
        for (const earlier of waiting) earlier.reject(abortError());
        waiting = [];
      }
      waiting.push({ resolve, reject });
      lastArgs = args;
      timer = setTimeout(() => {
        const burst = waiting;
        const callArgs = lastArgs as Args;
        waiting = [];
        timer = undefined;
        lastArgs = undefined;
        fn(...callArgs).then(
          (value) => burst.forEach((entry) => entry.resolve(value)),
          (error: unknown) => burst.forEach((entry) => entry.reject(error)),
        );
      }, wait);
    });
}

function abortError(): Error {
  // DOMException exists in browsers and Node 17+; its name is what fetch-style code checks.
  return new DOMException('Superseded by a later call', 'AbortError');
}
