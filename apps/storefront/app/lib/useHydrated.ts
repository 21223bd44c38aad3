import { useEffect, useState } from 'react';

/** Set once the page has hydrated (the root layout's effect): parts drawn after that know it from their first render. */
let pageHydrated = false;

/**
 * Records that React has hydrated the page (called by the root layout's effect, once): {@link useHydrated} is true
 * from the first render of anything drawn after that.
 *
 * @example
 * useEffect(() => markPageHydrated(), []);
 */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False in the server HTML and until React has hydrated, then true: notices that say "this needs JavaScript"
 * show when scripts are off and disappear as soon as they run. A component first drawn after hydration (a page
 * island waking, a client navigation) is true from its first render, so it never draws its no-JavaScript markup.
 * (Not `useSyncExternalStore`: a client snapshot unlike the server's made React redo the whole hydration
 * synchronously, a long task on every page.)
 *
 * @example
 * const hydrated = useHydrated();
 * return hydrated ? null : <p>Paying by card needs JavaScript.</p>;
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
