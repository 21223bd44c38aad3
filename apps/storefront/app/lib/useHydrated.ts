import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether React runs in a browser never changes once it does. */
const subscribeToNothing = () => () => undefined;

/**
 * False in the server HTML and until React has hydrated, then true: notices that say "this needs JavaScript"
 * show when scripts are off and disappear as soon as they run. A component first drawn after hydration (a page
 * island waking, a client navigation) is true from its first render, so it never draws its no-JavaScript markup.
 *
 * @example
 * const hydrated = useHydrated();
 * return hydrated ? null : <p>Paying by card needs JavaScript.</p>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
