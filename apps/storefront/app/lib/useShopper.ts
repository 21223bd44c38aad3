import { createAuthPersistence } from '@switchback/auth';
import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ShopperStatus } from './authFlowView';

/**
 * The shopper as the root loader saw it (`null` before the root loader ran, e.g. in isolated component tests).
 *
 * @example
 * const shopper = useShopper();
 * if (shopper?.registered) …
 */
export function useShopper(): ShopperStatus | null {
  const data = useRouteLoaderData('root') as { shopper?: ShopperStatus } | undefined;
  return data?.shopper ?? null;
}

/**
 * Keeps the persisted auth facts (consumer number and type, spec §4, `@switchback/auth`) in step with the session
 * (the shop's header does, on every page).
 *
 * @example
 * usePersistedAuthFacts();
 */
export function usePersistedAuthFacts(): void {
  const shopper = useShopper();
  useEffect(() => {
    try {
      const persisted = createAuthPersistence(window.localStorage);
      if (shopper?.consumerNo && shopper.consumerType)
        persisted.save({ consumerNo: shopper.consumerNo, consumerType: shopper.consumerType });
      else persisted.clear();
    } catch {
      // Storage can be unavailable (private mode); nothing depends on it.
    }
  }, [shopper?.consumerNo, shopper?.consumerType]);
}
