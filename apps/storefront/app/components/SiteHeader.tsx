import { DeferredIsland } from '@switchback/content-blocks';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { siteHeaderBarIsland, siteMenuDrawerIsland } from '../lib/chromeIslands';
import { useCartCount } from '../lib/useCartCount';
import { usePersistedAuthFacts, useShopper } from '../lib/useShopper';
import { useStickyHeader } from '../lib/useStickyHeader';
import { useText } from '../lib/useText';
import './SiteHeader.css';
import './auth/auth.css';

/**
 * "Skip to main content": the first thing a keyboard reaches on every page (before the promo bar's buttons and the
 * header), shown only while it has focus.
 *
 * @example
 * <SkipLink />
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useText().skipToMain}
    </a>
  );
}

/**
 * The shop's header (issue 19; what it draws: `SiteHeaderBar`) and the phone menu drawer (`SiteMenuDrawer`).
 *
 * Issue 14: the header is on every page, but a shopper only uses it by reaching into it, so its code is not part of
 * a page's first load. The server draws it in full; the browser keeps that markup (links work, a press on the menu,
 * search, sign-in or cart button is kept for the live header) and loads the header's code when the shopper points
 * at, touches or tabs into it (content-blocks `DeferredIsland`); a client navigation, a new cart count or a sign-in
 * draws it live. What stays here, live from the start: the sticky header sliding away while scrolling down, the
 * states the bar and the drawer share (menu open, phone search open: a new page closes both), and the persisted
 * auth facts (consumer number and type, spec §4) kept in step with the session. The drawer's code loads when it is
 * first opened; without JavaScript the menu link shows it with `:target`.
 *
 * @example
 * <SiteHeader />
 */
export function SiteHeader() {
  const sticky = useStickyHeader('site-header');
  const location = useLocation();
  const shopper = useShopper();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const version = useHeaderVersion();
  usePersistedAuthFacts();

  // A new page closes whatever the shopper had open in the header.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname, location.search]);

  return (
    <>
      <header className={searchOpen ? `${sticky} site-header--searching` : sticky}>
        <DeferredIsland
          name="site-header"
          load={siteHeaderBarIsland.load}
          loaded={siteHeaderBarIsland.loaded}
          // The welcome after a sign-in is a dialog of the header: live at once then.
          wake={shopper?.justSignedIn ? 'visible' : 'interaction'}
          version={version}
          render={(SiteHeaderBar) => (
            <SiteHeaderBar
              searchOpen={searchOpen}
              onSearchOpenChange={setSearchOpen}
              onOpenMenu={() => setMenuOpen(true)}
            />
          )}
        />
      </header>
      {/* Opening it draws it live: nothing (not the closed drawer's markup) shows until its code has come. */}
      <Suspense fallback={null}>
        <DeferredIsland
          name="site-menu-drawer"
          load={siteMenuDrawerIsland.load}
          loaded={siteMenuDrawerIsland.loaded}
          wake="interaction"
          // Drawn live (its code loaded) once the header's menu button first opens it.
          version={String(menuOpen)}
          render={(SiteMenuDrawer) => <SiteMenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}
        />
      </Suspense>
    </>
  );
}

/**
 * What the header's markup shows that can change without a new document (the page, for the current link and the
 * search term; the cart's count; the shopper): when it changes, the header is drawn live.
 */
function useHeaderVersion(): string {
  const { pathname, search } = useLocation();
  const shopper = useShopper();
  return JSON.stringify([pathname, search, useCartCount(), shopper]);
}
