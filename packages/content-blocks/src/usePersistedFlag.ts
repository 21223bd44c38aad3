import { useCallback, useSyncExternalStore } from 'react';

// Same-tab listeners: the `storage` event only reaches other tabs.
const listeners = new Set<() => void>();
// Keys set while storage was unavailable, so closing still works on this page.
const memory = new Set<string>();

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): the flag is then simply not remembered.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * A boolean remembered in localStorage (a closed promo or benefit bar), safe for server rendering: the server
 * and the hydrating render see `false`, then the stored value applies, so the markup always hydrates. Other
 * tabs and other components with the same key follow along.
 *
 * @example
 * const [closed, close] = usePersistedFlag('sb-promo-bar-closed:header');
 * if (closed) return null;
 */
export function usePersistedFlag(key: string): [value: boolean, set: () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => false,
  );
  const set = useCallback(() => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // Not remembered, but still applied for this page through the in-memory fallback below.
      memory.add(key);
    }
    for (const listener of listeners) listener();
  }, [key]);
  return [value || memory.has(key), set];
}
