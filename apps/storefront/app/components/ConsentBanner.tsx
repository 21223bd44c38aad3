import { useFocusMainWhenGone } from '../lib/focusMain';
import { ConsentBannerPanel } from '../lib/pageIslands';
import { useConsent } from './ConsentProvider';

/**
 * The cookie banner (content-blocks §5), shown in EMEA until the shopper has chosen (never in preview), plus
 * the cookie preferences dialog whenever `useConsent().openPreferences()` opens it (from the banner's
 * "Cookie settings" or the footer). Render it once in the shop chrome, inside a `ConsentProvider`. Their code
 * ({@link ConsentBannerPanel}) loads only on pages that show one of them: outside EMEA, until a shopper opens the
 * preferences, none. Once a choice is made the banner goes and focus moves to the main content.
 *
 * @example
 * <ConsentProvider initial={consent}>
 *   <SiteHeader />
 *   <main id="main" tabIndex={-1}>…</main>
 *   <ConsentBanner />
 * </ConsentProvider>
 */
export function ConsentBanner() {
  const { state, preferencesOpen } = useConsent();
  const shown = state.region === 'EMEA' && !state.decided && !state.preview;
  useFocusMainWhenGone(shown);
  return shown || preferencesOpen ? <ConsentBannerPanel shown={shown} /> : null;
}
