import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  completeChoices,
  consentCookieHeader,
  isGranted,
  type ConsentCategory,
  type ConsentChoices,
  type ConsentState,
} from '../lib/consent';

/**
 * What {@link useConsent} hands back: the page's consent state, the check every tag and block makes before it
 * uses a category, and the actions of the banner and the preferences.
 */
export interface ConsentApi {
  state: ConsentState;
  /** Whether a category may be used now (`isGranted` on the current state). */
  granted(category: ConsentCategory): boolean;
  /** Records the shopper's choice in the cookie and in the state, so every consumer re-renders with it. */
  decide(choices: ConsentChoices): void;
  /** Whether the cookie preferences dialog is open. */
  preferencesOpen: boolean;
  openPreferences(): void;
  closePreferences(): void;
}

const ConsentContext = createContext<ConsentApi | null>(null);

/**
 * The state outside a provider (a story, a test, a block rendered by another app). EMEA and undecided, so
 * nothing but the strictly necessary category is granted: a component that forgets the provider then never
 * tracks anyone, a visible gap in development, instead of tracking without consent (the same choice
 * `isConsentGranted` makes for an unknown region).
 */
const FALLBACK_STATE: ConsentState = { region: 'EMEA', preview: false, decided: false, choices: {} };

/** Writes the choice where the server and a later page will read it; over https the cookie is Secure. */
function writeConsentCookie(choices: ConsentChoices): void {
  if (typeof document === 'undefined') return;
  document.cookie = consentCookieHeader(choices, window.location.protocol === 'https:');
}

const FALLBACK_API: ConsentApi = {
  state: FALLBACK_STATE,
  granted: (category) => isGranted(FALLBACK_STATE, category),
  // Without a provider there is no state to update, but the choice still reaches the server on the next page.
  decide: writeConsentCookie,
  preferencesOpen: false,
  openPreferences: () => undefined,
  closePreferences: () => undefined,
};

// Identifies a state by value: the root loader hands a new object on every revalidation, which must not undo a
// choice made in this page; a real change (another locale's region, preview, a new cookie) must be taken.
function stateKey(state: ConsentState): string {
  return JSON.stringify([state.region, state.preview, state.decided, state.choices]);
}

/**
 * Holds the page's consent state for the banner, the preferences and every consumer of {@link useConsent}.
 * `initial` comes from the root loader (`readConsent`), so server and browser render the same thing; a choice
 * made in the browser is written to the `OptanonConsent` cookie and applied at once, without a reload.
 *
 * @example
 * <ConsentProvider initial={loaderData.consent}>
 *   <Outlet />
 *   <ConsentBanner />
 * </ConsentProvider>
 */
export function ConsentProvider({ initial, children }: { initial: ConsentState; children?: ReactNode }) {
  const [state, setState] = useState(initial);
  const [initialKey, setInitialKey] = useState(() => stateKey(initial));
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  const nextKey = stateKey(initial);
  if (nextKey !== initialKey) {
    // Adjusting state while rendering (not in an effect) so no frame shows the old locale's consent.
    setInitialKey(nextKey);
    setState(initial);
  }

  const decide = useCallback((choices: ConsentChoices) => {
    writeConsentCookie(choices);
    setState((current) => ({ ...current, decided: true, choices: completeChoices(choices) }));
  }, []);
  const openPreferences = useCallback(() => setPreferencesOpen(true), []);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);

  const api = useMemo<ConsentApi>(
    () => ({
      state,
      granted: (category) => isGranted(state, category),
      decide,
      preferencesOpen,
      openPreferences,
      closePreferences,
    }),
    [state, decide, preferencesOpen, openPreferences, closePreferences],
  );
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>;
}

/**
 * The page's consent: its state, `granted(category)` for gating tags and personalisation, `decide` for the
 * banner, and the preferences dialog's open state. Outside a {@link ConsentProvider} it grants only the strictly
 * necessary category (EMEA, undecided) and its actions only write the cookie.
 *
 * @example
 * const { granted, openPreferences } = useConsent();
 * if (granted('C0002')) dataLayer.push(event);
 * <button type="button" onClick={openPreferences}>Cookie preferences</button>
 */
export function useConsent(): ConsentApi {
  return useContext(ConsentContext) ?? FALLBACK_API;
}
