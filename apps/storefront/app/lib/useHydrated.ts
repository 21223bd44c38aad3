import { useEffect, useState } from 'react';

/**
 * False in the server HTML and until React has hydrated, then true: notices that say "this needs JavaScript"
 * show when scripts are off and disappear as soon as they run.
 *
 * @example
 * const hydrated = useHydrated();
 * return hydrated ? null : <p>Paying by card needs JavaScript.</p>;
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
